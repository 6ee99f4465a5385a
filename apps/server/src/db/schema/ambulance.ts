import { AMBULANCE_STATUSES, EMERGENCY_TYPES } from '@arogya/contract/constants/ambulance';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { users } from './users';

/**
 * An ambulance request and, once a driver accepts it, the trip (spec 01 §3, §4; spec 02 §3). Visitors may
 * book, so the requester is optional. The contact number and full address are shown only to the requester
 * and the assigned driver. The tracking link's token is stored as its SHA-256 only.
 */
export const ambulanceRequests = pgTable(
  'ambulance_requests',
  {
    id: idColumn(),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client address of a visitor's booking (the per-address limit counts these). */
    requesterIp: text('requester_ip'),
    patientName: text('patient_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** The last 10 digits of the contact number: the per-number limit counts these. */
    contactDigits: text('contact_digits').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    emergencyType: text('emergency_type').notNull(),
    notes: text('notes').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status').notNull().default('searching'),
    /** The ring now offered (0 = nearest); expiry jobs carry the ring they were made for. */
    ring: integer('ring').notNull().default(0),
    /** When the current ring's offers lapse. */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'set null' }),
    trackingTokenHash: text('tracking_token_hash').notNull(),
    cancellationReason: text('cancellation_reason'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    enRouteAt: timestamp('en_route_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    unassignedAt: timestamp('unassigned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ambulance_requests_tracking_key').on(t.trackingTokenHash),
    index('ambulance_requests_requester_idx').on(t.requesterId, t.createdAt, t.id),
    index('ambulance_requests_driver_idx').on(t.driverId, t.status, t.createdAt),
    index('ambulance_requests_visitor_ip_idx').on(t.requesterIp, t.createdAt),
    index('ambulance_requests_contact_idx').on(t.contactDigits, t.createdAt),
    // Completed trips by when they were completed (the review invitation sweep, modules/reviews).
    index('ambulance_requests_completed_idx').on(t.completedAt).where(sql`${t.status} = 'completed'`),
    index('ambulance_requests_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('searching','accepted','en_route','arrived')`),
    check('ambulance_requests_status_check', sql`${t.status} in (${sqlList(AMBULANCE_STATUSES)})`),
    check('ambulance_requests_emergency_check', sql`${t.emergencyType} in (${sqlList(EMERGENCY_TYPES)})`),
  ],
);

/** Which drivers a request was offered to, in which ring, and who declined. */
export const ambulanceOffers = pgTable(
  'ambulance_offers',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => ambulanceRequests.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ring: integer('ring').notNull(),
    distanceKm: doublePrecision('distance_km'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.driverId] }),
    index('ambulance_offers_driver_idx').on(t.driverId, t.expiresAt),
  ],
);

/** A driver's presence: online or not, and when the last socket closed (the grace period runs from it). */
export const ambulanceDrivers = pgTable(
  'ambulance_drivers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOnline: boolean('is_online').notNull().default(false),
    /** Set when the driver's last socket closed; cleared when one connects again. */
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    locationAt: timestamp('location_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ambulance_drivers_online_idx').on(t.userId).where(sql`${t.isOnline}`)],
);
