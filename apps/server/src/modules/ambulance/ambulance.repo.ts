import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { ambulanceDrivers, ambulanceOffers, ambulanceRequests } from '../../db/schema/ambulance';
import { professionalProfiles, users } from '../../db/schema/users';

export type AmbulanceRequestRow = typeof ambulanceRequests.$inferSelect;
export type NewAmbulanceRequestRow = typeof ambulanceRequests.$inferInsert;
type Db = Database | Tx;

const ACTIVE_TRIP = sql`('accepted','en_route','arrived')`;

export async function insertRequest(tx: Db, row: NewAmbulanceRequestRow): Promise<AmbulanceRequestRow> {
  const [created] = await tx.insert(ambulanceRequests).values(row).returning();
  if (!created) throw new Error('ambulance request insert returned nothing');
  return created;
}

export async function findRequest(db: Db, id: string): Promise<AmbulanceRequestRow | null> {
  const [row] = await db.select().from(ambulanceRequests).where(eq(ambulanceRequests.id, id)).limit(1);
  return row ?? null;
}

export async function lockRequest(tx: Tx, id: string): Promise<AmbulanceRequestRow | null> {
  const [row] = await tx.select().from(ambulanceRequests).where(eq(ambulanceRequests.id, id)).for('update');
  return row ?? null;
}

export async function findByTokenHash(db: Db, hash: string): Promise<AmbulanceRequestRow | null> {
  const [row] = await db
    .select()
    .from(ambulanceRequests)
    .where(eq(ambulanceRequests.trackingTokenHash, hash))
    .limit(1);
  return row ?? null;
}

/** Visitor bookings since `since` from this address, and bookings for this number (anyone's). */
export async function countRecentVisitorBookings(
  db: Db,
  ip: string,
  contactDigits: string,
  since: Date,
): Promise<{ byIp: number; byContact: number }> {
  const [row] = await db
    .select({
      byIp: sql<number>`count(*) filter (where ${ambulanceRequests.requesterIp} = ${ip} and ${ambulanceRequests.requesterId} is null)::int`,
      byContact: sql<number>`count(*) filter (where ${ambulanceRequests.contactDigits} = ${contactDigits})::int`,
    })
    .from(ambulanceRequests)
    .where(
      and(
        gte(ambulanceRequests.createdAt, since),
        or(eq(ambulanceRequests.requesterIp, ip), eq(ambulanceRequests.contactDigits, contactDigits)),
      ),
    );
  return { byIp: Number(row?.byIp ?? 0), byContact: Number(row?.byContact ?? 0) };
}

export interface AvailableDriver {
  id: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Drivers who can take a request of this city now: ambulance role, approved, active account, online, of
 * this service city, and not on a trip.
 */
export async function availableDrivers(db: Db, city: string): Promise<AvailableDriver[]> {
  return db
    .select({ id: users.id, latitude: users.latitude, longitude: users.longitude })
    .from(ambulanceDrivers)
    .innerJoin(users, eq(users.id, ambulanceDrivers.userId))
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(
      and(
        eq(ambulanceDrivers.isOnline, true),
        eq(users.isActive, true),
        eq(professionalProfiles.role, 'ambulance'),
        eq(professionalProfiles.approvalStatus, 'approved'),
        eq(professionalProfiles.city, city),
        sql`not exists (select 1 from ${ambulanceRequests} r where r.driver_id = ${users.id} and r.status in ${ACTIVE_TRIP})`,
      ),
    );
}

export async function offeredDriverIds(db: Db, requestId: string): Promise<Set<string>> {
  const rows = await db
    .select({ driverId: ambulanceOffers.driverId })
    .from(ambulanceOffers)
    .where(eq(ambulanceOffers.requestId, requestId));
  return new Set(rows.map((r) => r.driverId));
}

/** Drivers whose offer of this request is still open (not declined, not lapsed). */
export async function openOfferDriverIds(db: Db, requestId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ driverId: ambulanceOffers.driverId })
    .from(ambulanceOffers)
    .where(
      and(
        eq(ambulanceOffers.requestId, requestId),
        isNull(ambulanceOffers.declinedAt),
        gt(ambulanceOffers.expiresAt, now),
      ),
    );
  return rows.map((r) => r.driverId);
}

