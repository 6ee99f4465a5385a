import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import {
  appointmentUpdatedSchema,
  followUpScheduledSchema,
  myAppointmentsSchema,
  patientSummarySchema,
} from '@arogya/contract/schemas/appointments';
import { uploadedImageSchema } from '@arogya/contract/schemas/files';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongDay } from '../../../../lib/india-date';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderPage } from '../../../../test/app-harness';
import { contractUser } from '../../../../test/fixtures';
import { contractJson } from '../../../../test/msw';
import { field } from '../../../../test/queries';
import { appointment, DOCTOR_ID, followUp } from '../test/appointment-fixtures';
import { AppointmentsManagerPage } from './appointments-manager-page';

const socketHandlers = vi.hoisted(() => new Map<string, () => void>());
vi.mock('../../../../lib/socket', () => ({
  useSocketEvent: (event: string, handler: () => void) => {
    socketHandlers.set(event, handler);
  },
}));

const LIST = 'GET /api/appointments/my-appointments';

beforeEach(() => {
  // 22 November 2026, 09:30 in India (only Date is faked: user events still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T04:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  socketHandlers.clear();
  window.localStorage.setItem('token', 'tok');
});

afterEach(() => {
  vi.useRealTimers();
});

type Routes = Parameters<typeof stubApi>[0];

function stub(list: Appointment[] | (() => Response), routes: Routes = {}, role = 'doctor') {
  return stubApi({
    'GET /api/auth/me': () =>
      contractJson(
        sessionUserSchema,
        contractUser({ _id: DOCTOR_ID, id: DOCTOR_ID, role: role as 'doctor', name: 'Dr. Arjun Mehta' }),
      ),
    [LIST]: typeof list === 'function' ? list : () => contractJson(myAppointmentsSchema, { data: list }),
    ...routes,
  });
}

function renderManager(practice: 'doctor' | 'nurse' = 'doctor') {
  renderPage(<AppointmentsManagerPage practice={practice} />, { path: `/${practice}/appointments` });
  return userEvent.setup();
}

const updated = (a: Appointment, changes: Partial<Appointment>, msg: string) => () =>
  contractJson(appointmentUpdatedSchema, { msg, message: msg, data: { ...a, ...changes } });

