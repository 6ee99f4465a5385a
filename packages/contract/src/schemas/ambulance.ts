import { z } from 'zod';
import {
  AMBULANCE_CITIES,
  AMBULANCE_MAX_TEXT,
  AMBULANCE_STATUSES,
  AMBULANCE_TRIP_ACTIONS,
  DEFAULT_EMERGENCY_TYPE,
  EMERGENCY_TYPES,
} from '../constants/ambulance';
import { MSG_AMBULANCE } from '../messages/ambulance';
import { idSchema } from './common';

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters.`);

/** `[longitude, latitude]`, as the spec's client sends it (`[72.8777, 19.0760]`). */
export const coordinatesSchema = z.tuple([
  z.number({ error: MSG_AMBULANCE.coordinatesInvalid }).min(-180).max(180),
  z.number({ error: MSG_AMBULANCE.coordinatesInvalid }).min(-90).max(90),
]);

/**
 * POST /ambulance/book (spec 01 §3, §5): patientName, contactNumber, address and city are required;
 * emergencyType defaults to General; coordinates are optional (the typed address and the city are enough).
 */
export const bookAmbulanceSchema = z
  .object({
    patientName: requiredText(MSG_AMBULANCE.patientNameRequired, AMBULANCE_MAX_TEXT.patientName),
    contactNumber: requiredText(MSG_AMBULANCE.contactNumberRequired, AMBULANCE_MAX_TEXT.contactNumber).pipe(
      z.string().regex(/^\+?[0-9][0-9 -]{5,18}$/, MSG_AMBULANCE.contactNumberRequired),
    ),
    address: requiredText(MSG_AMBULANCE.addressRequired, AMBULANCE_MAX_TEXT.address),
    city: requiredText(MSG_AMBULANCE.cityRequired, 40).pipe(
      z.enum(AMBULANCE_CITIES, { error: MSG_AMBULANCE.cityInvalid }),
    ),
    emergencyType: z
      .enum(EMERGENCY_TYPES, { error: MSG_AMBULANCE.emergencyTypeInvalid })
      .optional()
      .default(DEFAULT_EMERGENCY_TYPE),
    notes: z.string().trim().max(AMBULANCE_MAX_TEXT.notes).optional().default(''),
    coordinates: coordinatesSchema.nullable().optional(),
  })
  .strip();
export type BookAmbulanceInput = z.input<typeof bookAmbulanceSchema>;
export type BookAmbulancePayload = z.output<typeof bookAmbulanceSchema>;

export const ambulanceStatusSchema = z.enum(AMBULANCE_STATUSES);

/** What the patient (and whoever holds the tracking link) sees of the driver: first name, vehicle, phone. */
export const ambulanceDriverSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  phone: z.string().nullable(),
  vehicleRegistrationNumber: z.string().nullable(),
});

const instant = z.string().nullable();

/** The timeline of a request: when each step happened (null until it does). */
export const ambulanceTimelineSchema = z.object({
  requestedAt: z.string(),
  acceptedAt: instant,
  enRouteAt: instant,
  arrivedAt: instant,
  completedAt: instant,
  cancelledAt: instant,
  unassignedAt: instant,
});

/** The patient's view of a request (GET /ambulance/my, the tracking page). */
export const ambulanceRequestSchema = z.object({
  _id: z.string(),
  id: z.string(),
  patientName: z.string(),
  address: z.string(),
  city: z.string(),
  emergencyType: z.string(),
  notes: z.string(),
  status: ambulanceStatusSchema,
  /** [longitude, latitude] of the pickup, when known. */
  pickup: coordinatesSchema.nullable(),
  driver: ambulanceDriverSchema.nullable(),
  /** The driver's last known position ([longitude, latitude]) while the trip is active. */
  driverLocation: coordinatesSchema.nullable(),
  /** Straight-line distance from the driver to the pickup, in km (one decimal), when both are known. */
  distanceKm: z.number().nullable(),
  cancellationReason: z.string().nullable(),
  timeline: ambulanceTimelineSchema,
  /** `/ambulance/track/{token}` while the trip is active (only the requester and the booking answer carry it). */
  trackingUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AmbulanceRequest = z.infer<typeof ambulanceRequestSchema>;

export const ambulanceRequestListSchema = z.object({ data: z.array(ambulanceRequestSchema) });

/** 201 of POST /ambulance/book. */
export const ambulanceBookedSchema = z.object({
  msg: z.string(),
  message: z.string(),
  requestId: z.string(),
  trackingToken: z.string(),
  trackingUrl: z.string(),
  data: ambulanceRequestSchema,
});
export type AmbulanceBooked = z.infer<typeof ambulanceBookedSchema>;

/**
 * An offer as a driver sees it (spec 02 §3: requestId, patientName, address, emergencyType, timestamp,
 * pickupLocation.address, _id). Before acceptance the address is the area only (decision 030).
 */
export const ambulanceOfferSchema = z.object({
  _id: z.string(),
  requestId: z.string(),
  patientName: z.string(),
  address: z.string(),
  emergencyType: z.string(),
  timestamp: z.string(),
  pickupLocation: z.object({ address: z.string() }),
  city: z.string(),
  /** Straight-line distance from the driver to the pickup, when both are known. */
  distanceKm: z.number().nullable(),
  /** The offer stands until then (30 seconds after it was made). */
  expiresAt: z.string(),
});
export type AmbulanceOffer = z.infer<typeof ambulanceOfferSchema>;

export const ambulanceOfferListSchema = z.object({ data: z.array(ambulanceOfferSchema) });

/** A trip as its driver sees it: the full address and the contact number, once accepted. */
export const ambulanceTripSchema = z.object({
  _id: z.string(),
  id: z.string(),
  requestId: z.string(),
  patientName: z.string(),
  contactNumber: z.string(),
  address: z.string(),
  city: z.string(),
  emergencyType: z.string(),
  notes: z.string(),
  status: ambulanceStatusSchema,
  pickup: coordinatesSchema.nullable(),
  pickupLocation: z.object({ address: z.string() }),
  cancellationReason: z.string().nullable(),
  timeline: ambulanceTimelineSchema,
  createdAt: z.string(),
});
export type AmbulanceTrip = z.infer<typeof ambulanceTripSchema>;

export const ambulanceTripListSchema = z.object({
  data: z.object({ active: z.array(ambulanceTripSchema), recent: z.array(ambulanceTripSchema) }),
});

/** POST /ambulance/respond: `requestId` (the spec's client sends `id`). */
export const respondAmbulanceSchema = z
  .object({
    requestId: idSchema.optional(),
    id: idSchema.optional(),
    action: z.enum(AMBULANCE_TRIP_ACTIONS, { error: 'Action must be accept or decline.' }),
  })
  .refine((v) => v.requestId !== undefined || v.id !== undefined, {
    message: 'Say which request: its id is required.',
    path: ['requestId'],
  })
  .transform((v) => ({ requestId: (v.requestId ?? v.id) as string, action: v.action }));

export const respondAcceptedSchema = z.object({ msg: z.string(), data: ambulanceTripSchema.nullable() });

export const tripStatusSchema = z.object({
  status: z.enum(['en_route', 'arrived', 'completed'], {
    error: 'Status must be en_route, arrived or completed.',
  }),
});

export const tripResponseSchema = z.object({ msg: z.string(), data: ambulanceTripSchema });

export const cancelAmbulanceSchema = z.object({
  reason: requiredText(MSG_AMBULANCE.reasonRequired, AMBULANCE_MAX_TEXT.reason),
  trackingToken: z.string().trim().min(1).max(100).optional(),
});

export const cancelledAmbulanceSchema = z.object({ msg: z.string(), data: ambulanceRequestSchema });

export const trackingParamsSchema = z.object({ token: z.string().min(16).max(100) });

export const trackingSchema = z.object({ data: ambulanceRequestSchema });

/** PUT /profile/me/driver-status. */
export const driverStatusSchema = z.object({
  isOnline: z.boolean({ error: 'Say whether you are online: true or false.' }),
});

export const driverStatusResponseSchema = z.object({
  msg: z.string(),
  isOnline: z.boolean(),
  city: z.string().nullable(),
});

/** GET /ambulance/driver/status: the dashboard's toggle on load. */
export const driverStateSchema = z.object({
  isOnline: z.boolean(),
  city: z.string().nullable(),
  approved: z.boolean(),
});

/** Socket `driver_location`. */
export const driverLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** The landing's Quick Booking form (spec 01 §2): name, contact number and email, all required; local only. */
export const quickBookingSchema = z.object({
  name: requiredText(MSG_AMBULANCE.patientNameRequired, AMBULANCE_MAX_TEXT.patientName),
  contactNumber: requiredText(MSG_AMBULANCE.contactNumberRequired, AMBULANCE_MAX_TEXT.contactNumber),
  email: requiredText('Email is required.', 254).pipe(z.email('Please enter a valid email address.')),
});
export type QuickBookingInput = z.infer<typeof quickBookingSchema>;
