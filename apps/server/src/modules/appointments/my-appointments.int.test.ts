import { myAppointmentsSchema } from '@arogya/contract/schemas/appointments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { followUps } from '../../db/schema/care';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { loadAppointmentView, loadFollowUpView } from './appointment-view';
import {
  bookingBody,
  bookOk,
  DAYS,
  insertFile,
  myAppointments,
  openDays,
  START,
  setStatus,
} from './appointments.fixtures';
import { slotStart } from './appointments.policy';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock(START);

let t: TestApp;
let doctor: DirectAccount;
let otherDoctor: DirectAccount;
let nurse: DirectAccount;
let asha: DirectAccount;
let ravi: DirectAccount;
/** Asha's bookings, by name. */
const ids: Record<string, string> = {};

async function setRelayNote(id: string, relayNote: string | null) {
  await t.app.ctx.db.update(appointments).set({ relayNote }).where(eq(appointments.id, id));
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  [doctor, otherDoctor, nurse, asha, ravi] = await Promise.all([
    insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta', specialty: 'Cardiologist' }),
    insertAccount(t.app, { role: 'doctor', name: 'Neha Kapoor', specialty: 'Dermatologist' }),
    insertAccount(t.app, { role: 'nurse', name: 'Maria Fernandes', specialty: 'Elder Care' }),
    insertAccount(t.app, { role: 'patient', name: 'Asha Rao' }),
    insertAccount(t.app, { role: 'patient', name: 'Ravi Kumar' }),
  ]);
  for (const p of [doctor, otherDoctor, nurse]) await openDays(t.app, p.id);

  // Booked out of order: the list must come back by start time, the time of day included.
  ids.doctorAfternoon = await bookOk(
    t.app,
    asha,
    bookingBody(doctor, { appointmentDate: DAYS[1], appointmentTime: '01:00 PM' }),
  );
  ids.doctorLater = await bookOk(t.app, asha, bookingBody(doctor, { appointmentDate: DAYS[3] }));
  ids.doctorMorning = await bookOk(
    t.app,
    asha,
    bookingBody(doctor, { appointmentDate: DAYS[1], appointmentTime: '11:00 AM' }),
  );
  ids.nurse = await bookOk(t.app, asha, bookingBody(nurse, { appointmentDate: DAYS[0] }));
  ids.otherDoctor = await bookOk(t.app, asha, bookingBody(otherDoctor, { appointmentDate: DAYS[0] }));
  ids.ravi = await bookOk(t.app, ravi, bookingBody(doctor, { appointmentDate: DAYS[2] }));
});
afterAll(async () => {
  await t?.close();
});

