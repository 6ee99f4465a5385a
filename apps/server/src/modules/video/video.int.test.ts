import { MSG_VIDEO } from '@arogya/contract/messages/video';
import {
  activeVideoCallSchema,
  iceServersSchema,
  videoCallDetailsSchema,
  videoCallEndedSchema,
  videoCallHistorySchema,
  videoCallStartedSchema,
} from '@arogya/contract/schemas/video';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { notifications } from '../../db/schema/care';
import { careCircleMembers } from '../../db/schema/care-circle';
import type { Clock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

// A clock the tests move: 2030-03-12 10:50 India, ten minutes before the 11:00 AM consultation.
let now = new Date('2030-03-12T05:20:00.000Z');
const clock: Clock = { now: () => new Date(now) };
const at = (iso: string) => {
  now = new Date(iso);
};

let t: TestApp;
let patient: DirectAccount;
let family: DirectAccount;
let pendingFamily: DirectAccount;
let otherPatient: DirectAccount;
let doctor: DirectAccount;
let otherDoctor: DirectAccount;
let nurse: DirectAccount;
let appointmentId: string;

type Method = 'GET' | 'POST';
function call(method: Method, url: string, who: DirectAccount | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function appointment(over: Partial<typeof appointments.$inferInsert> = {}) {
  const [row] = await t.app.ctx.db
    .insert(appointments)
    .values({
      patientId: patient.id,
      professionalId: doctor.id,
      professionalRole: 'doctor',
      appointmentDate: '2030-03-12',
      appointmentTime: '11:00 AM',
      bookingType: 'Video Consultation',
      status: 'Confirmed',
      feePaise: 40000,
      paymentMethod: 'external',
      paymentStatus: 'due',
      ...over,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: { video: { stunUrls: ['stun:stun.example.org:3478'], turn: undefined } },
  });
  patient = await insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' });
  family = await insertAccount(t.app, { role: 'patient', name: 'Rohan Sharma' });
  pendingFamily = await insertAccount(t.app, { role: 'patient', name: 'Pending Pal' });
  otherPatient = await insertAccount(t.app, { role: 'patient', name: 'Other Patient' });
  doctor = await insertAccount(t.app, { role: 'doctor', name: 'Dr. Arjun Mehta' });
  otherDoctor = await insertAccount(t.app, { role: 'doctor', name: 'Dr. Other' });
  nurse = await insertAccount(t.app, { role: 'nurse', name: 'Sister Kavya' });
  await t.app.ctx.db.insert(careCircleMembers).values([
    { patientId: patient.id, memberUserId: family.id, email: family.email, role: 'Family', status: 'Active' },
    { patientId: patient.id, email: pendingFamily.email, role: 'Family', status: 'Pending' },
    { patientId: patient.id, memberUserId: nurse.id, email: nurse.email, role: 'Nurse', status: 'Active' },
  ]);
  appointmentId = await appointment();
});

afterAll(async () => {
  await t?.close();
});

describe('starting a video consultation', () => {
  it('is refused before the window, to others, for other booking types', async () => {
    at('2030-03-12T05:19:00.000Z'); // 10:49, eleven minutes early
    const early = await call('POST', '/api/video-calls/start', doctor, { appointmentId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MSG_VIDEO.outsideWindow);
    at('2030-03-12T05:20:00.000Z');
    expect((await call('POST', '/api/video-calls/start', otherDoctor, { appointmentId })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/video-calls/start', patient, { appointmentId })).statusCode).toBe(403);
    expect((await call('POST', '/api/video-calls/start', doctor, { appointmentId: 'nope' })).statusCode).toBe(
      400,
    );
    const visit = await appointment({ appointmentTime: '12:00 PM', bookingType: 'In-Home Visit' });
    const notVideo = await call('POST', '/api/video-calls/start', doctor, { appointmentId: visit });
    expect(notVideo.statusCode).toBe(409);
    expect(notVideo.json().message).toBe(MSG_VIDEO.notVideoConsultation);
  });

  it('is refused after the consultation ended', async () => {
    const late = await appointment({ appointmentDate: '2030-03-11' });
    const res = await call('POST', '/api/video-calls/start', doctor, { appointmentId: late });
    expect(res.statusCode).toBe(409);
  });

  let callId: string;
  it('starts 10 minutes early; the patient and the Active family are notified; a repeat returns the same call', async () => {
    const res = await call('POST', '/api/video-calls/start', doctor, { appointmentId });
    expect(res.statusCode, res.body).toBe(200);
    const body = videoCallStartedSchema.parse(res.json());
    callId = body.data.callId;
    expect(body.data.participants).toEqual([
      { user: { _id: doctor.id, name: 'Dr. Arjun Mehta' }, role: 'Doctor' },
    ]);
    const again = videoCallStartedSchema.parse(
      (await call('POST', '/api/video-calls/start', doctor, { appointmentId })).json(),
    );
    expect(again.data.callId).toBe(callId);
    const notified = await t.app.ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'video_call_started'));
    expect(new Set(notified.map((n) => n.userId))).toEqual(new Set([patient.id, family.id]));
  });

  it('only the professional, the patient and Active family may join; the others get 403', async () => {
    for (const who of [otherPatient, otherDoctor, pendingFamily, nurse]) {
      const res = await call('POST', `/api/video-calls/${callId}/join`, who);
      expect(res.statusCode, who.email).toBe(403);
      expect((await call('GET', `/api/video-calls/${callId}`, who)).statusCode).toBe(403);
      expect((await call('GET', `/api/video-calls/${callId}/ice-servers`, who)).statusCode).toBe(403);
    }
    const joined = videoCallStartedSchema.parse(
      (await call('POST', `/api/video-calls/${callId}/join`, patient)).json(),
    );
    expect(joined.data.participants.map((p) => p.role)).toEqual(['Doctor', 'Patient']);
    const fam = videoCallStartedSchema.parse(
      (await call('POST', `/api/video-calls/${callId}/join`, family)).json(),
    );
    expect(fam.data.participants.map((p) => p.role)).toEqual(['Doctor', 'Patient', 'Family']);
    const details = videoCallDetailsSchema.parse(
      (await call('GET', `/api/video-calls/${callId}`, family)).json(),
    );
    expect(details.call.professional).toEqual({ _id: doctor.id, name: 'Dr. Arjun Mehta' });
    expect(
      (await call('POST', `/api/video-calls/00000000-0000-4000-8000-000000000000/join`, patient)).statusCode,
    ).toBe(404);
  });

  it('hands ICE servers to participants only', async () => {
    const res = await call('GET', `/api/video-calls/${callId}/ice-servers`, patient);
    expect(iceServersSchema.parse(res.json()).iceServers).toEqual([{ urls: ['stun:stun.example.org:3478'] }]);
  });

  it('shows the active call to whoever may join it, and refuses strangers', async () => {
    for (const who of [patient, family, doctor]) {
      const mine = activeVideoCallSchema.parse((await call('GET', '/api/video-calls/active/me', who)).json());
      expect(mine.call?.callId, who.email).toBe(callId);
    }
    const byId = activeVideoCallSchema.parse(
      (await call('GET', `/api/video-calls/active/${patient.id}`, family)).json(),
    );
    expect(byId.call).toMatchObject({
      callId,
      patient: { name: 'Priya Sharma' },
      professional: { name: 'Dr. Arjun Mehta' },
    });
    expect(
      activeVideoCallSchema.parse((await call('GET', '/api/video-calls/active/me', otherPatient)).json())
        .call,
    ).toBeNull();
    expect((await call('GET', `/api/video-calls/active/${patient.id}`, otherPatient)).statusCode).toBe(403);
    expect((await call('GET', `/api/video-calls/history/${patient.id}`, otherPatient)).statusCode).toBe(403);
    expect((await call('GET', '/api/video-calls/active/someone', patient)).statusCode).toBe(400);
  });

  it('another professional cannot open a second call for the patient meanwhile', async () => {
    const res = await call('POST', '/api/video-calls/start-family-bridge', nurse, { patientId: patient.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_VIDEO.callInProgress);
  });

  it('family cannot end it; the patient ends it once, with its duration', async () => {
    at('2030-03-12T05:32:05.000Z'); // 12 min 5 s later
    expect((await call('POST', `/api/video-calls/${callId}/end`, family)).statusCode).toBe(403);
    const [a, b] = await Promise.all([
      call('POST', `/api/video-calls/${callId}/end`, patient),
      call('POST', `/api/video-calls/${callId}/end`, doctor),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ended = videoCallEndedSchema.parse((a.statusCode === 200 ? a : b).json());
    expect(ended.msg).toBe(MSG_VIDEO.callEnded);
    expect(ended.call).toMatchObject({ status: 'ended', duration: 725 });
    expect(
      activeVideoCallSchema.parse((await call('GET', '/api/video-calls/active/me', patient)).json()).call,
    ).toBeNull();
    const join = await call('POST', `/api/video-calls/${callId}/join`, patient);
    expect(join.statusCode).toBe(409);
  });
});

describe('family bridge and history', () => {
  it('a nurse in the circle opens a family bridge; a doctor without relationship cannot; patients cannot', async () => {
    const refused = await call('POST', '/api/video-calls/start-family-bridge', otherDoctor, {
      patientId: patient.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG_VIDEO.noRelationship);
    expect(
      (await call('POST', '/api/video-calls/start-family-bridge', patient, { patientId: patient.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/video-calls/start-family-bridge', nurse, { patientId: doctor.id }))
        .statusCode,
    ).toBe(404);
    const ok = await call('POST', '/api/video-calls/start-family-bridge', nurse, { patientId: patient.id });
    expect(ok.statusCode, ok.body).toBe(200);
    const { callId } = videoCallStartedSchema.parse(ok.json()).data;
    expect((await call('POST', `/api/video-calls/${callId}/end`, nurse)).statusCode).toBe(200);
  });

  it('a removed family member can no longer join or follow', async () => {
    const started = videoCallStartedSchema.parse(
      (await call('POST', '/api/video-calls/start-family-bridge', doctor, { patientId: patient.id })).json(),
    );
    await t.app.ctx.db.delete(careCircleMembers).where(eq(careCircleMembers.memberUserId, family.id));
    expect((await call('POST', `/api/video-calls/${started.data.callId}/join`, family)).statusCode).toBe(403);
    expect((await call('GET', `/api/video-calls/active/${patient.id}`, family)).statusCode).toBe(403);
    expect(
      activeVideoCallSchema.parse((await call('GET', '/api/video-calls/active/me', family)).json()).call,
    ).toBeNull();
    await call('POST', `/api/video-calls/${started.data.callId}/end`, doctor);
  });

  it('history: the 5 most recent, newest first, duration in seconds', async () => {
    for (let i = 0; i < 4; i++) {
      at(`2030-03-12T06:0${i}:00.000Z`);
      const s = videoCallStartedSchema.parse(
        (
          await call('POST', '/api/video-calls/start-family-bridge', doctor, { patientId: patient.id })
        ).json(),
      );
      at(`2030-03-12T06:0${i}:30.000Z`);
      await call('POST', `/api/video-calls/${s.data.callId}/end`, doctor);
    }
    const mine = videoCallHistorySchema.parse(
      (await call('GET', '/api/video-calls/history/me', patient)).json(),
    ).calls;
    expect(mine).toHaveLength(5);
    expect(mine[0]).toMatchObject({ status: 'ended', duration: 30, kind: 'family-bridge' });
    const times = mine.map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const byDoctor = videoCallHistorySchema.parse(
      (await call('GET', `/api/video-calls/history/${patient.id}`, doctor)).json(),
    ).calls;
    expect(byDoctor).toHaveLength(5);
  });
});
