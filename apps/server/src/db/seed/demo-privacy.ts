import { ERASURE_GRACE_DAYS, PRIVACY_NOTICE_VERSION } from '@arogya/contract/constants/privacy';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { consentEvents, erasureRequests } from '../schema/privacy';
import { stableUuid } from './stable-id';

export interface DemoPrivacyPeople {
  /** Every named demo account: their registration consents (account, AI summaries). */
  accountIds: readonly string[];
  /** Priya shares records and has a care circle: those grants too. */
  priyaId: string;
  /** Sameer asked for his account to be erased: scheduled, cancellable on the Privacy page. */
  sameerId: string;
}

const DAY_MS = 86_400_000;

/**
 * "Your data" demo (decisions 050, 051): consent records for the named accounts as registration would have
 * made them, Priya's record-sharing and care-circle grants, and Sameer's scheduled erasure (due 7 days
 * after the seed; a new one is scheduled at start when his latest is no longer scheduled). Idempotent:
 * fixed ids, a person with consent events is left alone.
 */
export async function seedDemoPrivacy(db: Database, people: DemoPrivacyPeople, now: Date): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ userId: consentEvents.userId })
        .from(consentEvents)
        .where(inArray(consentEvents.userId, [...people.accountIds]))
    ).map((r) => r.userId),
  );
  const at = new Date(now.getTime() - 30 * DAY_MS);
  const rows = people.accountIds
    .filter((id) => !existing.has(id))
    .flatMap((userId) => {
      const purposes =
        userId === people.priyaId
          ? (['account', 'ai_summaries', 'record_sharing', 'care_circle'] as const)
          : (['account', 'ai_summaries'] as const);
      return purposes.map((purpose) => ({
        id: stableUuid(`demo-consent:${userId}:${purpose}`),
        userId,
        purpose,
        action: 'granted',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        source: purpose === 'account' || purpose === 'ai_summaries' ? 'registration' : 'privacy_page',
        createdAt: at,
      }));
    });
  if (rows.length > 0) await db.insert(consentEvents).values(rows).onConflictDoNothing();

  const [scheduled] = await db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, people.sameerId), eq(erasureRequests.status, 'scheduled')));
  if (!scheduled) {
    await db
      .insert(erasureRequests)
      .values({
        userId: people.sameerId,
        status: 'scheduled',
        requestedAt: now,
        scheduledFor: new Date(now.getTime() + ERASURE_GRACE_DAYS * DAY_MS),
      })
      .onConflictDoNothing();
  }
}
