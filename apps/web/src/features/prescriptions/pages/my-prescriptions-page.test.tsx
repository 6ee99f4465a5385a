import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import {
  adherenceSchema,
  doseResultSchema,
  doseTimesSchema,
  prescriptionListSchema,
  prescriptionSchema,
  todayChecklistSchema,
} from '@arogya/contract/schemas/prescriptions';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { MyPrescriptionsPage } from './my-prescriptions-page';

const RX = prescriptionSchema.parse({
  _id: 'rx-1',
  date: '2026-11-20',
  doctor: {
    _id: 'd-1',
    name: 'Arjun Mehta',
    specialty: 'Cardiologist',
    qualifications: ['MBBS'],
    registrationNumber: 'MMC-2012-045678',
    contact: '+919820012345',
  },
  patient: { _id: 'p-1', name: 'Priya Sharma', age: 34, sex: 'Female' },
  diagnosis: 'Essential hypertension',
  advice: null,
  medicines: [
    {
      name: 'Amlodipine',
      dosage: '1 tablet',
      duration: '1 month',
      isSmartStockEnabled: false,
      pillCount: 0,
      strength: '5 mg',
      frequency: '1-0-0',
      instructions: 'After breakfast',
      slots: ['morning'],
      daysOfStockLeft: 0,
    },
    {
      name: 'Metformin',
      dosage: '1 tablet',
      duration: '1 month',
      isSmartStockEnabled: true,
      pillCount: 4,
      strength: '500 mg',
      frequency: '1-0-1',
      instructions: '',
      slots: ['morning', 'night'],
      daysOfStockLeft: 2,
    },
  ],
  appointmentId: 'a-1',
  startDate: '2026-11-20',
  endDate: '2026-12-19',
  active: true,
  editable: false,
  createdAt: '2026-11-20T05:00:00.000Z',
});

const TODAY = todayChecklistSchema.parse({
  date: '2026-11-22',
  doseTimes: { morning: '08:00', afternoon: '14:00', night: '21:00' },
  doses: [
    {
      prescriptionId: 'rx-1',
      medicineIndex: 0,
      name: 'Amlodipine',
      dosage: '1 tablet',
      slot: 'morning',
      time: '08:00',
      taken: true,
      pillCount: 0,
    },
    {
      prescriptionId: 'rx-1',
      medicineIndex: 1,
      name: 'Metformin',
      dosage: '1 tablet',
      slot: 'night',
      time: '21:00',
      taken: false,
      pillCount: 4,
    },
  ],
});

const ADHERENCE = adherenceSchema.parse({ adherenceScore: 83, streak: 4, dosesDue: 24, dosesTaken: 20 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function stub(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': () =>
      contractJson(sessionUserSchema, contractUser({ role: 'patient', name: 'Priya Sharma' })),
    'GET /api/prescriptions/my-prescriptions': () => contractJson(prescriptionListSchema, [RX]),
    'GET /api/prescriptions/today': () => contractJson(todayChecklistSchema, TODAY),
    'GET /api/prescriptions/adherence?days=30': () => contractJson(adherenceSchema, ADHERENCE),
    'GET /api/prescriptions/dose-times': () => contractJson(doseTimesSchema, TODAY.doseTimes),
    ...routes,
  });
}

const render = () => renderPage(<MyPrescriptionsPage />, { path: '/my-prescriptions' });

describe('MyPrescriptionsPage (spec 01 §2)', () => {
  it('shows the banner, the checklist and the cards; take-dose is disabled at 0 pills', async () => {
    stub();
    render();
    expect(await screen.findByTestId('adherence-score')).toHaveTextContent('Adherence: 83%');
    expect(screen.getByTestId('adherence-streak')).toHaveTextContent('4-day streak');
    const card = screen.getByTestId('prescription-card');
    expect(within(card).getByText(MSG_PRESCRIPTIONS.outOfPills)).toBeInTheDocument();
    expect(within(card).getByText(MSG_PRESCRIPTIONS.lowStockBadge)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Take dose: Amlodipine' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Take dose: Metformin' })).toBeEnabled();
    expect(
      within(card).getByRole('switch', { name: MSG_PRESCRIPTIONS.smartStock, checked: true }),
    ).toBeInTheDocument();
  });

  it('logs one dose from the checklist with its slot and says so', async () => {
    const api = stub({
      'POST /api/prescriptions/rx-1/log-dose': () =>
        contractJson(doseResultSchema, {
          msg: MSG_PRESCRIPTIONS.doseLogged,
          message: MSG_PRESCRIPTIONS.doseLogged,
          changed: true,
          pillCount: 4,
          slots: ['night'],
        }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Mark taken: Metformin/ }));
    expect(await screen.findByText(MSG_PRESCRIPTIONS.doseLogged)).toBeInTheDocument();
    expect(api.callsTo('POST /api/prescriptions/rx-1/log-dose')[0]?.body).toEqual({
      medicineIndex: 1,
      scheduledDate: '2026-11-22',
      doseSlot: 'night',
      notes: '',
    });
  });

  it('says when there are no prescriptions', async () => {
    stub({ 'GET /api/prescriptions/my-prescriptions': () => contractJson(prescriptionListSchema, []) });
    render();
    expect(await screen.findByText(MSG_PRESCRIPTIONS.noPrescriptions)).toBeInTheDocument();
  });

  it('offers a retry when they cannot be loaded', async () => {
    stub({ 'GET /api/prescriptions/my-prescriptions': () => apiError(500, 'down', 'INTERNAL') });
    render();
    expect(await screen.findByText(MSG_PRESCRIPTIONS.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
