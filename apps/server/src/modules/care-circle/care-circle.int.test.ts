import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import {
  careCircleInvitationsSchema,
  careCircleInvitedSchema,
  careCircleMembershipsSchema,
  careCircleSchema,
  careCircleSharedSchema,
} from '@arogya/contract/schemas/care-circle';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { notifications } from '../../db/schema/care';
import { emailOutbox } from '../../db/schema/mail';
import { fixedClock } from '../../lib/clock';
import { registrationFor, uniqueEmail } from '../../test/accounts';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const clock = fixedClock('2030-03-10T04:30:00.000Z');

let t: TestApp;
let patient: DirectAccount;
let family: DirectAccount;
let stranger: DirectAccount;
let doctor: DirectAccount;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(
  method: Method,
  url: string,
  who: { headers: Record<string, string> } | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function invite(who: DirectAccount, email: string, role?: string) {
  return call('POST', '/api/profile/my-care-circle/invite', who, { email, ...(role ? { role } : {}) });
}

async function invitationsOf(who: { headers: Record<string, string> }) {
  const res = await call('GET', '/api/care-circle/invitations', who);
  expect(res.statusCode, res.body).toBe(200);
  return careCircleInvitationsSchema.parse(res.json()).invitations;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  patient = await insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' });
  family = await insertAccount(t.app, { role: 'patient', name: 'Rohan Sharma' });
  stranger = await insertAccount(t.app, { role: 'patient', name: 'Stranger Danger' });
  doctor = await insertAccount(t.app, { role: 'doctor', name: 'Dr. Arjun Mehta' });
});

afterAll(async () => {
  await t?.close();
});

