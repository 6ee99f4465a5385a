import { ownProfileSchema, sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractProfile, contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { EditProfilePage } from '../pages/edit-profile-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

type Profile = ReturnType<typeof contractProfile>;

function stubDriver(overrides: Partial<Profile> = {}, put?: Parameters<typeof stubApi>[0][string]) {
  let profile = contractProfile({
    role: 'ambulance',
    name: 'Farhan Shaikh',
    email: 'farhan@example.com',
    phone: '+919876500001',
    city: 'Mumbai',
    licenseNumber: 'MH-0220150034567',
    vehicleRegistrationNumber: 'MH 02 EK 7781',
    approvalStatus: 'rejected',
    rejectionReason: 'The vehicle number does not match the RC.',
    ...overrides,
  });
  return stubApi({
    'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ ...profile })),
    'GET /api/profile/me': () => contractJson(ownProfileSchema, profile),
    'PUT /api/profile/me':
      put ??
      (({ body }) => {
        profile = { ...profile, ...(body as Partial<Profile>) };
        return contractJson(ownProfileSchema, profile);
      }),
  });
}

async function renderEditor() {
  renderPage(<EditProfilePage title="Edit Driver Profile" />, { path: '/driver/edit-profile' });
  const user = userEvent.setup();
  await screen.findByRole('region', { name: 'Driver details' });
  return user;
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save Driver Details' }));

describe('Driver details (#22: a rejected driver corrects what registration asked)', () => {
  it('shows the driver’s details and saves every field', async () => {
    const api = stubDriver();
    const user = await renderEditor();
    expect(field('Service city')).toHaveValue('Mumbai');
    expect(field('Phone')).toHaveValue('+919876500001');
    expect(field("Driver's License Number")).toHaveValue('MH-0220150034567');
    const plate = field('Vehicle Registration Number');
    expect(plate).toHaveValue('MH 02 EK 7781');
    expect(screen.queryByRole('region', { name: 'Professional details' })).not.toBeInTheDocument();

    await user.clear(plate);
    await user.type(plate, 'MH 02 EK 7782');
    await user.selectOptions(field('Service city'), 'Hyderabad');
    await save(user);

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toEqual({
      city: 'Hyderabad',
      phone: '+919876500001',
      licenseNumber: 'MH-0220150034567',
      vehicleRegistrationNumber: 'MH 02 EK 7782',
    });
  });

  it('says what is wrong with a plate before sending anything, and shows the server’s field message', async () => {
    const api = stubDriver({}, () => apiError(400, 'Please choose one of our ambulance cities.'));
    const user = await renderEditor();
    const plate = field('Vehicle Registration Number');
    await user.clear(plate);
    await user.type(plate, 'NOT A PLATE');
    await save(user);
    expect(
      await screen.findByText(
        'Please enter the vehicle registration number as on the plate, e.g. MH 02 EK 7781.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profile/me')).toHaveLength(0);

    await user.clear(plate);
    await user.type(plate, 'MH 02 EK 7781');
    await save(user);
    expect(await screen.findByText('Please choose one of our ambulance cities.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profile/me')).toHaveLength(1);
  });

  it('tells an approved driver that a new licence or vehicle is checked by an admin', async () => {
    stubDriver({ approvalStatus: 'approved', rejectionReason: null });
    await renderEditor();
    expect(screen.getAllByText('An admin checks a change here before patients see it.')).toHaveLength(2);
  });
});
