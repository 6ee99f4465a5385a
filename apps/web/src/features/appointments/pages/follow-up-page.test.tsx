import { followUpSchema } from '@arogya/contract/schemas/appointments';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { FollowUpPage } from './follow-up-page';

const ID = '7f1c2b9e-0000-4000-8000-0000000000f1';
const GET = `GET /api/follow-ups/${ID}`;

const followUp = {
  _id: ID,
  appointmentId: 'a-1',
  followUpDate: '2026-12-08',
  note: 'Recheck the rash.',
  doctor: { _id: 'd-1', name: 'Dr. Neha Kapoor', specialty: 'Dermatologist', role: 'doctor' },
  previousMeds: 'Cetirizine 10 mg',
  symptoms: 'Itchy rash',
  lastVisitTime: '2026-11-24 11:00 AM',
  bookedAppointmentId: null,
  createdAt: '2026-11-24T07:00:00.000Z',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function stub(answer = () => contractJson(followUpSchema, followUp), role: 'patient' | 'doctor' = 'patient') {
  window.localStorage.setItem('token', 'tok');
  return stubApi({
    'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ role })),
    [GET]: answer,
  });
}

const renderFollowUp = () => renderPage(<FollowUpPage />, { path: '/follow-up/:id', at: `/follow-up/${ID}` });

describe('FollowUpPage (spec 01 §2)', () => {
  it('asks a visitor to log in and come back here, without fetching anything', async () => {
    const api = stubApi({});
    renderFollowUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Follow-up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?redirect=/follow-up/${ID}`,
    );
    expect(api.callsTo(GET)).toHaveLength(0);
  });

  it('shows who, when and the note, and Book Follow-up prefilled from the last visit', async () => {
    stub();
    renderFollowUp();
    expect(await screen.findByText('Dr. Neha Kapoor would like to see you again.')).toBeInTheDocument();
    expect(screen.getByText('Dermatologist')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, 8 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, 24 November 2026, 11:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Recheck the rash.')).toBeInTheDocument();
    const book = screen.getByRole('link', { name: 'Book Follow-up' });
    const url = new URL(book.getAttribute('href') ?? '', 'https://arogya.example');
    expect(url.pathname).toBe('/doctors/d-1');
    expect(url.searchParams.get('followUpId')).toBe(ID);
    expect(url.searchParams.get('followUpDate')).toBe('2026-12-08');
    expect(url.searchParams.get('symptoms')).toBe('Itchy rash');
  });

  it('links to My Appointments once the follow-up is booked', async () => {
    stub(() => contractJson(followUpSchema, { ...followUp, bookedAppointmentId: 'a-2' }));
    renderFollowUp();
    expect(await screen.findByText('You have already booked this follow-up.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Appointments' })).toHaveAttribute(
      'href',
      '/my-appointments',
    );
    expect(screen.queryByRole('link', { name: 'Book Follow-up' })).not.toBeInTheDocument();
  });

  it('lets the professional look without offering them the booking', async () => {
    stub(undefined, 'doctor');
    renderFollowUp();
    expect(
      await screen.findByText('The patient books this follow-up from their account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Follow-up' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown follow-up (or someone else’s)', async () => {
    stub(() => apiError(404, 'This follow-up could not be found.', 'NOT_FOUND'));
    renderFollowUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Follow-up not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the server failed', async () => {
    stub(() => apiError(503, 'down', 'SERVICE_UNAVAILABLE'));
    renderFollowUp();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Could not load this follow-up.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
