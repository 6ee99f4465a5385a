import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { appointmentBookedSchema } from '@arogya/contract/schemas/appointments';
import { providerDetailSchema } from '@arogya/contract/schemas/directory';
import { uploadedImageSchema } from '@arogya/contract/schemas/files';
import { triageResponseSchema } from '@arogya/contract/schemas/triage';
import { publicProfileSchema, sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractAppointment, contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { providerDetail } from '../test/provider-fixtures';
import { DoctorProfilePage } from './doctor-profile-page';

const ID = '7f1c2b9e-0000-4000-8000-0000000000d1';
const ME = '7f1c2b9e-0000-4000-8000-000000000001';
const FOLLOW_UP = '7f1c2b9e-0000-4000-8000-0000000000f1';
const REPORT = '7f1c2b9e-0000-4000-8000-0000000000a1';
const BOOK = 'POST /api/appointments';

beforeEach(() => {
  // Sunday 22 November 2026, 09:30 in India (only Date is faked: user events still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T04:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

afterEach(() => {
  vi.useRealTimers();
});

function booked(body: unknown) {
  const payload = body as { paymentMethod: string; fee: number };
  const msg =
    payload.paymentMethod === 'careFund'
      ? `Appointment successfully booked! ₹${payload.fee.toLocaleString('en-IN')} deducted from your care fund.`
      : 'Appointment successfully booked!';
  return contractJson(
    appointmentBookedSchema,
    { msg, message: msg, careFundBalance: 5000 - payload.fee, data: contractAppointment() },
    201,
  );
}

function stub(routes: Record<string, (call: ApiCall) => Response | Promise<Response>> = {}, balance = 5000) {
  return stubApi({
    'GET /api/auth/me': () =>
      contractJson(sessionUserSchema, contractUser({ _id: ME, id: ME, name: 'Priya Sharma' })),
    [`GET /api/doctors/${ID}`]: () => contractJson(providerDetailSchema, providerDetail()),
    [`GET /api/profile/${ME}`]: () =>
      contractJson(publicProfileSchema, {
        _id: ME,
        id: ME,
        name: 'Priya Sharma',
        role: 'patient',
        city: 'Mumbai',
        specialty: null,
        experience: null,
        qualifications: [],
        bio: null,
        verifiedSkills: [],
        averageRating: 0,
        numReviews: 0,
        isVerified: false,
        subscriptionTier: 'free',
        profilePictureUrl: null,
        careFundBalance: balance,
      }),
    [BOOK]: ({ body }) => booked(body),
    ...routes,
  });
}

function renderDoctor(at = `/doctors/${ID}`) {
  renderPage(<DoctorProfilePage />, { path: '/doctors/:id', at });
  return userEvent.setup();
}

/** Pastes the text (typing long texts key by key is slow on a busy machine). */
async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

const summary = () => screen.getByRole('region', { name: 'Booking Summary' });
const slot = (name: string | RegExp) =>
  within(screen.getByRole('list', { name: 'Time slots' })).getByRole('button', { name });
const confirm = () => within(summary()).getByRole('button', { name: 'Confirm & Book Appointment' });
const payFromCareFund = () => within(summary()).getByRole('button', { name: 'Pay from Care Fund' });

async function ready() {
  await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
  await bookingDrawn();
  await within(summary()).findByText('Care fund balance: ₹5,000');
}

/** The booking details and summary are drawn a task after the top of the page (components/ui/deferred). */
const bookingDrawn = () => screen.findByRole('region', { name: 'Booking Summary' });

describe('Booking a doctor (spec 01 §2, §5, §6, §8)', () => {
  it('pays from the care fund with exactly the spec payload, toasts the server msg and goes to My Appointments', async () => {
    const api = stub();
    const user = renderDoctor();
    await ready();
    await user.click(slot('12:30 PM'));
    await typeInto(user, 'Symptoms', 'Itchy rash on both arms');
    await typeInto(user, 'Previous Medications', 'Cetirizine 10 mg');
    await user.click(payFromCareFund());

    expect(
      await screen.findByText('Appointment successfully booked! ₹2,000 deducted from your care fund.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/my-appointments');
    expect(api.callsTo(BOOK)).toHaveLength(1);
    expect(api.callsTo(BOOK)[0]?.body).toEqual({
      doctor: ID,
      appointmentDate: '2026-11-24',
      appointmentTime: '12:30 PM',
      bookingType: 'In-Home Visit',
      symptoms: 'Itchy rash on both arms',
      previousMeds: 'Cetirizine 10 mg',
      fee: 2000,
      paymentMethod: 'careFund',
    });
  });

  it('books a video consultation with the fee due at the visit', async () => {
    const api = stub();
    const user = renderDoctor();
    await ready();
    await user.click(within(summary()).getByRole('radio', { name: /Video Consultation/ }));
    await user.click(slot('11:00 AM'));
    await typeInto(user, 'Symptoms', 'Follow-up on a skin allergy');
    await user.click(confirm());
    expect(await screen.findByText('Appointment successfully booked!')).toBeInTheDocument();
    expect(api.callsTo(BOOK)[0]?.body).toMatchObject({
      bookingType: 'Video Consultation',
      fee: 400,
      paymentMethod: 'external',
      previousMeds: '',
    });
  });

  it("shows 'Pay from Care Fund' only while the balance covers the chosen type's fee", async () => {
    stub({}, 500);
    const user = renderDoctor();
    await screen.findByRole('heading', { level: 1, name: 'Neha Kapoor' });
    await bookingDrawn();
    expect(await within(summary()).findByText('Care fund balance: ₹500')).toBeInTheDocument();
    expect(within(summary()).queryByRole('button', { name: 'Pay from Care Fund' })).not.toBeInTheDocument();
    await user.click(within(summary()).getByRole('radio', { name: /Video Consultation/ }));
    expect(payFromCareFund()).toBeEnabled();
    await user.click(within(summary()).getByRole('radio', { name: /In-Home Visit/ }));
    expect(within(summary()).queryByRole('button', { name: 'Pay from Care Fund' })).not.toBeInTheDocument();
  });

  it("refuses without a slot: 'Please select a time slot.', nothing sent", async () => {
    const api = stub();
    const user = renderDoctor();
    await ready();
    await typeInto(user, 'Symptoms', 'Rash');
    await user.click(confirm());
    expect(await screen.findAllByText('Please select a time slot.')).not.toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Time slots' })).toHaveAccessibleDescription(
      'Please select a time slot.',
    );
    expect(api.callsTo(BOOK)).toHaveLength(0);
    // Choosing a slot clears the complaint.
    await user.click(slot('11:00 AM'));
    expect(screen.getByRole('list', { name: 'Time slots' })).not.toHaveAccessibleDescription();
  });

  it("refuses without symptoms: 'Please describe your symptoms.' on the field, which takes the focus", async () => {
    const api = stub();
    const user = renderDoctor();
    await ready();
    await user.click(slot('11:00 AM'));
    await typeInto(user, 'Symptoms', '   ');
    await user.click(confirm());
    const symptoms = field('Symptoms');
    expect(symptoms).toHaveAttribute('aria-invalid', 'true');
    expect(symptoms).toHaveAccessibleDescription('Please describe your symptoms.');
    expect(symptoms).toHaveFocus();
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });

  it('disables both buttons while the booking is sent, so a double click books once', async () => {
    let release: (response: Response) => void = () => {};
    const api = stub({
      [BOOK]: () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const user = renderDoctor();
    await ready();
    await user.click(slot('11:00 AM'));
    await typeInto(user, 'Symptoms', 'Rash');
    await user.dblClick(confirm());
    expect(within(summary()).getByRole('button', { name: 'Booking...' })).toBeDisabled();
    expect(payFromCareFund()).toBeDisabled();
    expect(api.callsTo(BOOK)).toHaveLength(1);
    release(booked({ paymentMethod: 'external', fee: 2000 }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/my-appointments');
    expect(api.callsTo(BOOK)).toHaveLength(1);
  });

  it("shows the server's refusal and stays on the page with the form as it was", async () => {
    stub({ [BOOK]: () => apiError(400, 'Your care fund balance is too low for this booking.') });
    const user = renderDoctor();
    await ready();
    await user.click(slot('11:00 AM'));
    await typeInto(user, 'Symptoms', 'Rash');
    await user.click(payFromCareFund());
    expect(
      await screen.findByText('Your care fund balance is too low for this booking.'),
    ).toBeInTheDocument();
    expect(field('Symptoms')).toHaveValue('Rash');
    expect(confirm()).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("says 'Failed to book appointment.' when the server cannot be reached", async () => {
    stub({
      [BOOK]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = renderDoctor();
    await ready();
    await user.click(slot('11:00 AM'));
    await typeInto(user, 'Symptoms', 'Rash');
    await user.click(confirm());
    expect(await screen.findByText('Failed to book appointment.')).toBeInTheDocument();
  });

  it('refreshes the slot grid when the slot was taken meanwhile (409)', async () => {
    let detailCalls = 0;
    stub({
      [`GET /api/doctors/${ID}`]: () => {
        detailCalls += 1;
        return contractJson(
          providerDetailSchema,
          detailCalls === 1
            ? providerDetail()
            : providerDetail({
                takenSlots: [
                  { date: '2026-11-24', time: '11:30 AM' },
                  { date: '2026-11-24', time: '12:00 PM' },
                ],
              }),
        );
      },
      [BOOK]: () => apiError(409, 'This time slot has just been booked. Please choose another.', 'CONFLICT'),
    });
    const user = renderDoctor();
    await ready();
    await user.click(slot('12:00 PM'));
    await typeInto(user, 'Symptoms', 'Rash');
    await user.click(confirm());
    expect(
      await screen.findByText('This time slot has just been booked. Please choose another.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(slot('12:00 PM Booked')).toHaveAttribute('aria-disabled', 'true'));
    expect(within(summary()).getByText('Time').nextElementSibling).toHaveTextContent('Not selected');
  });

  it('prefills a follow-up from the query, preselects its date and sends its id', async () => {
    const api = stub();
    const query = new URLSearchParams({
      previousMeds: 'Cetirizine 10 mg',
      symptoms: 'Itchy rash, better now',
      lastVisitTime: '2026-11-10 11:00 AM',
      followUpDate: '2026-11-26',
      followUpId: FOLLOW_UP,
    });
    const user = renderDoctor(`/doctors/${ID}?${query}`);
    await ready();
    expect(
      screen.getByText('Follow-up of your visit on Tuesday, 10 November 2026, 11:00 AM'),
    ).toBeInTheDocument();
    expect(field('Symptoms')).toHaveValue('Itchy rash, better now');
    expect(field('Previous Medications')).toHaveValue('Cetirizine 10 mg');
    expect(screen.getByRole('button', { name: 'Thu 26 Nov' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(slot('11:30 AM'));
    await user.click(confirm());
    await screen.findByTestId('location');
    expect(api.callsTo(BOOK)[0]?.body).toMatchObject({
      appointmentDate: '2026-11-26',
      appointmentTime: '11:30 AM',
      symptoms: 'Itchy rash, better now',
      previousMeds: 'Cetirizine 10 mg',
      followUpId: FOLLOW_UP,
    });
  });

  it('says so when the suggested follow-up date is not available, and starts from the first day', async () => {
    stub();
    renderDoctor(`/doctors/${ID}?followUpDate=2026-11-25&lastVisitTime=2026-11-10%2011%3A00%20AM`);
    await ready();
    expect(
      screen.getByText(
        'The suggested follow-up date, Wednesday, 25 November 2026, is not available. Please choose another date.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tue 24 Nov' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('preselects Video Consultation from ?type=video', async () => {
    stub();
    renderDoctor(`/doctors/${ID}?type=video`);
    await ready();
    expect(within(summary()).getByRole('radio', { name: /Video Consultation/ })).toBeChecked();
    expect(within(summary()).getByText('Total Fee').nextElementSibling).toHaveTextContent('₹400');
  });

  it('uploads a report at once and sends its id with the booking; the file can be removed', async () => {
    const api = stub({
      'POST /api/uploads/report': () =>
        contractJson(
          uploadedImageSchema,
          { secure_url: `/api/files/${REPORT}`, url: `/api/files/${REPORT}`, _id: REPORT },
          201,
        ),
    });
    const user = renderDoctor();
    await ready();
    const input = screen.getByLabelText(/Upload Report \(optional\)/);
    await user.upload(input, new File(['%PDF-1.4'], 'blood-test.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Attached: blood-test.pdf')).toBeInTheDocument();
    const uploaded = api.callsTo('POST /api/uploads/report')[0]?.body;
    expect(uploaded).toBeInstanceOf(FormData);
    expect(((uploaded as FormData).get('file') as File).name).toBe('blood-test.pdf');

    await user.click(slot('11:00 AM'));
    await typeInto(user, 'Symptoms', 'Rash');
    await user.click(confirm());
    await screen.findByTestId('location');
    expect(api.callsTo(BOOK)[0]?.body).toMatchObject({ reportFileId: REPORT });
  });

  it('refuses other file types and oversize files before uploading, and removes a chosen one', async () => {
    const api = stub({
      'POST /api/uploads/report': () =>
        contractJson(uploadedImageSchema, { secure_url: '/x', url: '/x', _id: REPORT }, 201),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderDoctor();
    await ready();
    await user.upload(
      screen.getByLabelText(/Upload Report/),
      new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PDF, JPEG or PNG file.');
    const big = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText(/Upload Report/), big);
    expect(screen.getByRole('alert')).toHaveTextContent('The report must be 10 MB or smaller.');
    expect(api.callsTo('POST /api/uploads/report')).toHaveLength(0);

    await user.upload(
      screen.getByLabelText(/Upload Report/),
      new File(['png'], 'scan.png', { type: 'image/png' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove scan.png' }));
    expect(screen.queryByText('Attached: scan.png')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Upload Report/)).toBeInTheDocument();
  });

  it('says the report is uploading until it is attached, and nothing can be booked or removed meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    stub({
      'POST /api/uploads/report': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = renderDoctor();
    await ready();
    await user.click(slot('11:00 AM'));
    await typeInto(user, 'Symptoms', 'Rash');
    await user.upload(
      screen.getByLabelText(/Upload Report/),
      new File(['%PDF-1.4'], 'blood-test.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Uploading report...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove blood-test.pdf' })).toBeDisabled();
    expect(confirm()).toBeDisabled();
    expect(payFromCareFund()).toBeDisabled();

    answer(
      contractJson(
        uploadedImageSchema,
        { secure_url: `/api/files/${REPORT}`, url: `/api/files/${REPORT}`, _id: REPORT },
        201,
      ),
    );
    expect(await screen.findByText('Attached: blood-test.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove blood-test.pdf' })).toBeEnabled();
    expect(confirm()).toBeEnabled();
  });

  it("shows the server's refusal of a report and keeps no file", async () => {
    stub({
      'POST /api/uploads/report': () =>
        apiError(415, 'This file type is not supported.', 'UNSUPPORTED_MEDIA_TYPE'),
    });
    const user = renderDoctor();
    await ready();
    await user.upload(
      screen.getByLabelText(/Upload Report/),
      new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not supported.');
    expect(screen.queryByText(/Attached:/)).not.toBeInTheDocument();
  });

  it('puts the triage summary into the symptoms field', async () => {
    stub({
      'POST /api/triage/question': ({ body }) => {
        const { answers } = body as { answers: string[] };
        return contractJson(
          triageResponseSchema,
          answers.length === 0
            ? {
                question: 'How long have you had the fever?',
                answerOptions: [{ label: '2–3 days', value: '2-3d' }],
                topic: 'fever',
              }
            : { summary: 'Fever for 2–3 days.', topic: 'fever' },
        );
      },
    });
    const user = renderDoctor();
    await ready();
    await typeInto(user, 'Symptoms', 'Feeling weak');
    await typeInto(user, 'Main symptom', 'fever');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(await screen.findByRole('button', { name: '2–3 days' }));
    expect(await screen.findByText('The summary has been added to your symptoms.')).toBeInTheDocument();
    expect(field('Symptoms')).toHaveValue('Feeling weak\n\nFever for 2–3 days.');
  });

  it('says a slot under 24 hours ahead cannot be cancelled, before the pay buttons', async () => {
    // Monday 23 November 2026, 13:00 in India: 12:30 PM tomorrow is 23½ hours away, 02:00 PM 25 hours.
    vi.setSystemTime(new Date('2026-11-23T07:30:00Z'));
    stub();
    const user = renderDoctor();
    await ready();
    const warning = 'This visit starts in less than 24 hours and cannot be cancelled';
    expect(within(summary()).queryByText(warning)).not.toBeInTheDocument();
    await user.click(slot('12:30 PM'));
    const note = within(summary()).getByText(warning);
    // Said before the payment: it comes before the pay buttons in the summary.
    expect(note.compareDocumentPosition(confirm()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(slot('02:00 PM'));
    expect(within(summary()).queryByText(warning)).not.toBeInTheDocument();
  });

  it('after a red flag keeps the patient’s words, asks to confirm they are safe to wait, and sends the conversation', async () => {
    const api = stub({
      'POST /api/triage/question': () =>
        contractJson(triageResponseSchema, {
          summary: 'Call 112 now. Chest pain with sweating can be a heart attack.',
          emergency: true,
          topic: 'chest-pain',
        }),
    });
    const user = renderDoctor();
    await ready();
    await user.click(slot('12:30 PM'));
    await typeInto(user, 'Symptoms', 'Pain in my chest since morning');
    await typeInto(user, 'Main symptom', 'chest pain and sweating');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Call 112 now.');
    expect(field('Symptoms')).toHaveValue('Pain in my chest since morning');

    await user.click(confirm());
    expect(await within(summary()).findByText(MSG_BOOKING.safeToWaitRequired)).toBeInTheDocument();
    expect(api.callsTo(BOOK)).toHaveLength(0);

    await user.click(within(summary()).getByRole('checkbox', { name: MSG_BOOKING.safeToWaitLabel }));
    await user.click(confirm());
    await waitFor(() => expect(api.callsTo(BOOK)).toHaveLength(1));
    expect(api.callsTo(BOOK)[0]?.body).toMatchObject({
      symptoms: 'Pain in my chest since morning',
      triage: { symptom: 'chest pain and sweating', answers: [] },
      confirmedSafeToWait: true,
    });
  });
});
