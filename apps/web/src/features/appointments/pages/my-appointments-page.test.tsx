import { appointmentUpdatedSchema, myAppointmentsSchema } from '@arogya/contract/schemas/appointments';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractAppointment, contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { MyAppointmentsPage } from './my-appointments-page';

// Socket events are delivered by hand: the test keeps each subscribed handler.
const socketHandlers = vi.hoisted(() => new Map<string, () => void>());
vi.mock('../../../lib/socket', () => ({
  useSocketEvent: (event: string, handler: () => void) => socketHandlers.set(event, handler),
}));

const ME = '7f1c2b9e-0000-4000-8000-000000000001';
const LIST = 'GET /api/appointments/my-appointments';

beforeEach(() => {
  // Sunday 22 November 2026, 09:30 in India (only Date is faked: user events still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T04:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
  socketHandlers.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const upcoming = contractAppointment({
  _id: 'a-up',
  appointmentDate: '2026-11-25',
  appointmentTime: '11:00 AM',
  status: 'Confirmed',
  paymentMethod: 'careFund',
  paymentStatus: 'paid',
  symptoms: 'Itchy rash on both arms for a week.',
});
// Tomorrow 10:30 India time: under 24 hours away.
const soon = contractAppointment({
  _id: 'a-soon',
  doctor: { _id: 'n-1', name: 'Maria Fernandes', specialty: 'Elder Care', role: 'nurse' },
  appointmentDate: '2026-11-23',
  appointmentTime: '09:00 AM',
  status: 'Pending',
  bookingType: 'Nurse Assignment',
  fee: 600,
});
const completed = contractAppointment({
  _id: 'a-done',
  appointmentDate: '2026-11-10',
  status: 'Completed',
  doctorNotes: 'Apply the cream twice a day.',
  followUp: {
    _id: 'f-1',
    appointmentId: 'a-done',
    followUpDate: '2026-11-24',
    note: 'Check the rash again.',
    doctor: { _id: 'doc-1', name: 'Dr. Neha Kapoor', specialty: 'Dermatologist', role: 'doctor' },
    previousMeds: '',
    symptoms: 'Itchy rash',
    lastVisitTime: '2026-11-10 11:00 AM',
    bookedAppointmentId: null,
    createdAt: '2026-11-10T07:00:00.000Z',
  },
});

function stub(list = [upcoming, soon, completed], routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': () =>
      contractJson(sessionUserSchema, contractUser({ _id: ME, id: ME, name: 'Priya Sharma' })),
    [LIST]: () => contractJson(myAppointmentsSchema, { data: list }),
    ...routes,
  });
}