describe('invitations of an existing account', () => {
  let memberId: string;

  it('invites as Family by default, with a notification and an e-mail with the link', async () => {
    const res = await invite(patient, `  ${family.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(201);
    const body = careCircleInvitedSchema.parse(res.json());
    expect(body.msg).toBe(MSG_CARE_CIRCLE.inviteSent);
    expect(body.member).toMatchObject({ email: family.email, role: 'Family', status: 'Pending', user: null });
    memberId = body.member._id;

    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, family.id));
    expect(notes.map((n) => n.message)).toContain('Priya Sharma invited you to their care circle as Family.');
    const mails = await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, family.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/care-circle?invitation=${memberId}`);
  });

  it('refuses inviting yourself, twice, and bad input', async () => {
    const self = await invite(patient, patient.email);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MSG_CARE_CIRCLE.cannotInviteSelf);
    const twice = await invite(patient, family.email, 'Doctor');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG_CARE_CIRCLE.alreadyInvited);
    expect((await invite(patient, 'not-an-email')).statusCode).toBe(400);
    expect((await invite(patient, family.email, 'Cousin')).statusCode).toBe(400);
    expect((await invite(patient, '   ')).statusCode).toBe(400);
  });

  it('two identical invitations at once: exactly one is created', async () => {
    const email = uniqueEmail('race');
    const [a, b] = await Promise.all([invite(patient, email), invite(patient, email)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('only patients have a circle', async () => {
    expect((await call('GET', '/api/profile/my-care-circle', doctor)).statusCode).toBe(403);
    expect((await invite(doctor, family.email)).statusCode).toBe(403);
    expect((await call('GET', '/api/profile/my-care-circle', null)).statusCode).toBe(401);
  });

  it('the invitee lists it; nobody else can accept or decline it', async () => {
    const list = await invitationsOf(family);
    expect(list).toEqual([
      expect.objectContaining({
        _id: memberId,
        role: 'Family',
        patient: { _id: patient.id, name: 'Priya Sharma' },
      }),
    ]);
    expect(await invitationsOf(stranger)).toEqual([]);
    const other = await call('POST', `/api/care-circle/invitations/${memberId}/accept`, stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG_CARE_CIRCLE.invitationNotYours);
    expect(
      (await call('POST', `/api/care-circle/invitations/${memberId}/decline`, stranger)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/care-circle/invitations/${patient.id}/accept`, family)).statusCode).toBe(
      404,
    );
  });

  it('the invitee accepts once: Active, in "Circles I’m in"; a second accept is 409', async () => {
    const [a, b] = await Promise.all([
      call('POST', `/api/care-circle/invitations/${memberId}/accept`, family),
      call('POST', `/api/care-circle/invitations/${memberId}/accept`, family),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const circle = careCircleSchema.parse((await call('GET', '/api/profile/my-care-circle', patient)).json());
    expect(circle.patient).toEqual({ _id: patient.id, name: 'Priya Sharma' });
    expect(circle.members.find((m) => m._id === memberId)).toMatchObject({
      status: 'Active',
      user: { _id: family.id, name: 'Rohan Sharma' },
    });
    const memberships = careCircleMembershipsSchema.parse(
      (await call('GET', '/api/care-circle/memberships', family)).json(),
    ).memberships;
    expect(memberships).toEqual([
      expect.objectContaining({ _id: memberId, role: 'Family', status: 'Active' }),
    ]);
    expect(await invitationsOf(family)).toEqual([]);
  });

  it('a member sees only what the patient shares', async () => {
    await t.app.ctx.db.insert(appointments).values({
      patientId: patient.id,
      professionalId: doctor.id,
      professionalRole: 'doctor',
      appointmentDate: '2030-03-12',
      appointmentTime: '11:00 AM',
      bookingType: 'In-Home Visit',
      status: 'Confirmed',
      symptoms: 'Private symptoms',
      feePaise: 200000,
      paymentMethod: 'external',
      paymentStatus: 'due',
    });
    const url = `/api/care-circle/memberships/${memberId}/shared`;
    let shared = careCircleSharedSchema.parse((await call('GET', url, family)).json());
    expect(shared).toEqual({ patient: { _id: patient.id, name: 'Priya Sharma' } });

    const put = await call('PUT', `/api/profile/my-care-circle/members/${memberId}`, patient, {
      shareAppointments: true,
      shareAdherence: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await call('GET', url, family);
    shared = careCircleSharedSchema.parse(res.json());
    expect(shared.upcomingAppointments).toHaveLength(1);
    expect(shared.adherence).toBeUndefined();
    expect(res.body).not.toContain('Private symptoms');

    await call('PUT', `/api/profile/my-care-circle/members/${memberId}`, patient, {
      shareAppointments: false,
      shareAdherence: true,
    });
    shared = careCircleSharedSchema.parse((await call('GET', url, family)).json());
    expect(shared.upcomingAppointments).toBeUndefined();
    expect(shared.adherence).toEqual({ adherenceScore: expect.any(Number), streak: expect.any(Number) });

    // Nobody else reads it or changes the sharing.
    expect((await call('GET', url, stranger)).statusCode).toBe(404);
    expect((await call('GET', url, patient)).statusCode).toBe(404);
    const foreign = await call('PUT', `/api/profile/my-care-circle/members/${memberId}`, stranger, {
      shareAppointments: true,
      shareAdherence: true,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('the patient removes the member: no circle, no shared view any more', async () => {
    expect(
      (await call('DELETE', `/api/profile/my-care-circle/members/${memberId}`, stranger)).statusCode,
    ).toBe(404);
    const res = await call('DELETE', `/api/profile/my-care-circle/members/${memberId}`, patient);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', `/api/care-circle/memberships/${memberId}/shared`, family)).statusCode).toBe(
      404,
    );
    const memberships = careCircleMembershipsSchema.parse(
      (await call('GET', '/api/care-circle/memberships', family)).json(),
    ).memberships;
    expect(memberships).toEqual([]);
  });

  it('a member leaves a circle', async () => {
    const invited = careCircleInvitedSchema.parse((await invite(patient, family.email, 'Doctor')).json());
    expect(invited.member.role).toBe('Doctor');
    expect(
      (await call('POST', `/api/care-circle/invitations/${invited.member._id}/accept`, family)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/care-circle/memberships/${invited.member._id}`, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/care-circle/memberships/${invited.member._id}`, family)).statusCode,
    ).toBe(200);
    const circle = careCircleSchema.parse((await call('GET', '/api/profile/my-care-circle', patient)).json());
    expect(circle.members.some((m) => m._id === invited.member._id)).toBe(false);
  });

  it('an invitee declines', async () => {
    const invited = careCircleInvitedSchema.parse((await invite(patient, stranger.email)).json());
    expect(
      (await call('POST', `/api/care-circle/invitations/${invited.member._id}/decline`, stranger)).statusCode,
    ).toBe(200);
    expect(await invitationsOf(stranger)).toEqual([]);
    expect(
      (await call('POST', `/api/care-circle/invitations/${invited.member._id}/accept`, stranger)).statusCode,
    ).toBe(404);
  });
});

describe('an invitee without an account', () => {
  it('registers with the invited e-mail and lands in the circle by accepting', async () => {
    const email = uniqueEmail('newcomer');
    const invited = careCircleInvitedSchema.parse((await invite(patient, email)).json());
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registrationFor('patient', { email }), name: 'Newcomer Nair' },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = (reg.json() as { token: string }).token;
    const who = { headers: { authorization: `Bearer ${token}` } };
    const list = await invitationsOf(who);
    expect(list.map((i) => i._id)).toEqual([invited.member._id]);
    expect(
      (await call('POST', `/api/care-circle/invitations/${invited.member._id}/accept`, who)).statusCode,
    ).toBe(200);
    const rows = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, patient.id), eq(notifications.kind, 'care_circle_invitation')));
    expect(rows.map((r) => r.message)).toContain('Newcomer Nair accepted your care circle invitation.');
  });
});
