import { errorSchema } from '@arogya/contract/schemas/common';
import { ownProfileSchema, sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractProfile, contractUser } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { EditProfilePage } from '../pages/edit-profile-page';

// Leaflet is not rendered in jsdom: a stand-in map whose buttons "click" known positions. Like the real map it
// reports its centre once it is there (not on every render: that fed the form a new centre each render, a loop
// that never let the page settle, and on Preact's microtask renders never yielded at all).
vi.mock('./service-area-map', async () => {
  const { useEffect } = await import('react');
  return {
    ServiceAreaMap: ({
      onAdd,
      onCentreChange,
    }: {
      onAdd: (p: [number, number]) => void;
      onCentreChange: (p: [number, number]) => void;
    }) => {
      useEffect(() => onCentreChange([72.9, 19.2]), []);
      return (
        <div>
          <button type="button" onClick={() => onAdd([72.8, 19.0])}>
            map point A
          </button>
          <button type="button" onClick={() => onAdd([72.9, 19.0])}>
            map point B
          </button>
          <button type="button" onClick={() => onAdd([72.9, 19.1])}>
            map point C
          </button>
        </div>
      );
    },
  };
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('token', 'tok');
});

type Profile = ReturnType<typeof contractProfile>;

function stubProfile(overrides: Partial<Profile> = {}, extra: Parameters<typeof stubApi>[0] = {}) {
  let profile = contractProfile({
    role: 'doctor',
    name: 'Neha Kapoor',
    email: 'neha@example.com',
    specialty: 'Dermatologist',
    city: 'Delhi',
    experience: 9,
    qualifications: ['MBBS', 'MD (Dermatology)'],
    bio: 'Dermatologist in South Delhi.',
    verifiedSkills: ['Dermoscopy'],
    ...overrides,
  });
  return stubApi({
    'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ ...profile })),
    'GET /api/profile/me': () => contractJson(ownProfileSchema, profile),
    'PUT /api/profile/me': ({ body }) => {
      const changes = body as Record<string, unknown>;
      profile = {
        ...profile,
        ...changes,
        qualifications:
          typeof changes.qualifications === 'string'
            ? changes.qualifications.split(',').map((q) => q.trim())
            : profile.qualifications,
      } as Profile;
      return contractJson(ownProfileSchema, profile);
    },
    ...extra,
  });
}