export async function insertOffers(tx: Db, rows: Array<typeof ambulanceOffers.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(ambulanceOffers).values(rows).onConflictDoNothing();
}

export async function updateRequest(
  tx: Db,
  id: string,
  patch: Partial<NewAmbulanceRequestRow>,
): Promise<AmbulanceRequestRow | null> {
  const [row] = await tx.update(ambulanceRequests).set(patch).where(eq(ambulanceRequests.id, id)).returning();
  return row ?? null;
}

/**
 * First accept wins: one conditional update. It succeeds only while the request is still searching, the
 * driver holds an open offer of it, is online and has no other trip; any later accept finds nothing.
 */
export async function acceptRequest(
  db: Db,
  requestId: string,
  driverId: string,
  now: Date,
): Promise<AmbulanceRequestRow | null> {
  const [row] = await db
    .update(ambulanceRequests)
    .set({ status: 'accepted', driverId, acceptedAt: now, updatedAt: now, offerExpiresAt: null })
    .where(
      and(
        eq(ambulanceRequests.id, requestId),
        eq(ambulanceRequests.status, 'searching'),
        sql`exists (select 1 from ${ambulanceOffers} o where o.request_id = ${ambulanceRequests.id}
          and o.driver_id = ${driverId} and o.declined_at is null and o.expires_at > ${now.toISOString()}::timestamptz)`,
        sql`exists (select 1 from ${ambulanceDrivers} d where d.user_id = ${driverId} and d.is_online)`,
        sql`not exists (select 1 from ${ambulanceRequests} r2 where r2.driver_id = ${driverId} and r2.status in ${ACTIVE_TRIP})`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function declineOffer(db: Db, requestId: string, driverId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(ambulanceOffers)
    .set({ declinedAt: now })
    .where(
      and(
        eq(ambulanceOffers.requestId, requestId),
        eq(ambulanceOffers.driverId, driverId),
        isNull(ambulanceOffers.declinedAt),
      ),
    )
    .returning({ requestId: ambulanceOffers.requestId });
  return rows.length > 0;
}

export async function hasOffer(db: Db, requestId: string, driverId: string): Promise<boolean> {
  const [row] = await db
    .select({ requestId: ambulanceOffers.requestId })
    .from(ambulanceOffers)
    .where(and(eq(ambulanceOffers.requestId, requestId), eq(ambulanceOffers.driverId, driverId)))
    .limit(1);
  return !!row;
}

/** The driver's open offers (request still searching, offer neither declined nor lapsed), newest first. */
export async function openOffersOf(db: Db, driverId: string, now: Date) {
  return db
    .select({ request: ambulanceRequests, offer: ambulanceOffers })
    .from(ambulanceOffers)
    .innerJoin(ambulanceRequests, eq(ambulanceRequests.id, ambulanceOffers.requestId))
    .where(
      and(
        eq(ambulanceOffers.driverId, driverId),
        isNull(ambulanceOffers.declinedAt),
        gt(ambulanceOffers.expiresAt, now),
        eq(ambulanceRequests.status, 'searching'),
      ),
    )
    .orderBy(desc(ambulanceOffers.offeredAt));
}

export async function requestsOf(db: Db, requesterId: string, limit = 50): Promise<AmbulanceRequestRow[]> {
  return db
    .select()
    .from(ambulanceRequests)
    .where(eq(ambulanceRequests.requesterId, requesterId))
    .orderBy(desc(ambulanceRequests.createdAt), desc(ambulanceRequests.id))
    .limit(limit);
}

export async function tripsOf(db: Db, driverId: string, limit = 30): Promise<AmbulanceRequestRow[]> {
  return db
    .select()
    .from(ambulanceRequests)
    .where(eq(ambulanceRequests.driverId, driverId))
    .orderBy(desc(ambulanceRequests.createdAt), desc(ambulanceRequests.id))
    .limit(limit);
}

/** The driver's open trips (accepted, en route, arrived): at most one by the accept rule. */
export async function openTripsOf(db: Db, driverId: string): Promise<AmbulanceRequestRow[]> {
  return db
    .select()
    .from(ambulanceRequests)
    .where(and(eq(ambulanceRequests.driverId, driverId), sql`${ambulanceRequests.status} in ${ACTIVE_TRIP}`));
}

export interface DriverFacts {
  id: string;
  name: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  approvalStatus: string;
  vehicleRegistrationNumber: string | null;
  isOnline: boolean;
}

export async function findDriver(db: Db, driverId: string): Promise<DriverFacts | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      latitude: users.latitude,
      longitude: users.longitude,
      city: professionalProfiles.city,
      approvalStatus: professionalProfiles.approvalStatus,
      vehicleRegistrationNumber: professionalProfiles.vehicleRegistrationNumber,
      isOnline: sql<boolean>`coalesce(${ambulanceDrivers.isOnline}, false)`,
    })
    .from(users)
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .leftJoin(ambulanceDrivers, eq(ambulanceDrivers.userId, users.id))
    .where(and(eq(users.id, driverId), eq(professionalProfiles.role, 'ambulance')))
    .limit(1);
  return row ?? null;
}

