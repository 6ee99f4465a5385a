import { type ConsentPurpose, PRIVACY_NOTICE_VERSION } from '@arogya/contract/constants/privacy';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { consentEvents } from '../../db/schema/privacy';

export type ConsentEventRow = typeof consentEvents.$inferSelect;
export type ConsentSource = 'registration' | 'privacy_page' | 'record_share' | 'care_circle';

/** Every consent event of a person, oldest first. */
export async function consentEventsOf(db: Database | Tx, userId: string): Promise<ConsentEventRow[]> {
  return db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(asc(consentEvents.createdAt), asc(consentEvents.id));
}

/** The latest event of one purpose, or null when the person never acted on it. */
export async function latestConsentEvent(
  db: Database | Tx,
  userId: string,
  purpose: ConsentPurpose,
): Promise<ConsentEventRow | null> {
  const [row] = await db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.userId, userId), eq(consentEvents.purpose, purpose)))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
    .limit(1);
  return row ?? null;
}

export async function insertConsentEvent(
  db: Database | Tx,
  event: {
    userId: string;
    purpose: ConsentPurpose;
    action: 'granted' | 'withdrawn';
    noticeVersion: string;
    source: ConsentSource;
    at: Date;
  },
): Promise<ConsentEventRow> {
  const [row] = await db
    .insert(consentEvents)
    .values({
      userId: event.userId,
      purpose: event.purpose,
      action: event.action,
      noticeVersion: event.noticeVersion,
      source: event.source,
      createdAt: event.at,
    })
    .returning();
  if (!row) throw new Error('consent event insert returned nothing');
  return row;
}

/**
 * Where new processing starts on a screen that shows its notice (sharing a record, joining or inviting
 * into a care circle): records a grant under the current notice version unless one is already active.
 * Call it in the transaction of the change when there is one.
 */
export async function grantIfInactive(
  db: Database | Tx,
  userId: string,
  purpose: ConsentPurpose,
  source: ConsentSource,
  at: Date,
): Promise<void> {
  const latest = await latestConsentEvent(db, userId, purpose);
  if (latest?.action === 'granted') return;
  await insertConsentEvent(db, {
    userId,
    purpose,
    action: 'granted',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    source,
    at,
  });
}

/**
 * AI summaries of a person's visit notes run unless the person withdrew that consent (decision 051:
 * accounts from before consent records have no event and keep the feature until they withdraw).
 */
export async function aiSummariesAllowed(db: Database | Tx, userId: string): Promise<boolean> {
  const latest = await latestConsentEvent(db, userId, 'ai_summaries');
  return latest?.action !== 'withdrawn';
}
