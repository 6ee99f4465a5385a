import type { DoctorCard } from '@arogya/contract/schemas/directory';
import { doctorSearchResponseSchema } from '@arogya/contract/schemas/directory';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { VideoConsultPage } from './video-consult-page';

const doctor = (id: string, name: string, overrides: Partial<DoctorCard> = {}): DoctorCard => ({
  _id: id,
  id,
  name,
  specialty: 'General Physician',
  city: 'Mumbai',
  experience: 12,
  averageRating: 4.8,
  numReviews: 210,
  isVerified: true,
  verifiedSkills: [],
  subscriptionTier: 'free',
  profilePictureUrl: null,
  fee: 2000,
  location: null,
  serviceArea: null,
  serviceAreaCentroid: null,
  ...overrides,
});

const pagination = (currentPage: number, totalPages: number) => ({
  currentPage,
  totalPages,
  totalDoctors: totalPages * 6,
  limit: 6,
  hasNextPage: currentPage < totalPages,
  hasPrevPage: currentPage > 1,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const renderVideo = () => renderPage(<VideoConsultPage />, { path: '/video-consult' });

describe('VideoConsultPage (spec 01 §2, §7, §8)', () => {
  it("explains How It Works in 3 steps and lists doctors from an empty filter, each with 'Book Video Call'", async () => {
    const api = stubApi({
      'GET /api/doctors': () =>
        contractJson(doctorSearchResponseSchema, {
          doctors: [
            doctor('d-1', 'Dr. Rohan Mehta', { subscriptionTier: 'pro' }),
            doctor('d-2', 'Dr. Anjali Rao'),
          ],
          pagination: pagination(1, 1),
        }),
    });
    renderVideo();
    expect(screen.getByRole('heading', { level: 1, name: 'Video Consultation' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading available doctors...');

    const card = await screen.findByRole('article', { name: 'Dr. Rohan Mehta' });
    expect(within(card).getByText('PRO')).toBeInTheDocument();
    expect(within(card).getByText('₹400 per video consultation')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Book Video Call' })).toHaveAttribute(
      'href',
      '/doctors/d-1?type=video',
    );
    expect(screen.getAllByRole('link', { name: 'Book Video Call' })).toHaveLength(2);
    // An empty filter: no query string at all.
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/doctors']);
    expect(screen.queryByRole('button', { name: 'Show more doctors' })).not.toBeInTheDocument();
  });

  it('refuses an answer in another shape (a bare list) as a failure to load', async () => {
    // Deliberately not the contract's shape: the server always pages its answer.
    stubApi({ 'GET /api/doctors': () => HttpResponse.json([doctor('d-3', 'Dr. Kavya Iyer')]) });
    renderVideo();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load available doctors.');
    expect(screen.queryByRole('article', { name: 'Dr. Kavya Iyer' })).not.toBeInTheDocument();
  });

  it('shows more doctors page by page', async () => {
    const api = stubApi({
      'GET /api/doctors': () =>
        contractJson(doctorSearchResponseSchema, {
          doctors: [doctor('d-1', 'Dr. One')],
          pagination: pagination(1, 2),
        }),
      'GET /api/doctors?page=2': () =>
        contractJson(doctorSearchResponseSchema, {
          doctors: [doctor('d-2', 'Dr. Two')],
          pagination: pagination(2, 2),
        }),
    });
    renderVideo();
    await screen.findByRole('article', { name: 'Dr. One' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more doctors' }));
    expect(await screen.findByRole('article', { name: 'Dr. Two' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Dr. One' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more doctors' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/doctors?page=2')).toHaveLength(1);
  });

  it('says so when no doctor is available', async () => {
    stubApi({
      'GET /api/doctors': () =>
        contractJson(doctorSearchResponseSchema, { doctors: [], pagination: pagination(1, 1) }),
    });
    renderVideo();
    expect(
      await screen.findByText('No doctors are available for video consultation right now.'),
    ).toBeInTheDocument();
  });

  it("shows 'Could not load available doctors.' with Retry, without a toast", async () => {
    let calls = 0;
    stubApi({
      'GET /api/doctors': () => {
        calls += 1;
        return calls === 1
          ? apiError(500, 'search index down', 'INTERNAL')
          : contractJson(doctorSearchResponseSchema, {
              doctors: [doctor('d-1', 'Dr. Rohan Mehta')],
              pagination: pagination(1, 1),
            });
      },
    });
    renderVideo();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load available doctors.');
    expect(screen.queryByText('search index down')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Dr. Rohan Mehta' })).toBeInTheDocument();
  });
});