function renderList() {
  renderPage(<MyAppointmentsPage />, { path: '/my-appointments' });
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole('article', { name });
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('MyAppointmentsPage (spec 01 §2, §4, §8)', () => {
  it('shows the loading text, then the Upcoming tab with its cards and counts on the tabs', async () => {
    stub();
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointments...');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Appointments' })).toBeInTheDocument();
    await screen.findByRole('tablist', { name: 'Appointments by tab' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Upcoming(2)',
      'Cancelled(0)',
      'Past(1)',
    ]);
    expect(tab(/Upcoming/)).toHaveAttribute('aria-selected', 'true');

    const panel = screen.getByRole('tabpanel');
    const cards = within(panel).getAllByRole('article');
    // Soonest first.
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Maria Fernandes',
      'Dr. Neha Kapoor',
    ]);

    const visit = card('Dr. Neha Kapoor');
    expect(within(visit).getByText('Dermatologist')).toBeInTheDocument();
    expect(within(visit).getByText('In-Home Visit')).toBeInTheDocument();
    expect(within(visit).getByText('Wednesday, 25 November 2026')).toBeInTheDocument();
    expect(within(visit).getByText('11:00 AM')).toBeInTheDocument();
    expect(within(visit).getByText('Confirmed')).toBeInTheDocument();
    expect(within(visit).getByText('₹2,000')).toBeInTheDocument();
    expect(within(visit).getByText('Paid from care fund')).toBeInTheDocument();
    expect(within(visit).getByText('Itchy rash on both arms for a week.')).toBeInTheDocument();

    const nurse = card('Maria Fernandes');
    expect(within(nurse).getByText('Nurse Assignment')).toBeInTheDocument();
    expect(within(nurse).getByText('Pay at visit')).toBeInTheDocument();
    expect(within(nurse).getByText('Pending')).toBeInTheDocument();
  });

  it('keeps cards two to a row from medium screens, one on a phone', async () => {
    stub();
    renderList();
    const list = await screen.findByRole('list');
    expect(list.className).toContain('grid-cols-1');
    expect(list.className).toContain('md:grid-cols-2');
  });

  it('shows the Past tab with notes and the follow-up link, and an empty Cancelled tab', async () => {
    stub();
    const user = renderList();
    await user.click(await screen.findByRole('tab', { name: /Past/ }));
    const done = card('Dr. Neha Kapoor');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('Apply the cream twice a day.')).toBeInTheDocument();
    expect(within(done).getByText('Follow-up suggested for Tuesday, 24 November 2026')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'View follow-up' })).toHaveAttribute(
      'href',
      '/follow-up/f-1',
    );
    // Nothing to cancel, share or add to a calendar once it is over.
    expect(within(done).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(done).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();

    await user.click(tab(/Cancelled/));
    expect(screen.getByText('No Cancelled Appointments')).toBeInTheDocument();
  });

  it("shows the professional's notes before the visit on the card, and why Arogya cancelled one", async () => {
    const noted = contractAppointment({
      ...upcoming,
      patientNotes: [
        {
          _id: 'n-1',
          text: 'Please keep your previous ECG reports ready.',
          authorName: 'Neha Kapoor',
          createdAt: '2026-11-21T07:00:00.000Z',
        },
      ],
    });
    const cancelled = contractAppointment({
      _id: 'a-gone',
      appointmentDate: '2026-11-27',
      status: 'Cancelled',
      paymentStatus: 'refunded',
      cancellationReason: 'The professional is no longer available on Arogya.',
    });
    stub([noted, cancelled]);
    const user = renderList();
    const article = await screen.findByRole('article', { name: upcoming.doctor.name });
    expect(within(article).getByRole('heading', { name: 'Notes from your doctor' })).toBeInTheDocument();
    expect(within(article).getByText('Please keep your previous ECG reports ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Cancelled/ }));
    const gone = await screen.findByRole('article', { name: cancelled.doctor.name });
    expect(within(gone).getByText('The professional is no longer available on Arogya.')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    stub();
    const user = renderList();
    await screen.findByRole('tablist');
    tab(/Upcoming/).focus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/Cancelled/)).toHaveFocus();
    expect(tab(/Cancelled/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(/Past/)).toHaveAttribute('aria-selected', 'true');
  });

  it("says 'No Upcoming Appointments' with a way to find care when there are none", async () => {
    stub([]);
    renderList();
    expect(await screen.findByText('No Upcoming Appointments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('href', '/search');
  });

  it("shows 'Could not fetch your appointments.' with Retry, without a toast", async () => {
    let calls = 0;
    stub([], {
      [LIST]: () => {
        calls += 1;
        return calls === 1
          ? apiError(500, 'database down', 'INTERNAL')
          : contractJson(myAppointmentsSchema, { data: [upcoming] });
      },
    });
    const user = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch your appointments.');
    expect(screen.queryByText('database down')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Dr. Neha Kapoor' })).toBeInTheDocument();
  });

  it("offers Cancel from 24 hours ahead and a disabled 'Cannot Cancel' inside them", async () => {
    stub();
    renderList();
    const visit = await screen.findByRole('article', { name: 'Dr. Neha Kapoor' });
    expect(within(visit).getByRole('button', { name: 'Cancel Appointment' })).toBeEnabled();
    const nurse = card('Maria Fernandes');
    const cannot = within(nurse).getByRole('button', { name: 'Cannot Cancel' });
    expect(cannot).toBeDisabled();
    expect(cannot).toHaveAccessibleDescription(
      'Appointments can be cancelled up to 24 hours before they start.',
    );
  });

  it('cancels after confirming, says the fee was refunded, and moves the card to Cancelled', async () => {
    const cancelled = { ...upcoming, status: 'Cancelled' as const, paymentStatus: 'refunded' as const };
    let list = [upcoming, soon, completed];
    const api = stub(undefined, {
      [LIST]: () => contractJson(myAppointmentsSchema, { data: list }),
      'PUT /api/appointments/a-up': () => {
        list = [cancelled, soon, completed];
        return contractJson(appointmentUpdatedSchema, {
          msg: 'Appointment cancelled successfully',
          message: 'Appointment cancelled successfully',
          data: cancelled,
          careFundBalance: 5000,
        });
      },
    });
    const user = renderList();
    const visit = await screen.findByRole('article', { name: 'Dr. Neha Kapoor' });
    await user.click(within(visit).getByRole('button', { name: 'Cancel Appointment' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent(
      'In-Home Visit with Dr. Neha Kapoor on Wednesday, 25 November 2026 at 11:00 AM.',
    );
    expect(dialog).toHaveTextContent('₹2,000 paid from your care fund will be refunded.');
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Keep Appointment' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));

    expect(
      await screen.findByText(
        'Appointment cancelled successfully. ₹2,000 has been refunded to your care fund.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/appointments/a-up')[0]?.body).toEqual({ status: 'Cancelled' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(tab(/Cancelled/)).toHaveTextContent('Cancelled(1)'));
    await user.click(tab(/Cancelled/));
    expect(within(card('Dr. Neha Kapoor')).getByText('Refunded')).toBeInTheDocument();
  });

  it('keeps the appointment when the patient changes their mind', async () => {
    const api = stub();
    const user = renderList();
    const visit = await screen.findByRole('article', { name: 'Dr. Neha Kapoor' });
    await user.click(within(visit).getByRole('button', { name: 'Cancel Appointment' }));
    await user.click(screen.getByRole('button', { name: 'Keep Appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/appointments/a-up')).toHaveLength(0);
  });

  it("shows the spec's 24-hour text for 5 s when the server refuses for that reason", async () => {
    const error = vi.spyOn(toast, 'error');
    stub(undefined, {
      'PUT /api/appointments/a-up': () =>
        apiError(
          400,
          'Cancellation not allowed - Appointments must be cancelled at least 24 hours in advance',
          'VALIDATION_FAILED',
        ),
    });
    const user = renderList();
    const visit = await screen.findByRole('article', { name: 'Dr. Neha Kapoor' });
    await user.click(within(visit).getByRole('button', { name: 'Cancel Appointment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Appointment' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Cancellation not allowed - Appointments must be cancelled at least 24 hours in advance',
        { duration: 5000 },
      ),
    );
    // Still upcoming: nothing changed.
    expect(within(card('Dr. Neha Kapoor')).getByText('Confirmed')).toBeInTheDocument();
  });

  it("shows any other refusal as the server's message", async () => {
    stub(undefined, {
      'PUT /api/appointments/a-up': () =>
        apiError(403, 'You can only change your own appointments.', 'FORBIDDEN'),
    });
    const user = renderList();
    const visit = await screen.findByRole('article', { name: 'Dr. Neha Kapoor' });
    await user.click(within(visit).getByRole('button', { name: 'Cancel Appointment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('You can only change your own appointments.')).toBeInTheDocument();
  });

  it('shares on WhatsApp and adds to Google Calendar with links for the one-hour slot', async () => {
    stub();
    renderList();
    const visit = await screen.findByRole('article', { name: 'Dr. Neha Kapoor' });
    const share = within(visit).getByRole('link', { name: 'Share on WhatsApp' });
    expect(new URL(share.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'Reminder: In-Home Visit with Dr. Neha Kapoor on Wednesday, 25 November 2026 at 11:00 AM. Booked on Arogya.',
    );
    expect(share).toHaveAttribute('target', '_blank');
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    const calendar = within(visit).getByRole('group', { name: 'Add to Calendar' });
    const google = within(calendar).getByRole('link', { name: 'Google Calendar' });
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('dates')).toBe(
      '20261125T053000Z/20261125T063000Z',
    );
  });

  it("downloads a valid .ics and says 'Calendar file downloaded successfully!'", async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:ics';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    stub();
    const user = renderList();
    const visit = await screen.findByRole('article', { name: 'Dr. Neha Kapoor' });
    await user.click(within(visit).getByRole('button', { name: 'Download .ics file' }));
    expect(await screen.findByText('Calendar file downloaded successfully!')).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('arogya-appointment-2026-11-25.ics');
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await blobs[0]!.text())).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-25T05:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-25T06:30:00.000Z');
    expect(event.summary).toBe('In-Home Visit with Dr. Neha Kapoor');
  });

  it('refreshes by itself when the server reports a change', async () => {
    let list = [upcoming];
    stub(undefined, { [LIST]: () => contractJson(myAppointmentsSchema, { data: list }) });
    renderList();
    await screen.findByRole('article', { name: 'Dr. Neha Kapoor' });
    list = [{ ...upcoming, status: 'Cancelled' }];
    socketHandlers.get('appointment_updated')?.();
    await waitFor(() => expect(tab(/Cancelled/)).toHaveTextContent('Cancelled(1)'));

    list = [
      { ...upcoming, _id: 'a-new', status: 'Pending' },
      { ...upcoming, status: 'Cancelled' },
    ];
    socketHandlers.get('new_notification')?.();
    await waitFor(() => expect(tab(/Upcoming/)).toHaveTextContent('Upcoming(1)'));
  });

  it('plays a private voice recording fetched with the session', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:voice'), revokeObjectURL: vi.fn() }),
    );
    const withVoice = { ...completed, voiceRecording: '/api/files/v-1', voiceNoteUrl: '/api/files/v-1' };
    const api = stub([withVoice], {
      'GET /api/files/v-1': () =>
        new Response(new TextEncoder().encode('RIFF'), {
          status: 200,
          headers: { 'Content-Type': 'audio/wav' },
        }),
    });
    const user = renderList();
    await user.click(await screen.findByRole('tab', { name: /Past/ }));
    await user.click(screen.getByRole('button', { name: 'Play voice recording' }));
    await waitFor(() => expect(document.querySelector('audio')).toHaveAttribute('src', 'blob:voice'));
    expect(api.callsTo('GET /api/files/v-1')[0]?.headers.Authorization).toBe('Bearer tok');
  });
});

describe('MyAppointmentsPage deep links (what notifications carry)', () => {
  it('?tab=past#<id> opens Past and highlights that card', async () => {
    stub();
    renderPage(<MyAppointmentsPage />, { path: '/my-appointments', at: '/my-appointments?tab=past#a-done' });
    await screen.findByRole('tablist', { name: 'Appointments by tab' });
    await waitFor(() => expect(tab(/Past/)).toHaveAttribute('aria-selected', 'true'));
    const target = await waitFor(() => {
      const item = document.getElementById('a-done');
      expect(item).toHaveAttribute('data-highlighted', 'true');
      return item as HTMLElement;
    });
    expect(target).toHaveFocus();
    expect(document.querySelectorAll('[data-highlighted]')).toHaveLength(1);
  });

  it('a tab that does not hold the card gives way to the one that does', async () => {
    stub();
    renderPage(<MyAppointmentsPage />, {
      path: '/my-appointments',
      at: '/my-appointments?tab=cancelled#a-up',
    });
    await screen.findByRole('tablist', { name: 'Appointments by tab' });
    await waitFor(() => expect(tab(/Upcoming/)).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(document.getElementById('a-up')).toHaveAttribute('data-highlighted', 'true'));
  });

  it('?tab= alone opens that tab; an unknown id or tab changes nothing', async () => {
    stub();
    renderPage(<MyAppointmentsPage />, { path: '/my-appointments', at: '/my-appointments?tab=nope#missing' });
    await screen.findByRole('tablist', { name: 'Appointments by tab' });
    expect(tab(/Upcoming/)).toHaveAttribute('aria-selected', 'true');
    expect(document.querySelectorAll('[data-highlighted]')).toHaveLength(0);
  });
});
