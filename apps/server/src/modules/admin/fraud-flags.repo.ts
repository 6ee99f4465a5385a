import { and, count, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { professionalProfiles, users } from '../../db/schema/users';

/** The last 10 digits of a stored phone number, as SQL; the same expression as `users_phone_digits_idx`. */
const phoneDigits = sql`right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), 10)`;

const notSelf = (column: typeof users.id | typeof professionalProfiles.userId, userId?: string): SQL[] =>
  userId ? [ne(column, userId)] : [];

/** Does another account carry this keyed hash of a government id? */
export async function govIdHashInUse(
  db: Database | Tx,
  govIdHash: string,
  userId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(professionalProfiles)
    .where(
      and(eq(professionalProfiles.govIdHash, govIdHash), ...notSelf(professionalProfiles.userId, userId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Does another account (active or not) have a phone number ending in these 10 digits? */
export async function phoneDigitsInUse(db: Database | Tx, digits: string, userId?: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(sql`${phoneDigits} = ${digits}`, ...notSelf(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** How many other accounts registered from this address in [from, to] (to open-ended when omitted). */
export async function countRegistrationsFromIp(
  db: Database | Tx,
  ip: string,
  window: { from: Date; to?: Date },
  userId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.registrationIp, ip),
        gte(users.createdAt, window.from),
        ...(window.to ? [lte(users.createdAt, window.to)] : []),
        ...notSelf(users.id, userId),
      ),
    );
  return Number(row?.n ?? 0);
}
