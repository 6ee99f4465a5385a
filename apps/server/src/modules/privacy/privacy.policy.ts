import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  EXPORT_COOLDOWN_HOURS,
  type ObligationKind,
  PRIVACY_NOTICE_VERSION,
} from '@arogya/contract/constants/privacy';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import type { ConsentView, Obligation } from '@arogya/contract/schemas/privacy';
import { AppError, TooManyRequestsError } from '../../lib/errors';

const HOUR_MS = 3_600_000;

/** At most one export per EXPORT_COOLDOWN_HOURS: 429 saying when the person can ask again. */
export function assertExportAllowed(lastRequestedAt: Date | null, now: Date): void {
  if (!lastRequestedAt) return;
  const next = new Date(lastRequestedAt.getTime() + EXPORT_COOLDOWN_HOURS * HOUR_MS);
  if (next > now) {
    const time = next.toLocaleString('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    throw new TooManyRequestsError(
      fill(MSG_PRIVACY.exportTooSoon, { time: `${time} IST` }),
      (next.getTime() - now.getTime()) / 1000,
    );
  }
}

const OBLIGATION_TEXT: Record<ObligationKind, string> = {
  second_opinions: MSG_PRIVACY.obligationSecondOpinions,
  visits: MSG_PRIVACY.obligationVisits,
  lab_collections: MSG_PRIVACY.obligationLabCollections,
  ambulance_trips: MSG_PRIVACY.obligationAmbulanceTrips,
  paid_second_opinions: MSG_PRIVACY.obligationPaidSecondOpinions,
  ambulance_requests: MSG_PRIVACY.obligationAmbulanceRequests,
};

/**
 * Someone with open obligations cannot erase their account yet (decision 050): 409 OPEN_OBLIGATIONS with
 * what must finish first — a professional's accepted work, a patient's paid open second opinion or live
 * ambulance request.
 */
export function assertNoOpenObligations(counts: Record<ObligationKind, number>): void {
  const obligations: Obligation[] = (Object.keys(OBLIGATION_TEXT) as ObligationKind[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => ({
      kind,
      count: counts[kind],
      message: fill(OBLIGATION_TEXT[kind], { count: counts[kind] }),
    }));
  if (obligations.length > 0) {
    throw new AppError('OPEN_OBLIGATIONS', MSG_PRIVACY.openObligations, { facts: { obligations } });
  }
}

/** A grant is only for the notice version in force (409 NOTICE_OUTDATED with the current one). */
export function assertCurrentNotice(noticeVersion: string): void {
  if (noticeVersion !== PRIVACY_NOTICE_VERSION) {
    throw new AppError(
      'NOTICE_OUTDATED',
      fill(MSG_PRIVACY.noticeOutdated, { version: PRIVACY_NOTICE_VERSION }),
      {
        facts: { noticeVersion: PRIVACY_NOTICE_VERSION },
      },
    );
  }
}

/** One view per purpose, in CONSENT_PURPOSES order, from a person's events (oldest first). */
export function consentViews(
  events: readonly { purpose: string; action: string; noticeVersion: string; createdAt: Date }[],
): ConsentView[] {
  return CONSENT_PURPOSES.map((purpose) => consentView(purpose, events));
}

export function consentView(
  purpose: ConsentPurpose,
  events: readonly { purpose: string; action: string; noticeVersion: string; createdAt: Date }[],
): ConsentView {
  const own = events.filter((e) => e.purpose === purpose);
  const last = own.at(-1);
  return {
    purpose,
    granted: last?.action === 'granted',
    noticeVersion: last?.noticeVersion ?? null,
    updatedAt: last ? last.createdAt.toISOString() : null,
    history: own.map((e) => ({
      action: e.action as 'granted' | 'withdrawn',
      at: e.createdAt.toISOString(),
      noticeVersion: e.noticeVersion,
    })),
  };
}