export async function setDriverOnline(db: Db, driverId: string, isOnline: boolean, now: Date): Promise<void> {
  await db
    .insert(ambulanceDrivers)
    .values({ userId: driverId, isOnline, disconnectedAt: null, updatedAt: now })
    .onConflictDoUpdate({
      target: ambulanceDrivers.userId,
      set: { isOnline, disconnectedAt: null, updatedAt: now },
    });
}

/** A socket of the driver connected: the grace period (if any) is over. */
export async function markConnected(db: Db, driverId: string, now: Date): Promise<void> {
  await db
    .update(ambulanceDrivers)
    .set({ disconnectedAt: null, updatedAt: now })
    .where(eq(ambulanceDrivers.userId, driverId));
}

/** The driver's last socket closed at `at` (only matters while online). */
export async function markDisconnected(db: Db, driverId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(ambulanceDrivers)
    .set({ disconnectedAt: at, updatedAt: at })
    .where(and(eq(ambulanceDrivers.userId, driverId), eq(ambulanceDrivers.isOnline, true)))
    .returning({ userId: ambulanceDrivers.userId });
  return rows.length > 0;
}

/** Offline, only if no socket came back since `disconnectedAt` and the grace period ended by `cutoff`. */
export async function expirePresence(
  db: Db,
  driverId: string,
  disconnectedAt: Date,
  cutoff: Date,
  now: Date,
) {
  const rows = await db
    .update(ambulanceDrivers)
    .set({ isOnline: false, disconnectedAt: null, updatedAt: now })
    .where(
      and(
        eq(ambulanceDrivers.userId, driverId),
        eq(ambulanceDrivers.disconnectedAt, disconnectedAt),
        lte(ambulanceDrivers.disconnectedAt, cutoff),
      ),
    )
    .returning({ userId: ambulanceDrivers.userId });
  return rows.length > 0;
}

/** The latest position of an online driver (only the last point is kept, on the account). */
export async function saveDriverPosition(
  db: Db,
  driverId: string,
  point: { latitude: number; longitude: number },
  now: Date,
) {
  await db
    .update(users)
    .set({ latitude: point.latitude, longitude: point.longitude, updatedAt: now })
    .where(eq(users.id, driverId));
  await db.update(ambulanceDrivers).set({ locationAt: now }).where(eq(ambulanceDrivers.userId, driverId));
}

export async function activeAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

export async function driverNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      latitude: users.latitude,
      longitude: users.longitude,
      vehicleRegistrationNumber: professionalProfiles.vehicleRegistrationNumber,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(inArray(users.id, [...ids]));
}

/** For the admin dashboard: requests still looking for a driver or on their way. */
export async function countOpenAmbulanceRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ambulanceRequests)
    .where(sql`${ambulanceRequests.status} in ('searching','accepted','en_route','arrived')`);
  return Number(row?.n ?? 0);
}
