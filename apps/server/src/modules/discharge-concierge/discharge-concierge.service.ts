import { DISCHARGE_CONCIERGE } from '@arogya/contract/constants/appointments';
import type { DischargeRequestStatus } from '@arogya/contract/constants/discharge-concierge';
import { formatSlotDay, indiaDate, isCalendarDay } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import type {
  AdminDischargeRequest,
  DischargeRequest,
  DischargeRequestValues,
} from '@arogya/contract/schemas/discharge-concierge';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { recordAudit } from '../audit/audit.repo';
import type { Mailer } from '../mail/mail.service';
import {
  type DischargeRequestRow,
  dischargeRequestExists,
  insertDischargeRequest,
  listDischargeRequests,
  markHandled,
  requestsOfUser,
} from './discharge-concierge.repo';

export interface DischargeConciergeServiceDeps {
  db: Database;
  clock: Clock;
  /** The requester's confirmation, when they gave an e-mail address. */
  mailer: Mailer;
}

function toRequest(row: DischargeRequestRow): DischargeRequest {
  return {
    _id: row.id,
    patientName: row.patientName,
    phone: row.phone,
    email: row.email,
    hospitalName: row.hospitalName,
    dischargeDate: row.dischargeDate,
    status: row.status as DischargeRequestStatus,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** Discharge Concierge requests (spec 01 §2): stored, confirmed by e-mail, seen and handled by admins. */
export function createDischargeConciergeService({ db, clock, mailer }: DischargeConciergeServiceDeps) {
  return {
    /**
     * Stores a request from anyone (`requester` when signed in). The discharge date may not be before
     * today in India. The confirmation e-mail joins the transaction: it goes only if the request is stored.
     */
    async book(requester: SessionUser | null, values: DischargeRequestValues): Promise<DischargeRequest> {
      const now = clock.now();
      if (!isCalendarDay(values.dischargeDate)) {
        throw new ValidationError(MSG_PUBLIC.dischargeConciergeDateInvalid, [
          { path: 'dischargeDate', message: MSG_PUBLIC.dischargeConciergeDateInvalid },
        ]);
      }
      if (values.dischargeDate < indiaDate(now)) {
        throw new ValidationError(MSG_PUBLIC.dischargeConciergeDateError, [
          { path: 'dischargeDate', message: MSG_PUBLIC.dischargeConciergeDateError },
        ]);
      }
      const day = formatSlotDay(values.dischargeDate);
      return db.transaction(async (tx) => {
        const row = await insertDischargeRequest(tx, values, requester?.id ?? null, now);
        if (row.email) {
          await mailer.send(
            {
              to: row.email,
              subject: MSG_PUBLIC.dischargeConciergeEmailSubject,
              text: fill(MSG_PUBLIC.dischargeConciergeEmailBody, {
                patientName: row.patientName,
                hospitalName: row.hospitalName,
                date: day,
                phone: row.phone,
                hours: DISCHARGE_CONCIERGE.replyWithinHours,
                supportHours: DISCHARGE_CONCIERGE.supportHours,
              }),
            },
            { tx },
          );
        }
        return toRequest(row);
      });
    },

    /** The signed-in person's own requests, newest first. */
    async mine(user: SessionUser): Promise<DischargeRequest[]> {
      return (await requestsOfUser(db, user.id)).map(toRequest);
    },

    /** Every request for the admin (handled ones stay listed), optionally of one status. */
    async adminList(status: DischargeRequestStatus | undefined): Promise<AdminDischargeRequest[]> {
      const rows = await listDischargeRequests(db, status);
      return rows.map(({ request, requesterName, handlerName }) => ({
        ...toRequest(request),
        requester:
          request.userId && requesterName !== null ? { id: request.userId, name: requesterName } : null,
        handledBy:
          request.handledBy && handlerName !== null ? { id: request.handledBy, name: handlerName } : null,
      }));
    },

    /** Marks a request handled; 409 when it already was (by another admin), 404 when there is none. */
    async markHandled(admin: SessionUser, id: string, ip: string | null): Promise<DischargeRequest> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await markHandled(tx, id, admin.id, now);
        if (!row) {
          throw (await dischargeRequestExists(tx, id))
            ? new ConflictError(MSG_ADMIN.dischargeAlreadyHandled)
            : new NotFoundError(MSG_ADMIN.dischargeNotFound);
        }
        await recordAudit(tx, {
          at: now,
          action: 'discharge_request.handled',
          actorId: admin.id,
          targetUserId: row.userId,
          details: { requestId: row.id, hospitalName: row.hospitalName },
          ip,
        });
        return toRequest(row);
      });
    },
  };
}
