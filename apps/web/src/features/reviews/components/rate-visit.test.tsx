import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { type LabTest, labTestSchema } from '@arogya/contract/schemas/lab-tests';
import { myReviewsSchema, reviewChangedSchema } from '@arogya/contract/schemas/reviews';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { contractAppointment } from '../../../test/fixtures';
import { contractJson } from '../../../test/msw';
import { fakeSession, fakeUser, TestProviders } from '../../../test/session';
import { RateLabCollection, RateVisit } from './rate-visit';

const appointment = contractAppointment({ _id: 'a-1', status: 'Completed' });
const review = {
  _id: 'r-1',
  id: 'r-1',
  rating: 4,
  comment: '<b>Kind</b> and on time.',
  tags: ['punctual' as const],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  author: 'Asha P.',
  verifiedVisit: true as const,
  kind: 'visit' as const,
  reply: null,
  appointmentId: 'a-1',
  labTestId: null,
  ambulanceRequestId: null,
  providerId: 'd-1',
  status: 'visible' as const,
  editableUntil: '2026-11-27T10:00:00.000Z',
  editable: true,
};

const noneOpen = { reviews: [], eligible: [], eligibleLabTests: [], eligibleAmbulanceTrips: [] };

function renderCard() {
  render(
    <TestProviders session={fakeSession({ user: fakeUser() })}>
      <RateVisit appointment={appointment} />
    </TestProviders>,
  );
}

describe('RateVisit', () => {
  it('asks for stars, sends the review, then shows it with Edit', async () => {
    const user = userEvent.setup();
    let reviewed = false;
    const api = stubApi({
      'GET /api/reviews/my': () =>
        contractJson(
          myReviewsSchema,
          reviewed
            ? { ...noneOpen, reviews: [review] }
            : { ...noneOpen, eligible: [{ appointmentId: 'a-1', until: '2026-12-20T10:00:00.000Z' }] },
        ),
      'POST /api/reviews': () => {
        reviewed = true;
        return contractJson(
          reviewChangedSchema,
          { msg: MSG_REVIEWS.created, message: MSG_REVIEWS.created, data: review },
          201,
        );
      },
    });
    renderCard();
    await user.click(await screen.findByRole('button', { name: MSG_REVIEWS.rateYourVisit }));
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.submit }));
    expect(await screen.findByText(MSG_REVIEWS.ratingRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/reviews')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 out of 5 stars' }));
    await user.type(screen.getByLabelText(MSG_REVIEWS.commentLabel), '<b>Kind</b> and on time.');
    await user.click(screen.getByRole('button', { name: 'Punctual' }));
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.submit }));

    expect(await screen.findByText(MSG_REVIEWS.yourReview)).toBeInTheDocument();
    expect(api.callsTo('POST /api/reviews')[0]?.body).toEqual({
      appointmentId: 'a-1',
      rating: 4,
      comment: '<b>Kind</b> and on time.',
      tags: ['punctual'],
    });
    // The closed dialog gives the page back to assistive technology in its effect cleanup, which runs
    // after the render: the button is reachable by its role once that has happened.
    expect(await screen.findByRole('button', { name: MSG_REVIEWS.editYourReview })).toBeInTheDocument();
  });

  it('shows nothing for a visit that can no longer be reviewed', async () => {
    const api = stubApi({
      'GET /api/reviews/my': () => contractJson(myReviewsSchema, noneOpen),
    });
    renderCard();
    await vi.waitFor(() => expect(api.callsTo('GET /api/reviews/my')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: MSG_REVIEWS.rateYourVisit })).not.toBeInTheDocument();
  });

  it('asks a lab collection’s patient to rate it with the technician tags and sends its labTestId', async () => {
    const user = userEvent.setup();
    const test: LabTest = labTestSchema.parse({
      _id: 'l-1',
      id: 'l-1',
      testName: 'Lipid Profile',
      sampleType: 'Blood',
      preparation: 'Fast for 10 hours.',
      collectionDate: '2026-11-20',
      collectionTime: '08:00 AM - 10:00 AM',
      patientAddress: '21, Aundh Road, Pune',
      city: 'Pune',
      fee: 499,
      status: 'Completed',
      patient: { _id: 'p-1', name: 'Asha Patil' },
      technician: { _id: 't-1', name: 'Vikram Singh' },
      paidAtCollection: true,
      reportUrl: null,
      cancellationReason: null,
      createdAt: '2026-11-18T10:00:00.000Z',
    });
    const api = stubApi({
      'GET /api/reviews/my': () =>
        contractJson(myReviewsSchema, {
          ...noneOpen,
          eligibleLabTests: [{ labTestId: 'l-1', until: '2026-12-20T10:00:00.000Z' }],
        }),
      'POST /api/reviews': () =>
        contractJson(
          reviewChangedSchema,
          {
            msg: MSG_REVIEWS.created,
            message: MSG_REVIEWS.created,
            data: {
              ...review,
              kind: 'lab-collection',
              appointmentId: null,
              labTestId: 'l-1',
              tags: ['hygienic'],
            },
          },
          201,
        ),
    });
    render(
      <TestProviders session={fakeSession({ user: fakeUser() })}>
        <RateLabCollection test={test} />
      </TestProviders>,
    );
    await user.click(await screen.findByRole('button', { name: MSG_REVIEWS.rateYourCollection }));
    expect(
      screen.getByRole('dialog', { name: 'Rate your sample collection by Vikram Singh' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thorough' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5 out of 5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Clean and hygienic' }));
    await user.click(screen.getByRole('button', { name: MSG_REVIEWS.submit }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/reviews')).toHaveLength(1));
    expect(api.callsTo('POST /api/reviews')[0]?.body).toEqual({
      labTestId: 'l-1',
      rating: 5,
      comment: '',
      tags: ['hygienic'],
    });
  });
});
