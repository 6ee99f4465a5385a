import type { Readable } from 'node:stream';
import {
  type ConsentPurpose,
  ERASURE_GRACE_DAYS,
  EXPORT_RETENTION_DAYS,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_PAGE_PATH,
} from '@arogya/contract/constants/privacy';
import { indiaDate } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { recoveryCodeSchema } from '@arogya/contract/schemas/auth';
import type {
  ConsentList,
  ConsentView,
  EraseRequest,
  ErasureView,
  ExportView,
  GrantConsentInput,
} from '@arogya/contract/schemas/privacy';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { careCircleMembers } from '../../db/schema/care-circle';
import { healthRecords, recordShares } from '../../db/schema/records';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { createFieldCrypto, type FieldCrypto } from '../../lib/crypto';
import { AppError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { FileStorage } from '../../lib/storage';
import { newStorageKey } from '../../lib/storage';
import type { DomainEventSink } from '../../realtime/dispatch';
import type { AppointmentService } from '../appointments/appointments.service';
import { recordAudit } from '../audit/audit.repo';
import { claimTwoFactorStep, findUserById, spendRecoveryCode } from '../auth/auth.repo';
import { createLoginThrottle } from '../auth/login-throttle';
import { verifyPassword } from '../auth/passwords';
import { recoveryCodeHash } from '../auth/recovery-codes';
import { matchTotp } from '../auth/totp';
import { LAB_TEST_REMINDER_QUEUE } from '../lab-tests/lab-test-reminders';
import { insertNotifications, pushNotifications } from '../notifications/notifications.service';
import { dropFromPatientCall } from '../video/video.service';
import { consentEventsOf, insertConsentEvent, latestConsentEvent } from './consent.repo';
import { eraseAccount } from './erasure';
import { buildExportZip } from './export-builder';
import {
  assertCurrentNotice,
  assertExportAllowed,
  assertNoOpenObligations,
  consentView,
  consentViews,
} from './privacy.policy';
import {
  cancelErasure,
  cancelScheduledLabTestsOf,
  claimScheduledErasure,
  currentErasureOf,
  dueErasures,
  dueExpiredExports,
  type ErasureRow,
  type ExportRow,
  exportsOf,
  findExport,
  insertErasure,
  insertExport,
  latestExportOf,
  lockPerson,
  markExportFailed,
  markExportReady,
  markExportsExpired,
  openObligationCounts,
  scheduledErasureOf,
} from './privacy.repo';

export const PRIVACY_EXPORT_QUEUE = 'privacy-export';
const DAY_MS = 86_400_000;

export interface PrivacyServiceDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send' | 'cancel'>;
  events: DomainEventSink;
  storage: FileStorage;
  config: Pick<AppConfig, 'appSecret'>;
  /** Cancels a person's future bookings before their erasure (in its transaction). */
  appointments: Pick<
    AppointmentService,
    'cancelUpcomingOfErasedPatient' | 'cancelUpcomingOfLeavingProfessional'
  >;
  crypto?: FieldCrypto;
}

export function toExportView(row: ExportRow): ExportView {
  return {
    id: row.id,
    _id: row.id,
    status: row.status as ExportView['status'],
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes ?? null,
  };
}

