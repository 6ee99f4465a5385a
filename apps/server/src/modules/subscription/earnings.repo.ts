import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { appointmentCommissions } from '../../db/schema/subscription';

export type NewCommissionRow = typeof appointmentCommissions.$inferInsert;

/** Writes the commission of one appointment, once: a second completion report changes nothing. */
export async function insertCommission(tx: Tx | Database, row: NewCommissionRow): Promise<boolean> {
  const rows = await tx
    .insert(appointmentCommissions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: appointmentCommissions.appointmentId });
  return rows.length === 1;
}

/** Per India month since `since`: visits, gross, commission, and the commission of the Pro visits. */
export async function monthlyEarningsOf(db: Database, professionalId: string, since: Date) {
  const month = sql<string>`to_char(${appointmentCommissions.completedAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  return db
    .select({
      month,
      visits: sql<number>`count(*)::int`,
      gross: sql<number>`sum(${appointmentCommissions.grossPaise})::bigint`,
      commission: sql<number>`sum(${appointmentCommissions.commissionPaise})::bigint`,
      proGross: sql<number>`coalesce(sum(${appointmentCommissions.grossPaise}) filter (where ${appointmentCommissions.proAtBooking}), 0)::bigint`,
      proCommission: sql<number>`coalesce(sum(${appointmentCommissions.commissionPaise}) filter (where ${appointmentCommissions.proAtBooking}), 0)::bigint`,
    })
    .from(appointmentCommissions)
    .where(
      and(
        eq(appointmentCommissions.professionalId, professionalId),
        gte(appointmentCommissions.completedAt, since),
      ),
    )
    .groupBy(month);
}