describe(`GET /appointments/my-appointments (${backend})`, () => {
  it('gives a patient their own appointments only, earliest first, without the professional-only notes', async () => {
    const list = myAppointmentsSchema.parse({ data: await myAppointments(t.app, asha) }).data;
    expect(list.map((a) => a._id)).toEqual([
      ids.nurse,
      ids.otherDoctor,
      ids.doctorMorning,
      ids.doctorAfternoon,
      ids.doctorLater,
    ]);
    for (const a of list) {
      expect(a.patient).toMatchObject({ _id: asha.id, name: 'Asha Rao' });
      expect(a.sharedRelayNotes).toBeUndefined();
    }
    expect(list.map((a) => a.startsAt)).toEqual([...list.map((a) => a.startsAt)].sort());
    expect(list.find((a) => a._id === ids.nurse)?.doctor).toEqual({
      _id: nurse.id,
      name: 'Maria Fernandes',
      specialty: 'Elder Care',
      role: 'nurse',
    });
    // Ravi's appointment with the same doctor never shows.
    expect(list.some((a) => a._id === ids.ravi)).toBe(false);
    const ravis = await myAppointments(t.app, ravi);
    expect(ravis.map((a) => a._id)).toEqual([ids.ravi]);
  });

  it('gives a professional the appointments booked with them, cancelled ones included', async () => {
    expect(
      (await setStatus(t.app, asha, ids.doctorLater as string, { status: 'Cancelled' })).statusCode,
    ).toBe(200);
    const list = myAppointmentsSchema.parse({ data: await myAppointments(t.app, doctor) }).data;
    expect(list.map((a) => a._id)).toEqual([
      ids.doctorMorning,
      ids.doctorAfternoon,
      ids.ravi,
      ids.doctorLater,
    ]);
    expect(list.at(-1)?.status).toBe('Cancelled');
    expect((await myAppointments(t.app, nurse)).map((a) => a._id)).toEqual([ids.nurse]);
    expect((await myAppointments(t.app, otherDoctor)).map((a) => a._id)).toEqual([ids.otherDoctor]);
  });

  it('shares relay notes of other professionals on the same patient with the professional, never their own', async () => {
    await setRelayNote(ids.nurse as string, 'Lives alone; daughter visits evenings.');
    await setRelayNote(ids.otherDoctor as string, '   ');
    await setRelayNote(ids.doctorMorning as string, 'My own note stays on my card.');
    // Through a Pending appointment nothing of the patient's history is shared (access ends with the
    // relationship); once confirmed it is.
    const pending = await myAppointments(t.app, doctor);
    expect(pending.find((a) => a._id === ids.doctorAfternoon)?.sharedRelayNotes).toEqual([]);
    for (const [who, id] of [
      [doctor, ids.doctorAfternoon],
      [doctor, ids.doctorMorning],
      [doctor, ids.ravi],
      [nurse, ids.nurse],
    ] as const) {
      expect((await setStatus(t.app, who, id as string, { status: 'Confirmed' })).statusCode).toBe(200);
    }
    const list = await myAppointments(t.app, doctor);
    const forAsha = list.find((a) => a._id === ids.doctorAfternoon);
    expect(forAsha?.sharedRelayNotes).toEqual([
      {
        doctorName: 'Maria Fernandes',
        doctorDesignation: 'Elder Care',
        note: 'Lives alone; daughter visits evenings.',
        appointmentId: ids.nurse,
        updatedAt: expect.any(String),
      },
    ]);
    // Another patient's notes never cross over.
    expect(list.find((a) => a._id === ids.ravi)?.sharedRelayNotes).toEqual([]);

    await setRelayNote(ids.otherDoctor as string, 'Patch test negative for nickel.');
    const again = await myAppointments(t.app, doctor);
    const notes = again.find((a) => a._id === ids.doctorMorning)?.sharedRelayNotes as Array<{
      doctorName: string;
    }>;
    expect(notes.map((n) => n.doctorName).sort()).toEqual(['Maria Fernandes', 'Neha Kapoor']);
    // The nurse sees the doctors' notes, the doctor's own included now that it is someone else's.
    const nurseView = await myAppointments(t.app, nurse);
    const nurseNotes = (nurseView[0]?.sharedRelayNotes ?? []) as Array<{
      doctorName: string;
      doctorDesignation: string;
    }>;
    expect(nurseNotes.map((n) => [n.doctorName, n.doctorDesignation])).toEqual(
      expect.arrayContaining([
        ['Arjun Mehta', 'Cardiologist'],
        ['Neha Kapoor', 'Dermatologist'],
      ]),
    );
  });

  it('maps the voice note, the report, the notes and the follow-up', async () => {
    const report = await insertFile(t.app, asha.id, 'medical-report');
    const id = await bookOk(
      t.app,
      asha,
      bookingBody(doctor, { appointmentDate: DAYS[4], appointmentTime: '12:00 PM', reportFileId: report }),
    );
    expect((await setStatus(t.app, doctor, id, { status: 'Confirmed' })).statusCode).toBe(200);
    // A visit is completed once it has started.
    clock.set(slotStart(DAYS[4], '12:00 PM'));
    const completed = await setStatus(t.app, doctor, id, {
      status: 'Completed',
      doctorNotes: 'Stable. Continue medication.',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await t.app.ctx.db
      .update(appointments)
      .set({ voiceNoteUrl: '/api/files/voice-1' })
      .where(eq(appointments.id, id));
    const [followUp] = await t.app.ctx.db
      .insert(followUps)
      .values({
        appointmentId: id,
        patientId: asha.id,
        professionalId: doctor.id,
        followUpDate: '2030-03-29',
        note: 'Bring reports',
      })
      .returning();

    const mine = (await myAppointments(t.app, asha)).find((a) => a._id === id);
    expect(mine).toMatchObject({
      status: 'Completed',
      doctorNotes: 'Stable. Continue medication.',
      voiceRecording: '/api/files/voice-1',
      voiceNoteUrl: '/api/files/voice-1',
      reportUrl: `/api/files/${report}`,
      followUp: {
        _id: followUp?.id,
        appointmentId: id,
        followUpDate: '2030-03-29',
        note: 'Bring reports',
        doctor: { _id: doctor.id, name: 'Arjun Mehta', specialty: 'Cardiologist', role: 'doctor' },
        symptoms: 'Chest tightness when climbing stairs for two weeks',
        previousMeds: 'Amlodipine 5 mg',
        lastVisitTime: `${DAYS[4]} 12:00 PM`,
        bookedAppointmentId: null,
      },
    });

    // The exported loaders give the same shapes (the care-notes routes reuse them).
    expect(await loadAppointmentView(t.app.ctx.db, id, { id: asha.id })).toEqual(mine);
    const proView = await loadAppointmentView(t.app.ctx.db, id, { id: doctor.id });
    expect(proView?.sharedRelayNotes).toBeDefined();
    expect(
      await loadAppointmentView(t.app.ctx.db, '00000000-0000-4000-8000-000000000000', { id: asha.id }),
    ).toBeNull();
    expect(await loadFollowUpView(t.app.ctx.db, followUp?.id as string)).toEqual({
      followUp: mine?.followUp,
      patientId: asha.id,
      professionalId: doctor.id,
    });
  });

  it('gives other roles an empty list and a visitor 401', async () => {
    for (const role of ['technician', 'ambulance', 'admin'] as const) {
      const account = await insertAccount(t.app, { role });
      expect(await myAppointments(t.app, account)).toEqual([]);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/appointments/my-appointments' });
    expect(res.statusCode).toBe(401);
  });
});