export function toErasureView(row: ErasureRow): ErasureView {
  return {
    id: row.id,
    _id: row.id,
    status: row.status as ErasureView['status'],
    requestedAt: row.requestedAt.toISOString(),
    scheduledFor: row.scheduledFor.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** A date as people in India read it: 3 December 2030. */
export function formatIndiaDay(at: Date): string {
  return at.toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** A collection day (YYYY-MM-DD, India) as people read it. */
function formatLabDay(day: string): string {
  return formatIndiaDay(new Date(`${day}T12:00:00+05:30`));
}

export function scheduledMessage(view: ErasureView): string {
  return fill(MSG_PRIVACY.eraseScheduled, { date: formatIndiaDay(new Date(view.scheduledFor)) });
}

function exportFileName(row: ExportRow): string {
  return `arogya-data-${indiaDate(row.requestedAt)}.zip`;
}

/**
 * "Your data" (issue #25, decisions 050 and 051): exports, erasure and consents of the signed-in person,
 * plus the two jobs' work (building an export, the sweep that expires exports and runs due erasures).
 */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { db, clock, jobs, events, storage } = deps;
  const crypto = deps.crypto ?? createFieldCrypto(deps.config.appSecret);
  const throttle = createLoginThrottle({ db, clock, crypto });

  const formatDay = formatIndiaDay;

  /** The password, and with 2FA on a current code or an unused recovery code: 401 otherwise. */
  async function assertIdentity(userId: string, input: EraseRequest): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user?.isActive) throw new UnauthorizedError();
    await throttle.assertOpen(user.email);
    if (!input.password) throw new AppError('UNAUTHORIZED', MSG_PRIVACY.erasePasswordRequired);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await throttle.fail(user.email);
      throw new AppError('UNAUTHORIZED', MSG_PRIVACY.erasePasswordWrong);
    }
    if (!user.twoFactorEnabled || !user.twoFactorSecretEnc) return;
    const code = input.code?.trim();
    if (!code) throw new AppError('UNAUTHORIZED', MSG_PRIVACY.eraseCodeRequired);
    const now = clock.now();
    let accepted = false;
    if (/^\d{6}$/.test(code)) {
      const step = await matchTotp(crypto.decrypt('totp-secret', user.twoFactorSecretEnc), code, now);
      accepted = step !== null && (await claimTwoFactorStep(db, user.id, step));
    } else {
      const recovery = recoveryCodeSchema.safeParse(code);
      accepted =
        recovery.success &&
        (await spendRecoveryCode(db, user.id, recoveryCodeHash(crypto, user.id, recovery.data), now));
    }
    if (!accepted) {
      await throttle.fail(user.email);
      throw new AppError('UNAUTHORIZED', MSG_PRIVACY.eraseCodeWrong);
    }
  }

  async function runErasure(erasure: ErasureRow): Promise<boolean> {
    const now = clock.now();
    const afterCommit: (() => void)[] = [];
    const result = await db.transaction(async (tx) => {
      const claimed = await claimScheduledErasure(tx, erasure.id);
      if (!claimed) return null;
      const person = await findUserById(tx, claimed.userId);
      if (!person) return null;
      // Obligations taken on during the grace period: the erasure waits until they are finished (decision 050).
      const counts = await openObligationCounts(tx, person.id, indiaDate(now));
      if (Object.values(counts).some((n) => n > 0)) return null;
      if (person.role === 'doctor' || person.role === 'nurse') {
        const done = await deps.appointments.cancelUpcomingOfLeavingProfessional(tx, person, now);
        afterCommit.push(done.afterCommit);
      }
      const cancelled = await deps.appointments.cancelUpcomingOfErasedPatient(tx, person.id, now);
      afterCommit.push(cancelled.afterCommit);
      // Scheduled collections: cancelled, their reminders dropped, the technician told (no name).
      const labs = await cancelScheduledLabTestsOf(tx, person.id, now);
      for (const lab of labs)
        if (lab.reminderJobId) await jobs.cancel(LAB_TEST_REMINDER_QUEUE, lab.reminderJobId, { tx });
      const labNotices = await insertNotifications(
        tx,
        labs.map((lab) => ({
          userId: lab.technicianId,
          kind: 'lab_test_updated' as const,
          message: fill(MSG_PRIVACY.labCancelledPatientLeft, {
            date: formatLabDay(lab.date),
            time: lab.time,
          }),
          link: null,
        })),
        now,
      );
      afterCommit.push(() => pushNotifications(events, labNotices));
      return eraseAccount(tx, claimed, now);
    });
    if (!result) return false;
    for (const fn of afterCommit) fn();
    events.record({ type: 'account.erased', userId: erasure.userId });
    for (const key of result.storageKeys) {
      try {
        await storage.delete(key);
      } catch {
        // The orphan-file sweep finds bytes no row references; the row is already gone.
      }
    }
    return true;
  }

  return {
    // ── Consents ────────────────────────────────────────────────────────────
    async consents(user: SessionUser): Promise<ConsentList> {
      return {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        consents: consentViews(await consentEventsOf(db, user.id)),
      };
    },

    async grant(user: SessionUser, input: GrantConsentInput): Promise<ConsentView> {
      assertCurrentNotice(input.noticeVersion.trim());
      const purpose = input.purpose as ConsentPurpose;
      const now = clock.now();
      await db.transaction(async (tx) => {
        await lockPerson(tx, user.id);
        const latest = await latestConsentEvent(tx, user.id, purpose);
        // Granting again under the same notice changes nothing; under a newer one it is recorded.
        if (latest?.action === 'granted' && latest.noticeVersion === PRIVACY_NOTICE_VERSION) return;
        await insertConsentEvent(tx, {
          userId: user.id,
          purpose,
          action: 'granted',
          noticeVersion: PRIVACY_NOTICE_VERSION,
          source: 'privacy_page',
          at: now,
        });
      });
      return consentView(purpose, await consentEventsOf(db, user.id));
    },

    /**
     * Withdrawal takes effect at once, in the same transaction: record sharing revokes every share of the
     * person's records; care circle ends their links as owner and as member (and invitations to them);
     * AI summaries stop (checked where a summary is made). The account consent cannot be withdrawn.
     */
    async withdraw(user: SessionUser, purpose: ConsentPurpose): Promise<ConsentView> {
      if (purpose === 'account') {
        throw new ValidationError(MSG_PRIVACY.accountConsentNotWithdrawable, [
          { path: 'params.purpose', message: MSG_PRIVACY.accountConsentNotWithdrawable },
        ]);
      }
      const now = clock.now();
      let endedLinks: { patientId: string; memberUserId: string | null }[] = [];
      await db.transaction(async (tx) => {
        await lockPerson(tx, user.id);
        const latest = await latestConsentEvent(tx, user.id, purpose);
        if (latest?.action !== 'withdrawn') {
          await insertConsentEvent(tx, {
            userId: user.id,
            purpose,
            action: 'withdrawn',
            noticeVersion: latest?.noticeVersion ?? PRIVACY_NOTICE_VERSION,
            source: 'privacy_page',
            at: now,
          });
        }
        if (purpose === 'record_sharing') {
          await tx
            .delete(recordShares)
            .where(
              inArray(
                recordShares.recordId,
                tx
                  .select({ id: healthRecords.id })
                  .from(healthRecords)
                  .where(eq(healthRecords.ownerId, user.id)),
              ),
            );
        }
        if (purpose === 'care_circle') {
          const person = await findUserById(tx, user.id);
          endedLinks = await tx
            .delete(careCircleMembers)
            .where(
              or(
                eq(careCircleMembers.patientId, user.id),
                eq(careCircleMembers.memberUserId, user.id),
                person
                  ? and(eq(careCircleMembers.email, person.email), eq(careCircleMembers.status, 'Pending'))
                  : undefined,
              ),
            )
            .returning({
              patientId: careCircleMembers.patientId,
              memberUserId: careCircleMembers.memberUserId,
            });
        }
      });
      // Whoever stopped being in a circle is taken out of that patient's call, if one is going on.
      for (const link of endedLinks) {
        if (link.memberUserId) await dropFromPatientCall(db, events, link.patientId, link.memberUserId);
      }
      return consentView(purpose, await consentEventsOf(db, user.id));
    },

    // ── Export ──────────────────────────────────────────────────────────────
    async requestExport(user: SessionUser, ip: string | null): Promise<ExportView> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await lockPerson(tx, user.id);
        const last = await latestExportOf(tx, user.id);
        assertExportAllowed(last?.requestedAt ?? null, now);
        const created = await insertExport(tx, user.id, now);
        await jobs.send(PRIVACY_EXPORT_QUEUE, { exportId: created.id }, { tx, singletonKey: created.id });
        await recordAudit(tx, {
          at: now,
          action: 'export.requested',
          actorId: user.id,
          targetUserId: user.id,
          details: { exportId: created.id },
          ip,
        });
        return created;
      });
      return toExportView(row);
    },

    async exports(user: SessionUser): Promise<ExportView[]> {
      return (await exportsOf(db, user.id)).map(toExportView);
    },

    /** The ZIP: unknown or someone else's 404, expired 410, not ready 409. */
    async download(
      user: SessionUser,
      id: string,
      ip: string | null,
    ): Promise<{ stream: Readable; size: number; fileName: string }> {
      const row = await findExport(db, id);
      if (!row || row.userId !== user.id) throw new NotFoundError(MSG_PRIVACY.exportNotFound);
      const now = clock.now();
      if (row.status === 'expired' || (row.status === 'ready' && row.expiresAt && row.expiresAt <= now)) {
        throw new AppError('GONE', MSG_PRIVACY.exportExpired);
      }
      if (row.status === 'failed') throw new AppError('GONE', MSG_PRIVACY.exportFailed);
      if (row.status !== 'ready' || !row.storageKey)
        throw new AppError('NOT_READY', MSG_PRIVACY.exportNotReady);
      const object = await storage.get(row.storageKey);
      if (!object) throw new AppError('GONE', MSG_PRIVACY.exportExpired);
      await recordAudit(db, {
        at: now,
        action: 'export.downloaded',
        actorId: user.id,
        targetUserId: user.id,
        details: { exportId: row.id },
        ip,
      });
      return { stream: object.stream, size: object.size, fileName: exportFileName(row) };
    },

    /** The job: assembles the ZIP, stores it, marks the export ready and tells the person. Idempotent. */
    async buildExport(
      exportId: string,
      opts: { lastAttempt: boolean } = { lastAttempt: true },
    ): Promise<void> {
      const row = await findExport(db, exportId);
      if (row?.status !== 'pending') return;
      const person = await findUserById(db, row.userId);
      if (!person) return;
      try {
        const now = clock.now();
        const zip = await buildExportZip({ db, storage }, { id: person.id, name: person.name }, now);
        const key = newStorageKey('privacy-export');
        await storage.put(key, zip, 'application/zip');
        const created = await db.transaction(async (tx) => {
          const ready = await markExportReady(tx, exportId, {
            storageKey: key,
            sizeBytes: zip.length,
            readyAt: now,
            expiresAt: new Date(now.getTime() + EXPORT_RETENTION_DAYS * DAY_MS),
          });
          if (!ready) return null;
          return insertNotifications(
            tx,
            [
              {
                userId: person.id,
                kind: 'data_export_ready',
                message: fill(MSG_PRIVACY.exportReadyNotice, { days: EXPORT_RETENTION_DAYS }),
                link: PRIVACY_PAGE_PATH,
                dedupeKey: `privacy-export:${exportId}`,
              },
            ],
            now,
          );
        });
        if (created === null) await storage.delete(key);
        else pushNotifications(events, created);
      } catch (err) {
        if (opts.lastAttempt) await markExportFailed(db, exportId);
        throw err;
      }
    },

    // ── Erasure ─────────────────────────────────────────────────────────────
    async requestErasure(user: SessionUser, input: EraseRequest, ip: string | null): Promise<ErasureView> {
      await assertIdentity(user.id, input);
      const now = clock.now();
      const already = await scheduledErasureOf(db, user.id);
      if (already) {
        throw new ConflictError(
          fill(MSG_PRIVACY.eraseAlreadyScheduled, { date: formatDay(already.scheduledFor) }),
        );
      }
      assertNoOpenObligations(await openObligationCounts(db, user.id, indiaDate(now)));
      const row = await db.transaction(async (tx) => {
        await lockPerson(tx, user.id);
        const created = await insertErasure(tx, {
          userId: user.id,
          requestedAt: now,
          scheduledFor: new Date(now.getTime() + ERASURE_GRACE_DAYS * DAY_MS),
        });
        if (!created) return null;
        await recordAudit(tx, {
          at: now,
          action: 'erasure.requested',
          actorId: user.id,
          targetUserId: user.id,
          details: { erasureId: created.id, scheduledFor: created.scheduledFor.toISOString() },
          ip,
        });
        return created;
      });
      if (!row) {
        const current = await scheduledErasureOf(db, user.id);
        throw new ConflictError(
          fill(MSG_PRIVACY.eraseAlreadyScheduled, { date: current ? formatDay(current.scheduledFor) : '' }),
        );
      }
      return toErasureView(row);
    },

    async erasure(user: SessionUser): Promise<ErasureView | null> {
      const row = await currentErasureOf(db, user.id);
      return row ? toErasureView(row) : null;
    },

    async cancelErasure(user: SessionUser, ip: string | null): Promise<ErasureView> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const cancelled = await cancelErasure(tx, user.id, now);
        if (!cancelled) return null;
        await recordAudit(tx, {
          at: now,
          action: 'erasure.cancelled',
          actorId: user.id,
          targetUserId: user.id,
          details: { erasureId: cancelled.id },
          ip,
        });
        return cancelled;
      });
      if (!row) throw new NotFoundError(MSG_PRIVACY.eraseNothingScheduled);
      return toErasureView(row);
    },

    /** The sweep: deletes expired exports' files and runs erasures whose grace period is over. */
    async sweep(): Promise<{ expired: number; erased: number }> {
      const now = clock.now();
      const expired = await dueExpiredExports(db, now);
      for (const row of expired) if (row.storageKey) await storage.delete(row.storageKey);
      await markExportsExpired(
        db,
        expired.map((r) => r.id),
      );
      let erased = 0;
      for (const erasure of await dueErasures(db, now)) {
        if (await runErasure(erasure)) erased += 1;
      }
      return { expired: expired.length, erased };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
