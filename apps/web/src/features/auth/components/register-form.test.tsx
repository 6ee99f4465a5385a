import { AMBULANCE_CITIES } from '@arogya/contract/constants/ambulance';
import { PHONE_PLACEHOLDER, type SelfRegisterRole } from '@arogya/contract/constants/auth';
import { CITIES, DOCTOR_SPECIALTIES, NURSE_CARE_CATEGORIES } from '@arogya/contract/constants/directory';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { registerSchema } from '@arogya/contract/schemas/auth';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { field, queryField } from '../../../test/queries';
import { RegisterForm, type RegisterSubmit } from './register-form';

function renderForm() {
  const onSubmit = vi.fn<RegisterSubmit>(async () => undefined);
  const user = userEvent.setup();
  render(<RegisterForm onSubmit={onSubmit} />);
  return { onSubmit, user };
}

async function chooseRole(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('radio', { name: label }));
}

function optionsOf(label: string): string[] {
  return within(field(label))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

describe('RegisterForm — role selector and conditional fields (spec 01 §2, §5)', () => {
  it('offers the five self-registration roles, Patient selected', () => {
    renderForm();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Patient',
      'Doctor',
      'Nurse',
      'Lab Technician',
      'Ambulance Driver',
    ]);
    expect(screen.getByRole('radio', { name: 'Patient' })).toBeChecked();
  });

  it('a patient sees only name, email, password and confirmation', () => {
    renderForm();
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(queryField('Phone')).not.toBeInTheDocument();
    expect(screen.queryByText('Professional details')).not.toBeInTheDocument();
  });

  it('a doctor adds phone, specialty, city, experience 1–30 and the medical license number', async () => {
    const { user } = renderForm();
    await chooseRole(user, 'Doctor');
    expect(field('Phone')).toHaveAttribute('placeholder', PHONE_PLACEHOLDER);
    expect(optionsOf('Specialty').slice(1)).toEqual([...DOCTOR_SPECIALTIES]);
    expect(optionsOf('City').slice(1)).toEqual([...CITIES]);
    const years = optionsOf('Experience (years)').slice(1);
    expect(years).toHaveLength(30);
    expect(years[0]).toBe('1');
    expect(years[29]).toBe('30');
    expect(field('Medical License Number')).toBeInTheDocument();
    expect(queryField('Government ID')).not.toBeInTheDocument();
  });

  it('a nurse picks a Care Category from the nurse list', async () => {
    const { user } = renderForm();
    await chooseRole(user, 'Nurse');
    expect(queryField('Specialty')).not.toBeInTheDocument();
    expect(optionsOf('Care Category').slice(1)).toEqual([...NURSE_CARE_CATEGORIES]);
    expect(field('Experience (years)')).toBeInTheDocument();
    expect(field('Medical License Number')).toBeInTheDocument();
  });

  it('a lab technician gives a certification ID, city and government ID', async () => {
    const { user } = renderForm();
    await chooseRole(user, 'Lab Technician');
    for (const label of ['Phone', 'Certification ID', 'City', 'Government ID']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(queryField('Experience (years)')).not.toBeInTheDocument();
    expect(screen.getByText(/once an admin approves/)).toBeInTheDocument();
  });

  it("an ambulance driver gives a driver's license, vehicle registration, government ID and service city", async () => {
    const { user } = renderForm();
    await chooseRole(user, 'Ambulance Driver');
    for (const label of [
      'Phone',
      "Driver's License Number",
      'Vehicle Registration Number',
      'Government ID',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    // The service city: one of the six ambulance cities, Hyderabad included.
    expect(optionsOf('City').slice(1)).toEqual([...AMBULANCE_CITIES]);
  });
});

const EMPTY = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  specialty: '',
  city: '',
  experience: '',
  licenseNumber: '',
  govId: '',
  vehicleRegistrationNumber: '',
};

/** The messages the server's own schema gives for these values, by field. */
function schemaMessages(values: Record<string, string>): Map<string, string> {
  const result = registerSchema.safeParse(values);
  const messages = new Map<string, string>();
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    if (!messages.has(key)) messages.set(key, issue.message);
  }
  return messages;
}

