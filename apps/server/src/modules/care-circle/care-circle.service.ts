import type { CareCircleMemberStatus, CareCircleRole } from '@arogya/contract/constants/care-circle';
import { ADHERENCE_WINDOW_DAYS } from '@arogya/contract/constants/prescriptions';
import { indiaDate } from '@arogya/contract/india-time';
import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { fill } from '@arogya/contract/messages/fill';
import type {
  CareCircle,
  CareCircleInvitation,
  CareCircleMember,
  CareCircleMembership,
  CareCircleShared,
  CareCircleSharing,
} from '@arogya/contract/schemas/care-circle';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import { createMailer } from '../mail/mail.service';
import {
  type CreatedNotification,
  insertNotifications,
  pushNotifications,
} from '../notifications/notifications.service';
import { createPrescriptionService } from '../prescriptions/prescriptions.service';
import { grantIfInactive } from '../privacy/consent.repo';
import { dropFromPatientCall } from '../video/video.service';
import { checkInvite, checkInvitee, checkOwnMember, checkOwnMembership } from './care-circle.policy';
import {
  acceptInvitation,
  declineInvitation,
  deleteMember,
  findMemberRecord,
  findPerson,
  findPersonByEmail,
  insertMember,
  listInvitationsFor,
  listMembershipsOf,
  listMembersOf,
  lockPatient,
  type MemberRecord,
  upcomingAppointmentsOf,
  updateSharing,
} from './care-circle.repo';

export interface CareCircleServiceDeps {
  db: Database;
  clock: Clock;
  events: DomainEventSink;
  jobs: Pick<JobQueue, 'send'>;
  /** Base of the link in the invitation e-mail. */
  publicUrl: string;
}

/** Where the invitation link and the bell take the invitee. */
export const CARE_CIRCLE_PATH = '/care-circle';

export function toMember(r: MemberRecord): CareCircleMember {
  const m = r.member;
  return {
    _id: m.id,
    user: r.user ? { _id: r.user.id, name: r.user.name } : null,
    email: m.email,
    role: m.role as CareCircleRole,
    status: m.status as CareCircleMemberStatus,
    shareAppointments: m.shareAppointments,
    shareAdherence: m.shareAdherence,
    invitedAt: m.invitedAt.toISOString(),
  };
}

function toInvitation(r: MemberRecord): CareCircleInvitation {
  return {
    _id: r.member.id,
    patient: { _id: r.patient.id, name: r.patient.name },
    role: r.member.role as CareCircleRole,
    invitedAt: r.member.invitedAt.toISOString(),
  };
}

function toMembership(r: MemberRecord): CareCircleMembership {
  return {
    _id: r.member.id,
    patient: { _id: r.patient.id, name: r.patient.name },
    role: r.member.role as CareCircleRole,
    status: r.member.status as CareCircleMemberStatus,
    shareAppointments: r.member.shareAppointments,
    shareAdherence: r.member.shareAdherence,
  };
}

