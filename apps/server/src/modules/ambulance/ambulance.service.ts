import { createHash, createHmac } from 'node:crypto';
import {
  AMBULANCE_REQUEST_EXPIRY_SECONDS,
  AMBULANCE_STATUS_LABELS,
  AMBULANCE_VISITOR_LIMIT,
  type AmbulanceStatus,
  DRIVER_OFFLINE_GRACE_SECONDS,
  type EmergencyType,
  patientAmbulanceLink,
} from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { fill } from '@arogya/contract/messages/fill';
import type {
  AmbulanceOffer,
  AmbulanceRequest,
  AmbulanceTrip,
  BookAmbulancePayload,
} from '@arogya/contract/schemas/ambulance';
import type { Database, Tx } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import {
  type CreatedNotification,
  insertNotifications,
  type NewNotification,
  pushNotifications,
} from '../notifications/notifications.service';
import {
  areaOf,
  checkCancellable,
  checkCancelRight,
  checkDriverCity,
  checkTripStep,
  contactDigitsOf,
  distanceKm,
  firstNameOf,
  nextRing,
  type Point,
  pickupFor,
  roundKm,
  withDistances,
} from './ambulance.policy';
import {
  type AmbulanceRequestRow,
  acceptRequest,
  activeAdminIds,
  availableDrivers,
  countRecentVisitorBookings,
  declineOffer,
  driverNames,
  expirePresence,
  findByTokenHash,
  findDriver,
  findRequest,
  hasOffer,
  insertOffers,
  insertRequest,
  lockRequest,
  markConnected,
  markDisconnected,
  offeredDriverIds,
  openOfferDriverIds,
  openOffersOf,
  openTripsOf,
  requestsOf,
  saveDriverPosition,
  setDriverOnline,
  tripsOf,
  updateRequest,
} from './ambulance.repo';

/** Queues (jobs/handlers/ambulance-*.ts). */
export const AMBULANCE_OFFER_EXPIRY_QUEUE = 'ambulance-offer-expiry';
export const DRIVER_PRESENCE_QUEUE = 'ambulance-driver-presence';

export interface OfferExpiryData {
  requestId: string;
  ring: number;
}
export interface DriverPresenceData {
  driverId: string;
  disconnectedAt: string;
}

export interface AmbulanceServiceDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  events: DomainEventSink;
  /** Multiplies the visitor limits (AUTH_RATE_LIMIT_SCALE, 1 in production). */
  rateLimitScale: number;
  /** Keys the tracking tokens (the app secret): a token is an HMAC of its request id, never stored. */
  trackingSecret: string;
}