describe('RegisterForm — refuses what the server refuses, with the same messages', () => {
  const roles: [SelfRegisterRole, string][] = [
    ['patient', 'Patient'],
    ['doctor', 'Doctor'],
    ['nurse', 'Nurse'],
    ['technician', 'Lab Technician'],
    ['ambulance', 'Ambulance Driver'],
  ];

  it.each(roles)('an empty %s form shows each schema message and sends nothing', async (role, label) => {
    const { user, onSubmit } = renderForm();
    await chooseRole(user, label);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const expected = schemaMessages({ ...EMPTY, role });
    expect(expected.size).toBeGreaterThan(2);
    for (const [field, message] of expected) {
      if (field === 'confirmPassword') continue;
      expect(await screen.findAllByText(message), field).not.toHaveLength(0);
    }
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name').getAttribute('aria-describedby')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a short password, a bad email, a non-Indian phone and mismatched passwords', async () => {
    const { user, onSubmit } = renderForm();
    await chooseRole(user, 'Doctor');
    await user.type(field('Full Name'), 'Dr Rao');
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), '12345');
    await user.type(field('Confirm Password'), '12346');
    await user.type(field('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Indian mobile number.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a valid patient sends no phone or professional fields', async () => {
    const { user, onSubmit } = renderForm();
    // Details typed under another role are dropped when the person registers as a patient.
    await chooseRole(user, 'Doctor');
    await user.type(field('Phone'), '9876543210');
    await chooseRole(user, 'Patient');
    await user.type(field('Full Name'), 'Asha Patel');
    await user.type(field('Email'), 'Asha@Example.com');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: /Privacy Notice/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const payload = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(payload).toMatchObject({ role: 'patient', name: 'Asha Patel', email: 'asha@example.com' });
    for (const key of ['phone', 'specialty', 'city', 'experience', 'licenseNumber', 'govId']) {
      expect(payload, key).not.toHaveProperty(key);
    }
  });

  it('a valid doctor sends the professional fields, experience as a number', async () => {
    const { user, onSubmit } = renderForm();
    await chooseRole(user, 'Doctor');
    await user.type(field('Full Name'), 'Dr Meera Rao');
    await user.type(field('Email'), 'meera@example.com');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.type(field('Phone'), '+91 98765 43210');
    await user.selectOptions(field('Specialty'), 'Dentist');
    await user.selectOptions(field('City'), 'Pune');
    await user.selectOptions(field('Experience (years)'), '12');
    await user.type(field('Medical License Number'), 'MH-12345');
    await user.click(screen.getByRole('checkbox', { name: /Privacy Notice/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      role: 'doctor',
      phone: '+919876543210',
      specialty: 'Dentist',
      city: 'Pune',
      experience: 12,
      licenseNumber: 'MH-12345',
    });
  });
});

describe('RegisterForm — consent to the privacy notice (issue #25)', () => {
  it('requires the box, links the notice, and sends privacyConsent: true once ticked', async () => {
    const { user, onSubmit } = renderForm();
    const box = screen.getByRole('checkbox', { name: /I have read the Privacy Notice/ });
    expect(box).not.toBeChecked();
    const notice = screen.getByRole('link', { name: MSG_PRIVACY_WEB.registerConsentLink });
    expect(notice).toHaveAttribute('href', '/privacy');
    expect(notice).toHaveAttribute('target', '_blank');

    await user.type(field('Full Name'), 'Asha Patel');
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG_PRIVACY_WEB.registerConsentRequired)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(MSG_PRIVACY_WEB.registerConsentRequired);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ role: 'patient', privacyConsent: true });
    expect(screen.queryByText(MSG_PRIVACY_WEB.registerConsentRequired)).not.toBeInTheDocument();
  });

  it('an empty form shows the consent complaint with the others', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG_PRIVACY_WEB.registerConsentRequired)).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
  });
});
