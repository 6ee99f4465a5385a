import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { careFundLedger } from '../../db/schema/care';
import { careFunds, paymentOrders, payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';

/**
 * The care-fund ledger (DESIGN §3): `users.care_fund_balance_paise` is the running total and moves only
 * together with a `care_fund_ledger` row, in the caller's transaction. Bookings debit it, cancellations
 * refund it, verified donations and top-ups credit it.
 */

export type CareFundEntryKind = 'booking' | 'refund' | 'donation' | 'topup' | 'adjustment';
export type CareFundRow = typeof careFunds.$inferSelect;

/** The patient's care-fund balance in paise. */
export async function careFundBalance(db: Database | Tx, patientId: string): Promise<number> {
  const [row] = await db
    .select({ balance: users.careFundBalancePaise })
    .from(users)
    .where(eq(users.id, patientId))
    .limit(1);
  return row?.balance ?? 0;
}

/**
 * Takes `paise` from the balance only if it covers them, in one statement: concurrent debits queue on
 * the row and each re-checks the balance, so it never goes negative. Returns the new balance, or null
 * when it was too low.
 */
export async function debitCareFund(
  tx: Tx,
  patientId: string,
  paise: number,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({
      careFundBalancePaise: sql`${users.careFundBalancePaise} - ${paise}`,
      updatedAt: now,
    })
    .where(and(eq(users.id, patientId), gte(users.careFundBalancePaise, paise)))
    .returning({ balance: users.careFundBalancePaise });
  return row?.balance ?? null;
}

/** Gives `paise` back (a refund) or adds them (a donation, a top-up); returns the new balance. */
export async function creditCareFund(tx: Tx, patientId: string, paise: number, now: Date): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({
      careFundBalancePaise: sql`${users.careFundBalancePaise} + ${paise}`,
      updatedAt: now,
    })
    .where(eq(users.id, patientId))
    .returning({ balance: users.careFundBalancePaise });
  if (!row) throw new Error(`care fund of ${patientId} not found`);
  return row.balance;
}

/**
 * The ledger row of a balance change. The unique indexes make a second refund of one appointment, or a
 * second credit of one payment, impossible whatever the code above does.
 */
export async function insertLedgerEntry(
  tx: Tx,
  entry: {
    patientId: string;
    amountPaise: number;
    balanceAfterPaise: number;
    kind: CareFundEntryKind;
    appointmentId?: string | null;
    paymentId?: string | null;
    description: string;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(careFundLedger).values(entry);
}

/** The statement, newest first. */
export async function ledgerEntries(db: Database | Tx, patientId: string, limit: number) {
  return db
    .select()
    .from(careFundLedger)
    .where(eq(careFundLedger.patientId, patientId))
    .orderBy(desc(careFundLedger.createdAt), desc(careFundLedger.id))
    .limit(limit);
}

export async function findFund(db: Database | Tx, patientId: string): Promise<CareFundRow | null> {
  const [row] = await db.select().from(careFunds).where(eq(careFunds.patientId, patientId)).limit(1);
  return row ?? null;
}

export async function findFundBySlug(db: Database | Tx, slug: string): Promise<CareFundRow | null> {
  const [row] = await db.select().from(careFunds).where(eq(careFunds.slug, slug)).limit(1);
  return row ?? null;
}

export async function upsertFund(
  db: Database | Tx,
  row: Omit<CareFundRow, 'createdAt'> & { createdAt?: Date },
): Promise<CareFundRow> {
  const [saved] = await db
    .insert(careFunds)
    .values({ ...row, createdAt: row.createdAt ?? row.updatedAt })
    .onConflictDoUpdate({
      target: careFunds.patientId,
      set: {
        isPublic: row.isPublic,
        slug: row.slug,
        displayName: row.displayName,
        story: row.story,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  if (!saved) throw new Error('care fund upsert returned no row');
  return saved;
}

/** The account behind a fund id: only an active patient has one. */
export async function findFundOwner(db: Database | Tx, patientId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      balancePaise: users.careFundBalancePaise,
    })
    .from(users)
    .where(eq(users.id, patientId))
    .limit(1);
  return row ?? null;
}

/** Successful donations to a fund: how many, and the most recent with the names donors chose. */
export async function donationsTo(db: Database | Tx, patientId: string, recent: number) {
  const where = and(
    eq(payments.referenceId, patientId),
    eq(payments.type, 'care_fund_donation'),
    eq(payments.status, 'success'),
  );
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select({
      amountPaise: payments.amountPaise,
      createdAt: payments.createdAt,
      donorName: paymentOrders.donorName,
      donorMessage: paymentOrders.donorMessage,
    })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(recent);
  return { count: total?.n ?? 0, recent: rows };
}