export function createCareCircleService(deps: CareCircleServiceDeps) {
  const { db, clock, events } = deps;
  const mailer = createMailer({ db, jobs: deps.jobs, clock });
  const prescriptions = createPrescriptionService({ db, clock, events });

  /** After a change commits: the bell notifications, and a nudge so the circle's views refresh. */
  function publish(
    patientId: string,
    parties: readonly (string | null)[],
    created: CreatedNotification[] = [],
  ) {
    pushNotifications(events, created);
    events.record({
      type: 'care-circle.changed',
      patientId,
      parties: [patientId, ...parties.filter((p): p is string => !!p)],
    });
  }

  async function me(user: SessionUser) {
    const person = await findPerson(db, user.id);
    if (!person) throw new NotFoundError();
    return person;
  }

  return {
    /** GET /profile/my-care-circle. */
    async circle(user: SessionUser): Promise<CareCircle> {
      const members = await listMembersOf(db, user.id);
      return { patient: { _id: user.id, name: user.name }, members: members.map(toMember) };
    },

    /**
     * POST /profile/my-care-circle/invite. In one transaction (the patient's row locked, so two invitations
     * at once take turns): the pending member, the invitee's bell notification when they have an account,
     * and the e-mail with the link.
     */
    async invite(
      user: SessionUser,
      input: { email: string; role: CareCircleRole },
    ): Promise<CareCircleMember> {
      const now = clock.now();
      const patient = await me(user);
      const invitee = await findPersonByEmail(db, input.email);
      let created: CreatedNotification[] = [];
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          await lockPatient(tx, user.id);
          const existing = await listMembersOf(tx, user.id);
          checkInvite({
            patientEmail: patient.email,
            inviteeEmail: input.email,
            existing: existing.map((m) => ({
              email: m.member.email,
              status: m.member.status as CareCircleMemberStatus,
            })),
          });
          // Inviting starts sharing with the circle: the notice is on the invite form (decision 051).
          await grantIfInactive(tx, user.id, 'care_circle', 'care_circle', now);
          const row = await insertMember(tx, {
            patientId: user.id,
            email: input.email,
            role: input.role,
            now,
          });
          const vars = { name: patient.name, role: input.role };
          if (invitee) {
            created = await insertNotifications(
              tx,
              [
                {
                  userId: invitee.id,
                  kind: 'care_circle_invitation',
                  message: fill(MSG_CARE_CIRCLE.inviteNotice, vars),
                  link: CARE_CIRCLE_PATH,
                },
              ],
              now,
            );
          }
          const link = `${deps.publicUrl.replace(/\/$/, '')}${CARE_CIRCLE_PATH}?invitation=${row.id}`;
          await mailer.send(
            {
              to: input.email,
              subject: fill(MSG_CARE_CIRCLE.inviteEmailSubject, { name: patient.name }),
              text: fill(MSG_CARE_CIRCLE.inviteEmailText, { ...vars, link }),
            },
            { tx },
          );
          return row.id;
        });
      } catch (err) {
        // Two identical invitations at once: the unique key lets one through.
        if (isUniqueViolation(err, 'care_circle_members_patient_email_key')) {
          throw new ConflictError(MSG_CARE_CIRCLE.alreadyInvited);
        }
        throw err;
      }
      const record = await findMemberRecord(db, id);
      if (!record) throw new Error(`care circle member ${id} vanished`);
      publish(user.id, [invitee?.id ?? null], created);
      return toMember(record);
    },

    /** DELETE /profile/my-care-circle/members/{memberId}: the patient removes a member or withdraws an invitation. */
    async remove(user: SessionUser, memberId: string): Promise<string> {
      const record = await findMemberRecord(db, memberId);
      checkOwnMember(record?.member ?? null, user.id);
      await deleteMember(db, memberId);
      const gone = record?.member.memberUserId ?? null;
      if (gone) await dropFromPatientCall(db, events, user.id, gone);
      publish(user.id, [gone]);
      return fill(MSG_CARE_CIRCLE.memberRemoved, { name: record?.user?.name ?? record?.member.email ?? '' });
    },

    /** PUT /profile/my-care-circle/members/{memberId}: what this member may see. */
    async setSharing(
      user: SessionUser,
      memberId: string,
      sharing: CareCircleSharing,
    ): Promise<CareCircleMember> {
      const record = await findMemberRecord(db, memberId);
      checkOwnMember(record?.member ?? null, user.id);
      await updateSharing(db, memberId, sharing, clock.now());
      const updated = await findMemberRecord(db, memberId);
      if (!updated) throw new NotFoundError(MSG_CARE_CIRCLE.memberNotFound);
      publish(user.id, [updated.member.memberUserId]);
      return toMember(updated);
    },

    /** GET /care-circle/invitations: pending invitations addressed to the caller's e-mail. */
    async invitations(user: SessionUser): Promise<CareCircleInvitation[]> {
      const person = await me(user);
      return (await listInvitationsFor(db, person.email)).map(toInvitation);
    },

    /** POST /care-circle/invitations/{id}/accept: only its invitee, only once. */
    async accept(user: SessionUser, id: string): Promise<string> {
      const now = clock.now();
      const person = await me(user);
      const record = await findMemberRecord(db, id);
      checkInvitee(
        record
          ? { email: record.member.email, status: record.member.status as CareCircleMemberStatus }
          : null,
        person.email,
      );
      if (!record) throw new NotFoundError(MSG_CARE_CIRCLE.invitationNotFound);
      let created: CreatedNotification[] = [];
      await db.transaction(async (tx) => {
        const done = await acceptInvitation(tx, id, { userId: person.id, email: person.email }, now);
        if (!done) throw new ConflictError(MSG_CARE_CIRCLE.invitationAnswered);
        await grantIfInactive(tx, person.id, 'care_circle', 'care_circle', now);
        created = await insertNotifications(
          tx,
          [
            {
              userId: record.patient.id,
              kind: 'care_circle_invitation',
              message: fill(MSG_CARE_CIRCLE.acceptedNotice, { name: person.name }),
              link: CARE_CIRCLE_PATH,
            },
          ],
          now,
        );
      });
      publish(record.patient.id, [person.id], created);
      return fill(MSG_CARE_CIRCLE.accepted, { name: record.patient.name });
    },

    /** POST /care-circle/invitations/{id}/decline: only its invitee; the invitation is deleted. */
    async decline(user: SessionUser, id: string): Promise<string> {
      const person = await me(user);
      const record = await findMemberRecord(db, id);
      checkInvitee(
        record
          ? { email: record.member.email, status: record.member.status as CareCircleMemberStatus }
          : null,
        person.email,
      );
      if (!(await declineInvitation(db, id, person.email))) {
        throw new ConflictError(MSG_CARE_CIRCLE.invitationAnswered);
      }
      if (record) publish(record.patient.id, [person.id]);
      return MSG_CARE_CIRCLE.declined;
    },

    /** GET /care-circle/memberships: the circles the caller is an Active member of. */
    async memberships(user: SessionUser): Promise<CareCircleMembership[]> {
      return (await listMembershipsOf(db, user.id)).map(toMembership);
    },

    /** DELETE /care-circle/memberships/{membershipId}: the member leaves. */
    async leave(user: SessionUser, membershipId: string): Promise<string> {
      const record = await findMemberRecord(db, membershipId);
      checkOwnMembership(
        record
          ? {
              memberUserId: record.member.memberUserId,
              status: record.member.status as CareCircleMemberStatus,
            }
          : null,
        user.id,
      );
      await deleteMember(db, membershipId);
      if (record) {
        await dropFromPatientCall(db, events, record.patient.id, user.id);
        publish(record.patient.id, [user.id]);
      }
      return fill(MSG_CARE_CIRCLE.left, { name: record?.patient.name ?? '' });
    },

    /** GET /care-circle/memberships/{membershipId}/shared: only the parts the patient shares with this member. */
    async shared(user: SessionUser, membershipId: string): Promise<CareCircleShared> {
      const record = await findMemberRecord(db, membershipId);
      checkOwnMembership(
        record
          ? {
              memberUserId: record.member.memberUserId,
              status: record.member.status as CareCircleMemberStatus,
            }
          : null,
        user.id,
      );
      if (!record) throw new NotFoundError(MSG_CARE_CIRCLE.membershipNotFound);
      const view: CareCircleShared = { patient: { _id: record.patient.id, name: record.patient.name } };
      if (record.member.shareAppointments) {
        const rows = await upcomingAppointmentsOf(db, record.patient.id, indiaDate(clock.now()));
        view.upcomingAppointments = rows.map((a) => ({
          _id: a.id,
          appointmentDate: a.appointmentDate,
          appointmentTime: a.appointmentTime,
          bookingType: a.bookingType,
          status: a.status,
          professional: { name: a.professionalName, specialty: a.specialty },
        }));
      }
      if (record.member.shareAdherence) {
        const a = await prescriptions.adherence(
          { id: record.patient.id, role: 'patient', name: record.patient.name },
          ADHERENCE_WINDOW_DAYS,
        );
        view.adherence = { adherenceScore: a.adherenceScore, streak: a.streak };
      }
      return view;
    },
  };
}

export type CareCircleService = ReturnType<typeof createCareCircleService>;
