import { MAX_TEXT } from '@arogya/contract/constants/input';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { appointmentUpdatedSchema } from '@arogya/contract/schemas/appointments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointmentPatientNotes } from '../../db/schema/appointments';
import { notifications } from '../../db/schema/care';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertTestAppointment } from './test-appointments';

/** POST /appointments/{id}/patient-notes: a note to the patient that leaves the visit open. */

const NOW = '2026-11-20T06:30:00Z';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const NOTE = 'Please keep your previous ECG reports ready.';

let t: TestApp;
let patient: DirectAccount;
let doctor: DirectAccount;
let otherDoctor: DirectAccount;
let nurse: DirectAccount;
const visit = {} as Record<'Pending' | 'Confirmed' | 'Completed' | 'Cancelled', string>;

function addNote(who: DirectAccount | null, id: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/appointments/${id}/patient-notes`,
    headers: who ? who.headers : {},
    payload,
  });
}

async function notesOf(id: string) {
  return t.database.db
    .select()
    .from(appointmentPatientNotes)
    .where(eq(appointmentPatientNotes.appointmentId, id));
}

let pushes: Array<{ userId: string; event: string; payload: unknown }>;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  [patient, doctor, otherDoctor, nurse] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' }),
    insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta', specialty: 'Cardiologist' }),
    insertAccount(t.app, { role: 'doctor', name: 'Neha Kapoor' }),
    insertAccount(t.app, { role: 'nurse', name: 'Maria Fernandes' }),
  ]);
  let day = 21;
  for (const status of ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const) {
    visit[status] = await insertTestAppointment(t.database.db, {
      patientId: patient.id,
      professionalId: doctor.id,
      appointmentDate: `2026-11-${day++}`,
      status,
      symptoms: 'Chest pain on exertion.',
    });
  }
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  pushes = [];
  vi.restoreAllMocks();
  vi.spyOn(t.app.ctx.realtime, 'toUser').mockImplementation((userId, event, payload) => {
    pushes.push({ userId, event, payload });
  });
});

describe('POST /appointments/{id}/patient-notes', () => {
  it.each(['Pending', 'Confirmed'] as const)(
    'on a %s visit: stored, shown on the patient’s card, the patient notified; the visit stays open',
    async (status) => {
      const id = visit[status];
      const res = await addNote(doctor, id, { text: `  ${NOTE}  ` });
      expect(res.statusCode, res.body).toBe(200);
      const body = appointmentUpdatedSchema.parse(res.json());
      expect(body.msg).toBe(MSG_APPOINTMENTS.patientNoteSaved);
      expect(body.data.status).toBe(status);
      expect(body.data.patientNotes).toEqual([
        {
          _id: expect.any(String),
          text: NOTE,
          authorName: 'Arjun Mehta',
          createdAt: new Date(NOW).toISOString(),
        },
      ]);

      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/appointments/my-appointments',
        headers: patient.headers,
      });
      const card = (mine.json().data as Array<{ _id: string; patientNotes: unknown[] }>).find(
        (a) => a._id === id,
      );
      expect(card?.patientNotes).toEqual([
        expect.objectContaining({ text: NOTE, authorName: 'Arjun Mehta' }),
      ]);

      const notices = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.appointmentId, id), eq(notifications.userId, patient.id)));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ kind: 'patient_note', link: `/my-appointments?tab=upcoming#${id}` });
      // The notification names the professional and the day, never the note itself.
      expect(notices[0]?.message).toMatch(/^Dr\. Arjun Mehta left you a note about your visit on /);
      expect(notices[0]?.message).not.toContain('ECG');
      expect(pushes.filter((p) => p.event === SOCKET_EVENTS.newNotification).map((p) => p.userId)).toEqual([
        patient.id,
      ]);
    },
  );

  it('refuses a Completed or Cancelled visit with 409 and stores nothing', async () => {
    for (const status of ['Completed', 'Cancelled'] as const) {
      const res = await addNote(doctor, visit[status], { text: NOTE });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().msg).toBe(MSG_APPOINTMENTS.patientNoteOnlyOpen);
      expect(await notesOf(visit[status])).toEqual([]);
    }
  });

  it('refuses another professional (403), a patient or anonymous caller, and an unknown visit', async () => {
    const before = (await notesOf(visit.Confirmed)).length;
    const other = await addNote(otherDoctor, visit.Confirmed, { text: NOTE });
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(MSG_APPOINTMENTS.onlyTheProfessional);
    expect((await addNote(nurse, visit.Confirmed, { text: NOTE })).statusCode).toBe(403);
    expect((await addNote(patient, visit.Confirmed, { text: NOTE })).statusCode).toBe(403);
    expect((await addNote(null, visit.Confirmed, { text: NOTE })).statusCode).toBe(401);
    expect((await addNote(doctor, UNKNOWN, { text: NOTE })).statusCode).toBe(404);
    expect(await notesOf(visit.Confirmed)).toHaveLength(before);
  });

  it('refuses an empty or too long note with 400', async () => {
    const before = (await notesOf(visit.Pending)).length;
    for (const text of ['', '    ', 'x'.repeat(MAX_TEXT.patientNote + 1)]) {
      const res = await addNote(doctor, visit.Pending, { text });
      expect(res.statusCode).toBe(400);
    }
    expect((await addNote(doctor, visit.Pending, {})).statusCode).toBe(400);
    expect(await notesOf(visit.Pending)).toHaveLength(before);
    const longest = await addNote(doctor, visit.Pending, { text: 'x'.repeat(MAX_TEXT.patientNote) });
    expect(longest.statusCode).toBe(200);
  });
});