async function openTab(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('tab', { name }));
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('AppointmentsManagerPage (spec 02 §2–§4, §7–§9)', () => {
  it('shows the four status tabs with counts, Pending first, and the card details', async () => {
    const long = 'High fever for three days with chills, body ache and a dry cough at night';
    stub([
      appointment({
        patient: { _id: 'p1', name: 'Priya Sharma' },
        symptoms: long,
        previousMeds: 'Paracetamol 500 mg',
        paymentStatus: 'paid',
        paymentMethod: 'careFund',
        appointmentDate: '2026-11-24',
        appointmentTime: '11:30 AM',
      }),
      appointment({ status: 'Confirmed', patient: { _id: 'p2', name: 'Rahul Verma' } }),
      appointment({ status: 'Completed', patient: { _id: 'p3', name: 'Asha Patel' } }),
    ]);
    const user = renderManager();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Appointments' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Pending1', 'Confirmed1', 'Completed1', 'Cancelled0']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const priya = card('Priya Sharma');
    expect(within(priya).getByText('Pending')).toBeInTheDocument();
    expect(within(priya).getByText('Tue 24 Nov 2026')).toBeInTheDocument();
    expect(within(priya).getByText('11:30 AM')).toBeInTheDocument();
    expect(within(priya).getAllByText('In-Home Visit').length).toBeGreaterThan(0);
    expect(within(priya).getByText(/Paid from care fund/)).toBeInTheDocument();
    expect(within(priya).getByText('Paracetamol 500 mg')).toBeInTheDocument();
    // Symptoms: the first 50 characters, the rest on expand.
    expect(
      within(priya).getByText('High fever for three days with chills, body ache a...'),
    ).toBeInTheDocument();
    await user.click(within(priya).getByRole('button', { name: 'Show more' }));
    expect(within(priya).getByText(long)).toBeInTheDocument();
    expect(within(priya).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await openTab(user, /^Cancelled/);
    expect(screen.getByText('No cancelled appointments.')).toBeInTheDocument();
  });

  it('Pending → Confirm: PUT {status: Confirmed}, the server message, and the card moves to Confirmed', async () => {
    const pending = appointment({ patient: { _id: 'p1', name: 'Priya Sharma' } });
    const api = stub([pending], {
      [`PUT /api/appointments/${pending._id}`]: updated(
        pending,
        { status: 'Confirmed' },
        'Appointment successfully confirmed!',
      ),
    });
    const user = renderManager();
    await user.click(
      within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('Appointment successfully confirmed!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/appointments/${pending._id}`)[0]?.body).toEqual({ status: 'Confirmed' });
    expect(screen.getByText('No pending appointments.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Confirmed/ })).toHaveTextContent('Confirmed1');
    await openTab(user, /^Confirmed/);
    expect(within(card('Priya Sharma')).getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
  });

  it('Pending → Cancel asks first; keeping it sends nothing, confirming sends {status: Cancelled}', async () => {
    const pending = appointment({ paymentStatus: 'paid', paymentMethod: 'careFund' });
    const api = stub([pending], {
      [`PUT /api/appointments/${pending._id}`]: updated(
        pending,
        { status: 'Cancelled', paymentStatus: 'refunded' },
        'Appointment successfully cancelled!',
      ),
    });
    const user = renderManager();
    await user.click(
      within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel the appointment with Priya Sharma?' });
    expect(
      within(dialog).getByText('The ₹2,000 paid from the care fund will be refunded to the patient.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`PUT /api/appointments/${pending._id}`)).toHaveLength(0);

    await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Appointment successfully cancelled!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/appointments/${pending._id}`)[0]?.body).toEqual({ status: 'Cancelled' });
    await openTab(user, /^Cancelled/);
    const cancelled = card('Priya Sharma');
    expect(within(cancelled).getByText(/Refunded/)).toBeInTheDocument();
    // Cancelled: no actions, only the documents.
    for (const name of ['Confirm', 'Cancel', 'Mark Complete', 'Schedule Follow-up']) {
      expect(within(cancelled).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('Confirmed → Mark Complete needs notes; then sends them as doctorNotes with "Submit & Mark Complete"', async () => {
    const confirmed = appointment({ status: 'Confirmed' });
    const api = stub([confirmed], {
      [`PUT /api/appointments/${confirmed._id}`]: updated(
        confirmed,
        { status: 'Completed', doctorNotes: 'Viral fever. Fluids and rest.' },
        'Appointment successfully completed!',
      ),
    });
    // The visit has started (11:00 AM India on 24 Nov): it can be completed.
    vi.setSystemTime(new Date(confirmed.startsAt));
    const user = renderManager();
    await openTab(user, /^Confirmed/);
    expect(within(card('Priya Sharma')).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Mark Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete the appointment with Priya Sharma' });
    expect(field('Doctor Notes')).toHaveFocus();

    await user.type(field('Doctor Notes'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit & Mark Complete' }));
    expect(
      within(dialog).getByText('Please add notes before completing the appointment.'),
    ).toBeInTheDocument();
    expect(field('Doctor Notes')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`PUT /api/appointments/${confirmed._id}`)).toHaveLength(0);

    await user.type(field('Doctor Notes'), '  Viral fever. Fluids and rest.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit & Mark Complete' }));
    expect(await screen.findByText('Appointment successfully completed!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/appointments/${confirmed._id}`)[0]?.body).toEqual({
      status: 'Completed',
      doctorNotes: 'Viral fever. Fluids and rest.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openTab(user, /^Completed/);
    expect(within(card('Priya Sharma')).getByText('Viral fever. Fluids and rest.')).toBeInTheDocument();
  });

  it('keeps Mark Complete disabled, with the reason beside it, until the visit has started', async () => {
    const confirmed = appointment({ status: 'Confirmed' });
    const api = stub([confirmed]);
    const user = renderManager();
    await openTab(user, /^Confirmed/);
    // 22 Nov, 09:30 India: the visit on 25 Nov has not started.
    const button = within(card('Priya Sharma')).getByRole('button', { name: 'Mark Complete' });
    expect(button).toBeDisabled();
    const reason = fill(MSG_APPOINTMENTS.completeAvailableFrom, {
      start: `${formatLongDay(confirmed.appointmentDate)}, ${confirmed.appointmentTime}`,
    });
    expect(within(card('Priya Sharma')).getByText(reason)).toBeVisible();
    expect(button).toHaveAccessibleDescription(reason);
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`PUT /api/appointments/${confirmed._id}`)).toHaveLength(0);
  });

  it('sends a note to the patient on a Pending or Confirmed visit without closing it', async () => {
    const pending = appointment();
    const note = 'Please keep your previous prescriptions ready.';
    const api = stub([pending], {
      [`POST /api/appointments/${pending._id}/patient-notes`]: updated(
        pending,
        {
          patientNotes: [{ _id: 'n1', text: note, authorName: 'Arjun Mehta', createdAt: pending.createdAt }],
        },
        MSG_APPOINTMENTS.patientNoteSaved,
      ),
    });
    const user = renderManager();
    const pendingCard = await screen.findByRole('article', { name: 'Priya Sharma' });
    await user.click(within(pendingCard).getByRole('button', { name: 'Note to patient' }));
    const dialog = screen.getByRole('dialog', { name: 'Note to Priya Sharma' });
    await user.click(within(dialog).getByRole('button', { name: 'Send note' }));
    expect(within(dialog).getByText(MSG_APPOINTMENTS.patientNoteRequired)).toBeInTheDocument();
    await user.type(field('Note to patient'), note);
    await user.click(within(dialog).getByRole('button', { name: 'Send note' }));
    expect(await screen.findByText(MSG_APPOINTMENTS.patientNoteSaved)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/appointments/${pending._id}/patient-notes`)[0]?.body).toEqual({
      text: note,
    });
    expect(within(card('Priya Sharma')).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('labels the notes for a nurse', async () => {
    const visit = appointment({ status: 'Confirmed', bookingType: 'Nurse Assignment', fee: 600 });
    vi.setSystemTime(new Date(visit.startsAt));
    stub([visit], {}, 'nurse');
    const user = renderManager('nurse');
    await openTab(user, /^Confirmed/);
    await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Mark Complete' }));
    expect(field('Nurse Notes')).toBeInTheDocument();
  });

  it("shows the server's refusal, else 'Failed to update status. Please try again.', and keeps the card", async () => {
    const pending = appointment();
    let calls = 0;
    stub([pending], {
      [`PUT /api/appointments/${pending._id}`]: () => {
        calls += 1;
        return calls === 1
          ? apiError(400, 'This status change is not allowed.')
          : new Response(null, { status: 500 });
      },
    });
    const user = renderManager();
    const confirm = within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', {
      name: 'Confirm',
    });
    await user.click(confirm);
    expect(await screen.findByText('This status change is not allowed.')).toBeInTheDocument();
    await user.click(confirm);
    expect(await screen.findByText('Failed to update status. Please try again.')).toBeInTheDocument();
    expect(within(card('Priya Sharma')).getByText('Pending')).toBeInTheDocument();
  });

  it('re-reads the list when the server says the appointment changed meanwhile (409)', async () => {
    const pending = appointment();
    let listCalls = 0;
    stub(
      () => {
        listCalls += 1;
        return contractJson(myAppointmentsSchema, {
          data: [listCalls === 1 ? pending : { ...pending, status: 'Cancelled' }],
        });
      },
      {
        [`PUT /api/appointments/${pending._id}`]: () =>
          apiError(409, 'This appointment can no longer be changed.', 'CONFLICT'),
      },
    );
    const user = renderManager();
    await user.click(
      within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('This appointment can no longer be changed.')).toBeInTheDocument();
    expect(await screen.findByText('No pending appointments.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveTextContent('Cancelled1');
  });

  describe('Completed', () => {
    const completed = appointment({
      _id: 'c0000000-0000-4000-8000-000000000001',
      id: 'c0000000-0000-4000-8000-000000000001',
      status: 'Completed',
      doctorNotes: 'Viral fever.',
      relayNote: 'Watch the temperature chart.',
      sharedRelayNotes: [
        { doctorName: 'Nurse Fernandes', doctorDesignation: 'Elder Care', note: 'Needs help with stairs.' },
      ],
    });
    const id = completed._id;

    it('shows notes, relay note and the care team notes, with follow-up, voice note and relay actions', async () => {
      stub([completed]);
      const user = renderManager();
      await openTab(user, /^Completed/);
      const done = card('Priya Sharma');
      expect(within(done).getByText('Viral fever.')).toBeInTheDocument();
      expect(within(done).getByText('Watch the temperature chart.')).toBeInTheDocument();
      expect(within(done).getByText('Nurse Fernandes, Elder Care')).toBeInTheDocument();
      expect(within(done).getByText('Needs help with stairs.')).toBeInTheDocument();
      for (const name of ['Schedule Follow-up', 'Add Voice Note', 'Edit Relay Note']) {
        expect(within(done).getByRole('button', { name })).toBeInTheDocument();
      }
      expect(within(done).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    });

    it('schedules a follow-up: 14 days by default, the date shown is today (India) + N, and is what is sent', async () => {
      const api = stub([completed], {
        [`POST /api/appointments/${id}/schedule-follow-up`]: ({ body }) => {
          const { followUpDate, note } = body as { followUpDate: string; note: string };
          const msg = 'Follow-up scheduled successfully!';
          return contractJson(followUpScheduledSchema, {
            msg,
            message: msg,
            data: followUp({ appointmentId: id, followUpDate, note }),
          });
        },
      });
      const user = renderManager();
      await openTab(user, /^Completed/);
      await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Schedule Follow-up' }));
      const dialog = screen.getByRole('dialog', { name: 'Schedule a follow-up with Priya Sharma' });
      const select = within(dialog).getByLabelText('Follow up in');
      expect(select).toHaveValue('14');
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['7 days', '14 days', '30 days', '60 days', '90 days']);
      expect(within(dialog).getByText('Sunday, 6 December 2026')).toBeInTheDocument();

      await user.selectOptions(select, '30');
      expect(within(dialog).getByText('Tuesday, 22 December 2026')).toBeInTheDocument();
      await user.type(
        within(dialog).getByLabelText('Note for the patient'),
        'Repeat blood test before coming.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Schedule Follow-up' }));

      expect(await screen.findByText('Follow-up scheduled successfully!')).toBeInTheDocument();
      expect(api.callsTo(`POST /api/appointments/${id}/schedule-follow-up`)[0]?.body).toEqual({
        followUpDate: '2026-12-22',
        note: 'Repeat blood test before coming.',
      });
      const done = card('Priya Sharma');
      expect(within(done).getByText('Follow-up on Tuesday, 22 December 2026')).toBeInTheDocument();
      expect(within(done).getByText('Waiting for the patient to book')).toBeInTheDocument();
      expect(within(done).getByRole('button', { name: 'Update Follow-up' })).toBeInTheDocument();
    });

    it("says 'Failed to schedule follow-up.' when the server gives no reason, and keeps the dialog", async () => {
      stub([completed], {
        [`POST /api/appointments/${id}/schedule-follow-up`]: () => new Response(null, { status: 500 }),
      });
      const user = renderManager();
      await openTab(user, /^Completed/);
      await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Schedule Follow-up' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Schedule Follow-up' }),
      );
      expect(await screen.findByText('Failed to schedule follow-up.')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('hides the follow-up action once the patient has booked it', async () => {
      stub([{ ...completed, followUp: followUp({ appointmentId: id, bookedAppointmentId: 'b-1' }) }]);
      const user = renderManager();
      await openTab(user, /^Completed/);
      expect(within(card('Priya Sharma')).getByText('Booked by the patient')).toBeInTheDocument();
      expect(
        within(card('Priya Sharma')).queryByRole('button', { name: /Follow-up/ }),
      ).not.toBeInTheDocument();
    });

    it('saves the relay note (PUT …/relay), or says it failed', async () => {
      let fail = false;
      const api = stub([completed], {
        [`PUT /api/appointments/${id}/relay`]: ({ body }) =>
          fail
            ? new Response(null, { status: 500 })
            : updated(completed, body as Partial<Appointment>, 'Relay note saved successfully!')(),
      });
      const user = renderManager();
      await openTab(user, /^Completed/);
      await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Edit Relay Note' }));
      const note = within(screen.getByRole('dialog', { name: 'Relay note for Priya Sharma' })).getByLabelText(
        'Relay note',
      );
      expect(note).toHaveValue('Watch the temperature chart.');
      await user.clear(note);
      await user.type(note, 'Check sugar levels daily. ');
      await user.click(screen.getByRole('button', { name: 'Save Relay Note' }));
      expect(await screen.findByText('Relay note saved successfully!')).toBeInTheDocument();
      expect(api.callsTo(`PUT /api/appointments/${id}/relay`)[0]?.body).toEqual({
        relayNote: 'Check sugar levels daily.',
      });
      expect(within(card('Priya Sharma')).getByText('Check sugar levels daily.')).toBeInTheDocument();

      fail = true;
      await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Edit Relay Note' }));
      await user.click(screen.getByRole('button', { name: 'Save Relay Note' }));
      expect(await screen.findByText('Failed to save relay note.')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('uploads a chosen audio file, then attaches it: POST /uploads/voice-note, POST …/voicenote {voiceNoteUrl}', async () => {
      const url = '/api/files/9f000000-0000-4000-8000-000000000001';
      const api = stub([completed], {
        'POST /api/uploads/voice-note': () =>
          contractJson(uploadedImageSchema, { secure_url: url, url, _id: 'v1' }, 201),
        [`POST /api/appointments/${id}/voicenote`]: updated(
          completed,
          { voiceRecording: url, voiceNoteUrl: url },
          'Voice note saved to appointment!',
        ),
        [`GET ${url}`]: () => new Response('webm-bytes', { headers: { 'Content-Type': 'audio/webm' } }),
      });
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:played'), revokeObjectURL: vi.fn() });
      renderManager();
      // The picker's `accept` would filter the PDF out before the page could see it.
      const user = userEvent.setup({ applyAccept: false });
      await openTab(user, /^Completed/);
      await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Add Voice Note' }));
      const dialog = screen.getByRole('dialog', { name: 'Voice note for Priya Sharma' });

      // The wrong kind of file is refused before any upload.
      const picker = within(dialog).getByLabelText('Or choose an audio file');
      await user.upload(picker, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Please choose an audio file (WebM, OGG, MP3, MP4 or WAV).',
      );

      await user.upload(picker, new File(['OggS'], 'note.ogg', { type: 'audio/ogg' }));
      expect(within(dialog).getByText('Selected file: note.ogg')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save Voice Note' }));

      expect(await screen.findByText('Voice note saved to appointment!')).toBeInTheDocument();
      const upload = api.callsTo('POST /api/uploads/voice-note')[0]?.body;
      expect(upload).toBeInstanceOf(FormData);
      expect((upload as FormData).get('file')).toMatchObject({ name: 'note.ogg' });
      expect(api.callsTo(`POST /api/appointments/${id}/voicenote`)[0]?.body).toEqual({ voiceNoteUrl: url });
      // The saved recording plays from the file fetched with the session's token.
      const player = await within(card('Priya Sharma')).findByLabelText('Voice recording: Priya Sharma');
      expect(player).toHaveAttribute('src', 'blob:played');
      expect(api.callsTo(`GET ${url}`)[0]?.headers.Authorization).toBe('Bearer tok');
      expect(
        within(card('Priya Sharma')).getByRole('button', { name: 'Replace Voice Note' }),
      ).toBeInTheDocument();
    });

    it("stops at 'Upload failed. Please try again.' without attaching anything", async () => {
      const api = stub([completed], {
        'POST /api/uploads/voice-note': () => new Response(null, { status: 500 }),
      });
      const user = renderManager();
      await openTab(user, /^Completed/);
      await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Add Voice Note' }));
      await user.upload(
        screen.getByLabelText('Or choose an audio file'),
        new File(['x'], 'n.webm', { type: 'audio/webm' }),
      );
      await user.click(screen.getByRole('button', { name: 'Save Voice Note' }));
      expect(await screen.findByText('Upload failed. Please try again.')).toBeInTheDocument();
      expect(api.callsTo(`POST /api/appointments/${id}/voicenote`)).toHaveLength(0);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it("says 'Failed to save voice note to appointment.' when attaching fails", async () => {
      const url = '/api/files/v';
      stub([completed], {
        'POST /api/uploads/voice-note': () =>
          contractJson(uploadedImageSchema, { secure_url: url, url, _id: 'v' }, 201),
        [`POST /api/appointments/${id}/voicenote`]: () => new Response(null, { status: 500 }),
      });
      const user = renderManager();
      await openTab(user, /^Completed/);
      await user.click(within(card('Priya Sharma')).getByRole('button', { name: 'Add Voice Note' }));
      await user.upload(
        screen.getByLabelText('Or choose an audio file'),
        new File(['x'], 'n.webm', { type: 'audio/webm' }),
      );
      await user.click(screen.getByRole('button', { name: 'Save Voice Note' }));
      expect(await screen.findByText('Failed to save voice note to appointment.')).toBeInTheDocument();
    });
  });

  describe('AI-Generated Patient Summary', () => {
    const pending = appointment({ _id: 's-1', id: 's-1' });
    const SUMMARY = 'GET /api/appointments/s-1/summary';

    it('loads the summary into a modal', async () => {
      const api = stub([pending], {
        [SUMMARY]: () =>
          contractJson(patientSummarySchema, {
            summary: 'Priya Sharma, first visit on Arogya, reports fever and body ache.',
            sections: [
              { title: 'Presenting complaint', items: ['Fever and body ache'] },
              { title: 'Previous medication', items: ['None reported'] },
            ],
            generatedAt: '2026-11-22T04:00:00.000Z',
          }),
      });
      const user = renderManager();
      await user.click(
        within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', {
          name: 'AI-Generated Patient Summary',
        }),
      );
      const dialog = screen.getByRole('dialog', { name: 'AI-Generated Patient Summary' });
      expect(await within(dialog).findByText(/first visit on Arogya/)).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: 'Presenting complaint' })).toBeInTheDocument();
      expect(within(dialog).getByText('None reported')).toBeInTheDocument();
      expect(api.callsTo(SUMMARY)).toHaveLength(1);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("says 'Could not fetch summary.' when the request fails, and Retry loads it", async () => {
      let calls = 0;
      let answerFirst: (response: Response) => void = () => {};
      stub([pending], {
        [SUMMARY]: () => {
          calls += 1;
          return calls === 1
            ? new Promise<Response>((resolve) => {
                answerFirst = resolve;
              })
            : contractJson(patientSummarySchema, {
                summary: 'Second try.',
                sections: [],
                generatedAt: '2026-11-22T04:00:00.000Z',
              });
        },
      });
      const user = renderManager();
      await user.click(
        within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', {
          name: 'AI-Generated Patient Summary',
        }),
      );
      const dialog = screen.getByRole('dialog');
      expect(await within(dialog).findByRole('status')).toHaveTextContent('Preparing the summary...');
      await act(async () => answerFirst(apiError(500, 'boom')));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not fetch summary.');
      // Shown in the modal, not also as a toast.
      expect(screen.queryByText('boom')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog).findByText('Second try.')).toBeInTheDocument();
    });

    it("says 'Failed to load summary.' when the answer cannot be read", async () => {
      // Deliberately not the contract's shape: what the page does with an answer it cannot read.
      stub([pending], { [SUMMARY]: () => HttpResponse.json({ nothing: true }) });
      const user = renderManager();
      await user.click(
        within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', {
          name: 'AI-Generated Patient Summary',
        }),
      );
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
        'Failed to load summary.',
      );
    });
  });

  it('downloads the intake form as a PDF through the api client (with the token)', async () => {
    const pending = appointment({ _id: 'i-1', id: 'i-1', appointmentDate: '2026-11-24' });
    const api = stub([pending], {
      'GET /api/appointments/i-1/intake-form': () =>
        // A string body: Node's Response cannot read a jsdom Blob.
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:intake');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('intake-2026-11-24-priya-sharma.pdf');
      expect(this.href).toBe('blob:intake');
    });
    const user = renderManager();
    await user.click(
      within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', {
        name: 'Download intake form',
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /api/appointments/i-1/intake-form')[0]?.headers.Authorization).toBe('Bearer tok');
    expect((createObjectURL.mock.calls[0] as unknown[])[0]).toMatchObject({ type: 'application/pdf' });
  });

  it("shows 'Could not fetch appointments.' with Retry", async () => {
    let calls = 0;
    stub(() => {
      calls += 1;
      return calls === 1 ? apiError(500, 'boom') : contractJson(myAppointmentsSchema, { data: [] });
    });
    const user = renderManager();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch appointments.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No pending appointments.')).toBeInTheDocument();
  });

  it('shows a new booking without a reload when the socket says something changed', async () => {
    let list: Appointment[] = [];
    stub(() => contractJson(myAppointmentsSchema, { data: list }));
    renderManager();
    expect(await screen.findByText('No pending appointments.')).toBeInTheDocument();
    list = [appointment({ patient: { _id: 'p9', name: 'Kiran Rao' } })];
    await act(async () => socketHandlers.get('new_notification')?.());
    expect(await screen.findByRole('article', { name: 'Kiran Rao' })).toBeInTheDocument();
    list = [];
    await act(async () => socketHandlers.get('appointment_updated')?.());
    expect(await screen.findByText('No pending appointments.')).toBeInTheDocument();
  });

  it('sends a nurse on /doctor/appointments to /nurse/appointments, and a patient home', async () => {
    stub([], {}, 'nurse');
    renderPage(<AppointmentsManagerPage practice="doctor" />, { path: '/doctor/appointments' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/nurse/appointments');
  });

  it('sends a patient to their dashboard', async () => {
    stub([], {}, 'patient');
    renderPage(<AppointmentsManagerPage practice="doctor" />, { path: '/doctor/appointments' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });
});