async function renderEditor(title = 'Edit Doctor Profile', path = '/doctor/edit-profile') {
  renderPage(<EditProfilePage title={title} />, { path });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Professional details' });
  return { user, section };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save Professional Details' }));

describe('Professional details (spec 02 §2, §5, §7)', () => {
  it('shows the doctor’s details and saves them comma-joined', async () => {
    const api = stubProfile({ approvalStatus: 'approved', isVerified: true });
    const { user } = await renderEditor();
    const specialty = field('Specialty');
    expect(specialty).toHaveValue('Dermatologist');
    expect(screen.getByText('An admin checks a change here before patients see it.')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Delhi');
    expect(field('Experience (years)')).toHaveValue('9');
    const qualifications = field('Qualifications (comma-separated)');
    expect(qualifications).toHaveValue('MBBS, MD (Dermatology)');
    expect(screen.queryByLabelText(/License Number/)).not.toBeInTheDocument();

    await user.clear(qualifications);
    await user.type(qualifications, ' MBBS ,, MD (Dermatology) ,DNB ');
    await user.selectOptions(field('City'), 'Mumbai');
    await user.selectOptions(field('Experience (years)'), '10');
    await save(user);

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toEqual({
      specialty: 'Dermatologist',
      city: 'Mumbai',
      experience: 10,
      qualifications: 'MBBS, MD (Dermatology), DNB',
      bio: 'Dermatologist in South Delhi.',
      verifiedSkills: ['Dermoscopy'],
      serviceArea: null,
    });
    expect(field('Qualifications (comma-separated)')).toHaveValue('MBBS, MD (Dermatology), DNB');
  });

  it('shows changes awaiting review with the proposed values, and keeps them in the fields', async () => {
    const api = stubProfile({
      profileChangeRequest: {
        _id: 'c1',
        status: 'pending',
        changes: { specialty: 'Cardiologist', verifiedSkills: ['Dermoscopy', 'ECG'] },
        rejectionReason: null,
        createdAt: '2026-11-20T09:30:00.000Z',
        reviewedAt: null,
      },
    });
    const { user } = await renderEditor();
    const notice = screen.getByRole('region', { name: 'Changes awaiting review' });
    expect(within(notice).getByText('Cardiologist')).toBeInTheDocument();
    expect(within(notice).getByText('Dermoscopy, ECG')).toBeInTheDocument();
    expect(field('Specialty')).toHaveValue('Cardiologist');
    await save(user);
    expect(
      await screen.findByText('Profile saved. Changes to verified details are awaiting review.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toMatchObject({
      specialty: 'Cardiologist',
      verifiedSkills: ['Dermoscopy', 'ECG'],
    });
  });

  it('says when the last change was not approved, with the reason', async () => {
    stubProfile({
      profileChangeRequest: {
        _id: 'c1',
        status: 'rejected',
        changes: { specialty: 'Cardiologist' },
        rejectionReason: 'No cardiology registration on file.',
        createdAt: '2026-11-20T09:30:00.000Z',
        reviewedAt: '2026-11-21T09:30:00.000Z',
      },
    });
    await renderEditor();
    const notice = screen.getByRole('region', { name: 'Your last profile change was not approved' });
    expect(within(notice).getByText('Reason: No cardiology registration on file.')).toBeInTheDocument();
    expect(field('Specialty')).toHaveValue('Dermatologist');
  });

  it('adds skills with Enter or Add, ignores blanks and repeats, and removes them', async () => {
    const api = stubProfile();
    const { user } = await renderEditor();
    const input = screen.getByRole('textbox', { name: 'Verified Skills' });
    await user.type(input, '  Acne treatment  {Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'dermoscopy');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(screen.getByText('That skill is already on your list.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Laser therapy');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    const chips = within(screen.getByRole('list', { name: 'Verified Skills' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Dermoscopy', 'Acne treatment', 'Laser therapy']);
    await user.click(screen.getByRole('button', { name: 'Remove Dermoscopy' }));

    // Enter in the skill box never submitted the form.
    expect(api.callsTo('PUT /api/profile/me')).toHaveLength(0);
    await save(user);
    await screen.findByText('Profile updated successfully!');
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toMatchObject({
      verifiedSkills: ['Acne treatment', 'Laser therapy'],
    });
  });

  it('draws a service area: fewer than 3 points refused, then a closed ring saved', async () => {
    const api = stubProfile();
    const { user } = await renderEditor();
    expect(screen.getByText('No service area yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'map point A' }));
    await user.click(screen.getByRole('button', { name: 'map point B' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A service area needs at least 3 points.');

    // Saving an unfinished drawing is refused before any request.
    await save(user);
    expect(screen.getByRole('alert')).toHaveTextContent('A service area needs at least 3 points.');
    await user.click(screen.getByRole('button', { name: 'map point C' }));
    await save(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Finish the service area, or clear it, before saving.',
    );
    expect(api.callsTo('PUT /api/profile/me')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Add map centre' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('Service area defined.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await save(user);
    await screen.findByText('Profile updated successfully!');
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toMatchObject({
      serviceArea: {
        type: 'Polygon',
        coordinates: [
          [
            [72.8, 19.0],
            [72.9, 19.0],
            [72.9, 19.2],
            [72.8, 19.0],
          ],
        ],
      },
    });
  });

  it('Clear removes a saved area: Save sends null', async () => {
    const api = stubProfile({
      serviceArea: {
        type: 'Polygon',
        coordinates: [
          [
            [72.8, 19.0],
            [72.9, 19.0],
            [72.9, 19.1],
            [72.8, 19.0],
          ],
        ],
      },
    });
    const { user } = await renderEditor();
    expect(screen.getByText('Service area defined.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(
      screen.getByText('Service area cleared. Save to remove it from your profile.'),
    ).toBeInTheDocument();
    await save(user);
    await screen.findByText('Profile updated successfully!');
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toMatchObject({ serviceArea: null });
  });

  it('a nurse chooses her care category and must keep a licence number', async () => {
    const api = stubProfile({
      role: 'nurse',
      name: 'Maria Fernandes',
      specialty: 'Elder Care',
      licenseNumber: 'MNC-2014-023456',
    });
    const { user } = await renderEditor('Edit Nurse Profile', '/nurse/edit-profile');
    const category = field('Care Category');
    expect(category).toHaveValue('Elder Care');
    await user.selectOptions(category, 'Auxiliary Nursing (ANM)');
    const licence = field('License Number');
    await user.clear(licence);
    await save(user);
    expect(await screen.findByText('Medical license number is required.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profile/me')).toHaveLength(0);

    await user.type(licence, 'MNC-2014-099999');
    await save(user);
    await screen.findByText('Profile updated successfully!');
    expect(api.callsTo('PUT /api/profile/me')[0]?.body).toMatchObject({
      specialty: 'Auxiliary Nursing (ANM)',
      licenseNumber: 'MNC-2014-099999',
    });
  });

  it("shows the server's refusal beside the field, else 'Failed to update profile.'", async () => {
    stubProfile(
      {},
      {
        'PUT /api/profile/me': () =>
          contractJson(
            errorSchema,
            {
              message: 'Bio must be at most 2000 characters.',
              msg: 'Bio must be at most 2000 characters.',
              code: 'VALIDATION_FAILED',
              details: [{ path: 'body.bio', message: 'Bio must be at most 2000 characters.' }],
              requestId: 'req-test',
            },
            400,
          ),
      },
    );
    const { user } = await renderEditor();
    await save(user);
    expect((await screen.findAllByText('Bio must be at most 2000 characters.')).length).toBeGreaterThan(0);
    expect(field('Bio')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Failed to update profile.' when the server gives no reason", async () => {
    stubProfile({}, { 'PUT /api/profile/me': () => new Response(null, { status: 500 }) });
    const { user } = await renderEditor();
    await save(user);
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
  });

  it('is not offered to other roles', async () => {
    stubApi({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser({ role: 'admin' })),
      'GET /api/profile/me': () =>
        contractJson(ownProfileSchema, contractProfile({ role: 'admin', name: 'Arogya Admin' })),
      'PUT /api/profile/me': () => apiError(400, 'nope'),
    });
    renderPage(<EditProfilePage title="Admin Profile" />, { path: '/admin/edit-profile' });
    expect(await screen.findByDisplayValue('Arogya Admin')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Professional details' })).not.toBeInTheDocument();
  });
});
