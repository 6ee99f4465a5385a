import { and, count, eq, gte } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { readAll } from '../../db/reads';
import { appointments } from '../../db/schema/appointments';
import { labTests } from '../../db/schema/lab-tests';
import { professionalProfiles, users } from '../../db/schema/users';
import { countOpenAmbulanceRequests } from '../ambulance/ambulance.repo';

export interface PlatformCounts {
  usersByRole: Record<string, number>;
  pendingApprovals: number;
  bookingsToday: number;
  openAmbulanceRequests: number;
}

/**
 * The admin dashboard's platform counts, in one place: active accounts per role, professionals waiting
 * for approval, appointments and lab tests booked since `dayStart` (midnight, India time), and open
 * ambulance requests.
 */
export async function platformCounts(db: Database | Tx, dayStart: Date): Promise<PlatformCounts> {
  const [byRole, [pending], [appointmentsToday], [labTestsToday], openAmbulanceRequests] = await readAll(db, [
    () =>
      db
        .select({ role: users.role, n: count() })
        .from(users)
        .where(eq(users.isActive, true))
        .groupBy(users.role),
    () =>
      db
        .select({ n: count() })
        .from(professionalProfiles)
        .innerJoin(users, eq(users.id, professionalProfiles.userId))
        .where(and(eq(professionalProfiles.approvalStatus, 'pending'), eq(users.isActive, true))),
    () => db.select({ n: count() }).from(appointments).where(gte(appointments.createdAt, dayStart)),
    () => db.select({ n: count() }).from(labTests).where(gte(labTests.createdAt, dayStart)),
    () => countOpenAmbulanceRequests(db),
  ]);
  return {
    usersByRole: Object.fromEntries(byRole.map((r) => [r.role, r.n])),
    pendingApprovals: pending?.n ?? 0,
    bookingsToday: (appointmentsToday?.n ?? 0) + (labTestsToday?.n ?? 0),
    openAmbulanceRequests,
  };
}
