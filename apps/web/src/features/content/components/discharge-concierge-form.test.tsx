import { addDays } from '@arogya/contract/india-time';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DischargeConciergeForm, dischargeRequestSchema } from './discharge-concierge-form';

// 20:00 UTC on the 26th is already 01:30 on the 27th in India, where the server judges "past": the form
// must count days the same way, whatever the browser's zone or the time of day the tests run at.
const NOW = new Date('2026-11-26T20:00:00Z');
const INDIA_TODAY = '2026-11-27';

function daysFromToday(days: number): string {
  return addDays(INDIA_TODAY, days);
}

beforeEach(() => {
  // Only the date: user-event's own timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderForm() {
  const onSubmitted = vi.fn();
  render(<DischargeConciergeForm onSubmitted={onSubmitted} onCancel={() => {}} />);
  return { onSubmitted, user: userEvent.setup() };
}

describe('DischargeConciergeForm', () => {
  it('requires every field and says so inline, with aria-invalid and aria-describedby', async () => {
    const { onSubmitted, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    // Validation runs asynchronously (the zod resolver): wait for its first message to render.
    await screen.findByText("Please enter the patient's name.");
    expect(onSubmitted).not.toHaveBeenCalled();
    const expectations: [string, string][] = [
      ['Patient Name', "Please enter the patient's name."],
      ['Phone Number', 'Please enter a phone number.'],
      ['Hospital Name', 'Please enter the hospital name.'],
      ['Discharge Date', 'Please choose the discharge date.'],
    ];
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label, { exact: false });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
  });

  it('rejects a discharge date before today', async () => {
    const { onSubmitted, user } = renderForm();
    await user.type(screen.getByLabelText('Patient Name', { exact: false }), 'Kamala Devi');
    await user.type(screen.getByLabelText('Phone Number', { exact: false }), '98765 43210');
    await user.type(screen.getByLabelText('Hospital Name', { exact: false }), 'AIIMS Patna');
    await user.type(screen.getByLabelText('Discharge Date', { exact: false }), daysFromToday(-1));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await screen.findByText('Discharge date cannot be in the past.');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Discharge Date', { exact: false })).toHaveAccessibleDescription(
      'Discharge date cannot be in the past.',
    );
  });

  it("refuses the browser's own date when India is already a day ahead", async () => {
    const { onSubmitted, user } = renderForm();
    expect(screen.getByLabelText('Discharge Date', { exact: false })).toHaveAttribute('min', INDIA_TODAY);
    await user.type(screen.getByLabelText('Patient Name', { exact: false }), 'Kamala Devi');
    await user.type(screen.getByLabelText('Phone Number', { exact: false }), '98765 43210');
    await user.type(screen.getByLabelText('Hospital Name', { exact: false }), 'AIIMS Patna');
    await user.type(screen.getByLabelText('Discharge Date', { exact: false }), '2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await screen.findByText('Discharge date cannot be in the past.');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('accepts today and submits (which only closes the modal in the page)', async () => {
    const { onSubmitted, user } = renderForm();
    await user.type(screen.getByLabelText('Patient Name', { exact: false }), 'Kamala Devi');
    await user.type(screen.getByLabelText('Phone Number', { exact: false }), '+91 98765 43210');
    await user.type(screen.getByLabelText('Hospital Name', { exact: false }), 'AIIMS Patna');
    await user.type(screen.getByLabelText('Discharge Date', { exact: false }), daysFromToday(0));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted.mock.calls[0]?.[0]).toMatchObject({
      patientName: 'Kamala Devi',
      hospitalName: 'AIIMS Patna',
      dischargeDate: daysFromToday(0),
    });
  });

  it('validates phone numbers as Indian mobiles', () => {
    const base = { patientName: 'A', hospitalName: 'B', dischargeDate: daysFromToday(1) };
    expect(dischargeRequestSchema.safeParse({ ...base, phone: '12345' }).success).toBe(false);
    expect(dischargeRequestSchema.safeParse({ ...base, phone: '5876543210' }).success).toBe(false);
    expect(dischargeRequestSchema.safeParse({ ...base, phone: '09876543210' }).success).toBe(true);
    expect(dischargeRequestSchema.safeParse({ ...base, phone: '+91-98765-43210' }).success).toBe(true);
  });
});