const HOUR_MS = 3_600_000;
const OFFER_MS = AMBULANCE_REQUEST_EXPIRY_SECONDS * 1000;
/** How long an unassigned request stays visible on its tracking link (so a visitor reads "call 112"). */
const UNASSIGNED_VISIBLE_MS = HOUR_MS;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const trackingPath = (token: string) => `/ambulance/track/${token}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const pickupOf = (r: AmbulanceRequestRow): Point | null =>
  r.latitude !== null && r.longitude !== null ? { latitude: r.latitude, longitude: r.longitude } : null;
const isActive = (s: string) => s === 'searching' || s === 'accepted' || s === 'en_route' || s === 'arrived';

function timelineOf(r: AmbulanceRequestRow) {
  return {
    requestedAt: r.createdAt.toISOString(),
    acceptedAt: iso(r.acceptedAt),
    enRouteAt: iso(r.enRouteAt),
    arrivedAt: iso(r.arrivedAt),
    completedAt: iso(r.completedAt),
    cancelledAt: iso(r.cancelledAt),
    unassignedAt: iso(r.unassignedAt),
  };
}

export function toTrip(r: AmbulanceRequestRow): AmbulanceTrip {
  const pickup = pickupOf(r);
  return {
    _id: r.id,
    id: r.id,
    requestId: r.id,
    patientName: r.patientName,
    contactNumber: r.contactNumber,
    address: r.address,
    city: r.city,
    emergencyType: r.emergencyType,
    notes: r.notes,
    status: r.status as AmbulanceStatus,
    pickup: pickup ? [pickup.longitude, pickup.latitude] : null,
    pickupLocation: { address: r.address },
    cancellationReason: r.cancellationReason,
    timeline: timelineOf(r),
    createdAt: r.createdAt.toISOString(),
  };
}

function toOffer(
  r: AmbulanceRequestRow,
  km: number | null,
  offeredAt: Date,
  expiresAt: Date,
): AmbulanceOffer {
  const area = areaOf(r.address, r.city);
  return {
    _id: r.id,
    requestId: r.id,
    patientName: r.patientName,
    address: area,
    emergencyType: r.emergencyType,
    timestamp: offeredAt.toISOString(),
    pickupLocation: { address: area },
    city: r.city,
    distanceKm: km === null ? null : roundKm(km),
    expiresAt: expiresAt.toISOString(),
  };
}

/** The service as every caller builds it: the app's database, clock, queue and events, and its config's secret and limits. */
export function ambulanceServiceFor(deps: {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  events: DomainEventSink;
  config: { authRateLimitScale: number; appSecret: string };
}) {
  return createAmbulanceService({
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    events: deps.events,
    rateLimitScale: deps.config.authRateLimitScale,
    trackingSecret: deps.config.appSecret,
  });
}

export function createAmbulanceService(deps: AmbulanceServiceDeps) {
  const { db, clock, jobs, events } = deps;
  /** The tracking token of a request: unguessable without the app secret; only its SHA-256 is stored. */
  const tokenFor = (requestId: string) =>
    createHmac('sha256', deps.trackingSecret).update(`ambulance-tracking:${requestId}`).digest('base64url');

  async function toRequest(r: AmbulanceRequestRow, trackingUrl: string | null): Promise<AmbulanceRequest> {
    const pickup = pickupOf(r);
    const active = r.status === 'accepted' || r.status === 'en_route' || r.status === 'arrived';
    const [driver] = r.driverId ? await driverNames(db, [r.driverId]) : [];
    const driverPoint =
      active && driver && driver.latitude !== null && driver.longitude !== null
        ? { latitude: driver.latitude, longitude: driver.longitude }
        : null;
    return {
      _id: r.id,
      id: r.id,
      patientName: r.patientName,
      address: r.address,
      city: r.city,
      emergencyType: r.emergencyType,
      notes: r.notes,
      status: r.status as AmbulanceStatus,
      pickup: pickup ? [pickup.longitude, pickup.latitude] : null,
      driver: driver
        ? {
            _id: driver.id,
            firstName: firstNameOf(driver.name),
            phone: active ? driver.phone : null,
            vehicleRegistrationNumber: driver.vehicleRegistrationNumber,
          }
        : null,
      driverLocation: driverPoint ? [driverPoint.longitude, driverPoint.latitude] : null,
      distanceKm: driverPoint && pickup ? roundKm(distanceKm(driverPoint, pickup)) : null,
      cancellationReason: r.cancellationReason,
      timeline: timelineOf(r),
      trackingUrl: isActive(r.status) ? trackingUrl : null,
      createdAt: r.createdAt.toISOString(),
    };
  }

  /**
   * Offers the request to the next ring that has drivers (from `fromRing`), inside the caller's transaction:
   * offer rows, the request's ring and deadline, and the durable expiry job. Without anyone left the request
   * is unassigned and the requester and the admins are told. Returns what to publish after the commit.
   */
  async function offerNext(tx: Tx, request: AmbulanceRequestRow, fromRing: number, now: Date) {
    const pickup = pickupOf(request);
    const candidates = withDistances(await availableDrivers(tx, request.city), pickup);
    const offered = await offeredDriverIds(tx, request.id);
    const next = nextRing(candidates, fromRing, pickup !== null, offered);
    if (!next) {
      const row = await updateRequest(tx, request.id, {
        status: 'unassigned',
        unassignedAt: now,
        offerExpiresAt: null,
        updatedAt: now,
      });
      const notes: NewNotification[] = [];
      if (request.requesterId) {
        notes.push({
          userId: request.requesterId,
          kind: 'ambulance_update',
          message: MSG_AMBULANCE.unassigned,
          link: patientAmbulanceLink(request.id),
          dedupeKey: `ambulance:${request.id}:unassigned`,
        });
      }
      for (const adminId of await activeAdminIds(tx)) {
        notes.push({
          userId: adminId,
          kind: 'ambulance_update',
          message: fill(MSG_AMBULANCE.adminUnassigned, {
            city: request.city,
            emergencyType: request.emergencyType,
          }),
          link: null,
          dedupeKey: `ambulance:${request.id}:unassigned:${adminId}`,
        });
      }
      const created = await insertNotifications(tx, notes, now);
      return {
        row: row ?? request,
        offers: [] as Array<{ driverId: string; offer: AmbulanceOffer }>,
        created,
      };
    }
    const expiresAt = new Date(now.getTime() + OFFER_MS);
    await insertOffers(
      tx,
      next.drivers.map((d) => ({
        requestId: request.id,
        driverId: d.id,
        ring: next.ring,
        distanceKm: d.distanceKm,
        offeredAt: now,
        expiresAt,
      })),
    );
    const row = await updateRequest(tx, request.id, {
      ring: next.ring,
      offerExpiresAt: expiresAt,
      updatedAt: now,
    });
    await jobs.send(
      AMBULANCE_OFFER_EXPIRY_QUEUE,
      { requestId: request.id, ring: next.ring } satisfies OfferExpiryData,
      { tx, startAfter: expiresAt, singletonKey: `${request.id}:${next.ring}`, retryLimit: 10 },
    );
    const base = row ?? request;
    const offers = next.drivers.map((d) => ({
      driverId: d.id,
      offer: toOffer(base, d.distanceKm, now, expiresAt),
    }));
    return { row: base, offers, created: [] as CreatedNotification[] };
  }

  function partiesOf(r: AmbulanceRequestRow): string[] {
    return [r.requesterId, r.driverId].filter((x): x is string => !!x);
  }

  function publishChange(r: AmbulanceRequestRow, created: readonly CreatedNotification[]) {
    pushNotifications(events, created);
    events.record({
      type: 'ambulance.changed',
      requestId: r.id,
      status: r.status as AmbulanceStatus,
      parties: partiesOf(r),
    });
  }

  /** The request behind a tracking token while its link works; null when unknown or ended. */
  async function trackedRequest(token: string): Promise<AmbulanceRequestRow | null> {
    const now = clock.now();
    const request = await findByTokenHash(db, hashToken(token));
    const visible =
      request &&
      (isActive(request.status) ||
        (request.status === 'unassigned' &&
          request.unassignedAt &&
          now.getTime() - request.unassignedAt.getTime() < UNASSIGNED_VISIBLE_MS));
    return visible ? request : null;
  }

  async function driverOrThrow(user: SessionUser) {
    const driver = await findDriver(db, user.id);
    if (!driver) throw new ForbiddenError(MSG_AMBULANCE.driversOnly);
    return driver;
  }

  return {
    /**
     * Books an ambulance (signed in or not) and offers it to the first ring at once. Visitors are limited per
     * client address and per contact number.
     */
    async book(
      user: SessionUser | null,
      input: BookAmbulancePayload,
      ip: string,
    ): Promise<{ msg: string; token: string; data: AmbulanceRequest }> {
      const now = clock.now();
      const digits = contactDigitsOf(input.contactNumber);
      if (!user) {
        const max = Math.max(1, Math.round(AMBULANCE_VISITOR_LIMIT.perHour * deps.rateLimitScale));
        const counts = await countRecentVisitorBookings(db, ip, digits, new Date(now.getTime() - HOUR_MS));
        if (counts.byIp >= max || counts.byContact >= max) {
          throw new TooManyRequestsError(MSG_AMBULANCE.visitorLimit, 3600);
        }
      }
      const id = uuidv7(now.getTime());
      const token = tokenFor(id);
      const pickup = pickupFor(input.coordinates, input.city);
      const result = await db.transaction(async (tx) => {
        const request = await insertRequest(tx, {
          id,
          requesterId: user?.id ?? null,
          requesterIp: ip,
          patientName: input.patientName,
          contactNumber: input.contactNumber,
          contactDigits: digits,
          address: input.address,
          city: input.city,
          emergencyType: input.emergencyType as EmergencyType,
          notes: input.notes ?? '',
          latitude: pickup?.latitude ?? null,
          longitude: pickup?.longitude ?? null,
          status: 'searching',
          ring: 0,
          trackingTokenHash: hashToken(token),
          createdAt: now,
          updatedAt: now,
        });
        return offerNext(tx, request, 0, now);
      });
      if (result.offers.length > 0) events.record({ type: 'ambulance.offered', offers: result.offers });
      if (result.row.status === 'unassigned') publishChange(result.row, result.created);
      const msg =
        result.row.status === 'unassigned'
          ? fill(MSG_AMBULANCE.noDriversInCity, { city: input.city })
          : MSG_AMBULANCE.requested;
      return { msg, token, data: await toRequest(result.row, trackingPath(token)) };
    },

    /**
     * The job at the end of a ring's 30 seconds: if nobody accepted, offer the next ring (or give up). Runs
     * once per ring: the row lock and the ring number make a repeated or late job a no-op.
     */
    async expireOffer(data: OfferExpiryData): Promise<'advanced' | 'unassigned' | 'not-due' | 'done'> {
      const now = clock.now();
      let withdrawn: string[] = [];
      const result = await db.transaction(async (tx) => {
        const request = await lockRequest(tx, data.requestId);
        if (request?.status !== 'searching' || request.ring !== data.ring) return null;
        if (request.offerExpiresAt && request.offerExpiresAt > now) return 'not-due' as const;
        withdrawn = await openOfferDriverIds(tx, request.id, new Date(now.getTime() - 1));
        return offerNext(tx, request, data.ring + 1, now);
      });
      if (result === null) return 'done';
      if (result === 'not-due') return 'not-due';
      if (withdrawn.length > 0)
        events.record({ type: 'ambulance.withdrawn', requestId: data.requestId, driverIds: withdrawn });
      if (result.offers.length > 0) {
        events.record({ type: 'ambulance.offered', offers: result.offers });
        // Still searching, now wider: the requester's and the tracking link's views show the new ring.
        publishChange(result.row, []);
        return 'advanced';
      }
      publishChange(result.row, result.created);
      return 'unassigned';
    },

    /** A driver answers an offer. The first accept wins (one conditional update); later ones get 409. */
    async respond(
      user: SessionUser,
      requestId: string,
      action: 'accept' | 'decline',
    ): Promise<{ msg: string; data: AmbulanceTrip | null }> {
      const now = clock.now();
      if (action === 'decline') {
        const declined = await declineOffer(db, requestId, user.id, now);
        if (!declined && !(await hasOffer(db, requestId, user.id)))
          throw new NotFoundError(MSG_AMBULANCE.notFound);
        return { msg: MSG_AMBULANCE.declined, data: null };
      }
      const accepted = await acceptRequest(db, requestId, user.id, now);
      if (!accepted) {
        const request = await findRequest(db, requestId);
        if (!request || !(await hasOffer(db, requestId, user.id)))
          throw new NotFoundError(MSG_AMBULANCE.notFound);
        if (request.driverId && request.driverId !== user.id)
          throw new ConflictError(MSG_AMBULANCE.requestTaken);
        throw new ConflictError(MSG_AMBULANCE.requestGone);
      }
      const [driver] = await driverNames(db, [user.id]);
      const created = await db.transaction(async (tx) => {
        if (!accepted.requesterId) return [];
        return insertNotifications(
          tx,
          [
            {
              userId: accepted.requesterId,
              kind: 'ambulance_update',
              message: fill(MSG_AMBULANCE.driverOnTheWay, { driver: firstNameOf(driver?.name ?? '') }),
              link: patientAmbulanceLink(accepted.id),
              dedupeKey: `ambulance:${accepted.id}:accepted`,
            },
          ],
          now,
        );
      });
      const others = (await offeredDriverIds(db, requestId)).add(user.id);
      others.delete(user.id);
      events.record({ type: 'ambulance.withdrawn', requestId, driverIds: [...others] });
      publishChange(accepted, created);
      return { msg: MSG_AMBULANCE.accepted, data: toTrip(accepted) };
    },

    /** The assigned driver moves the trip forward; the patient hears of it (bell and tracking page). */
    async advanceTrip(
      user: SessionUser,
      id: string,
      status: 'en_route' | 'arrived' | 'completed',
    ): Promise<AmbulanceTrip> {
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const request = await lockRequest(tx, id);
        if (!request) throw new NotFoundError(MSG_AMBULANCE.notFound);
        checkTripStep(
          { driverId: request.driverId, status: request.status as AmbulanceStatus },
          user.id,
          status,
        );
        const stamp =
          status === 'en_route'
            ? { enRouteAt: now }
            : status === 'arrived'
              ? { arrivedAt: now }
              : { completedAt: now };
        const row = await updateRequest(tx, id, { status, ...stamp, updatedAt: now });
        if (!row) throw new NotFoundError(MSG_AMBULANCE.notFound);
        const created = row.requesterId
          ? await insertNotifications(
              tx,
              [
                {
                  userId: row.requesterId,
                  kind: 'ambulance_update',
                  message: fill(MSG_AMBULANCE.statusChanged, { status: AMBULANCE_STATUS_LABELS[status] }),
                  link: patientAmbulanceLink(id),
                  dedupeKey: `ambulance:${id}:${status}`,
                },
              ],
              now,
            )
          : [];
        return { row, created };
      });
      publishChange(result.row, result.created);
      return toTrip(result.row);
    },

    /** Cancelled by the signed-in requester or by whoever holds the tracking link, before arrival. */
    async cancel(
      user: SessionUser | null,
      id: string,
      reason: string,
      trackingToken: string | undefined,
    ): Promise<AmbulanceRequest> {
      const now = clock.now();
      const tokenHash = trackingToken ? hashToken(trackingToken) : null;
      let withdrawn: string[] = [];
      const result = await db.transaction(async (tx) => {
        const request = await lockRequest(tx, id);
        if (!request) throw new NotFoundError(MSG_AMBULANCE.notFound);
        checkCancelRight(request, user?.id ?? null, tokenHash);
        checkCancellable(request.status as AmbulanceStatus);
        if (request.status === 'searching') withdrawn = await openOfferDriverIds(tx, id, now);
        const row = await updateRequest(tx, id, {
          status: 'cancelled',
          cancelledAt: now,
          cancellationReason: reason,
          offerExpiresAt: null,
          updatedAt: now,
        });
        if (!row) throw new NotFoundError(MSG_AMBULANCE.notFound);
        return row;
      });
      if (withdrawn.length > 0)
        events.record({ type: 'ambulance.withdrawn', requestId: id, driverIds: withdrawn });
      publishChange(result, []);
      return toRequest(result, null);
    },

    /** The tracking page: only while the request is open (an unassigned one for an hour, to read "call 112"). */
    async track(token: string): Promise<AmbulanceRequest> {
      const request = await trackedRequest(token);
      if (!request) throw new NotFoundError(MSG_AMBULANCE.trackingNotFound);
      return toRequest(request, trackingPath(token));
    },

    /**
     * A tracking-link socket's handshake: the request id while the link works (exactly when `track` answers),
     * else null and the socket is refused.
     */
    async trackingRequestId(token: string): Promise<string | null> {
      return (await trackedRequest(token))?.id ?? null;
    },

    /** The signed-in person's requests, newest first, each with its tracking link while it is open. */
    async mine(user: SessionUser): Promise<AmbulanceRequest[]> {
      const rows = await requestsOf(db, user.id);
      return Promise.all(rows.map((r) => toRequest(r, trackingPath(tokenFor(r.id)))));
    },

    async trips(user: SessionUser): Promise<{ active: AmbulanceTrip[]; recent: AmbulanceTrip[] }> {
      const rows = await tripsOf(db, user.id);
      return {
        active: rows.filter((r) => isActive(r.status)).map(toTrip),
        recent: rows.filter((r) => !isActive(r.status)).map(toTrip),
      };
    },

    async openOffers(user: SessionUser): Promise<AmbulanceOffer[]> {
      const driver = await findDriver(db, user.id);
      if (!driver?.isOnline) return [];
      const rows = await openOffersOf(db, user.id, clock.now());
      return rows.map(({ request, offer }) =>
        toOffer(request, offer.distanceKm, offer.offeredAt, offer.expiresAt),
      );
    },

    async driverState(user: SessionUser) {
      const driver = await driverOrThrow(user);
      return { isOnline: driver.isOnline, city: driver.city, approved: driver.approvalStatus === 'approved' };
    },

    /** Online / offline (REST or socket). Only approved drivers with a service city may go online. */
    async setOnline(
      user: SessionUser,
      isOnline: boolean,
    ): Promise<{ isOnline: boolean; city: string | null }> {
      const driver = await driverOrThrow(user);
      if (isOnline) {
        if (driver.approvalStatus !== 'approved') throw new ForbiddenError(MSG_AMBULANCE.onlyApprovedOnline);
        checkDriverCity(driver.city);
      }
      await setDriverOnline(db, user.id, isOnline, clock.now());
      return { isOnline, city: driver.city };
    },

    /** Socket `driver_location` (already throttled by the socket): only while online. */
    async savePosition(user: SessionUser, point: Point): Promise<boolean> {
      const driver = await findDriver(db, user.id);
      if (!driver?.isOnline) return false;
      await saveDriverPosition(db, user.id, point, clock.now());
      for (const trip of await openTripsOf(db, user.id)) {
        const pickup = pickupOf(trip);
        events.record({
          type: 'ambulance.driver-moved',
          requestId: trip.id,
          driverLocation: [point.longitude, point.latitude],
          distanceKm: pickup ? roundKm(distanceKm(point, pickup)) : null,
        });
      }
      return true;
    },

    async connected(userId: string): Promise<void> {
      await markConnected(db, userId, clock.now());
    },

    /** The driver's last socket closed: offline after the grace period unless one connects again. */
    async lastSocketClosed(userId: string): Promise<void> {
      const at = clock.now();
      if (!(await markDisconnected(db, userId, at))) return;
      await jobs.send(
        DRIVER_PRESENCE_QUEUE,
        { driverId: userId, disconnectedAt: at.toISOString() } satisfies DriverPresenceData,
        { tx: null, startAfter: new Date(at.getTime() + DRIVER_OFFLINE_GRACE_SECONDS * 1000) },
      );
    },

    /** The grace job: offline if no socket came back. 'not-due' when the clock has not reached the end. */
    async expirePresence(data: DriverPresenceData): Promise<'offline' | 'not-due' | 'reconnected'> {
      const now = clock.now();
      const at = new Date(data.disconnectedAt);
      const cutoff = new Date(now.getTime() - DRIVER_OFFLINE_GRACE_SECONDS * 1000);
      if (at > cutoff) return 'not-due';
      return (await expirePresence(db, data.driverId, at, cutoff, now)) ? 'offline' : 'reconnected';
    },
  };
}

export type AmbulanceService = ReturnType<typeof createAmbulanceService>;
