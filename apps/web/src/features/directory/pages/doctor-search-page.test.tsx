import { specialtySuggestionSchema } from '@arogya/contract/schemas/ai';
import { doctorSearchResponseSchema } from '@arogya/contract/schemas/directory';
import { ownProfileSchema, sessionUserSchema } from '@arogya/contract/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractProfile, contractUser } from '../../../test/fixtures';
import { contractJson, server } from '../../../test/msw';
import { field } from '../../../test/queries';
import {
  doctorCard,
  fakeGeolocation,
  pagination,
  type RecordedCall,
  stubGeolocation,
  stubRoutes,
} from '../test/search-fixtures';
import { DoctorSearchPage } from './doctor-search-page';

// Leaflet is not rendered in jsdom: the lazy map chunk is replaced by a probe.
vi.mock('../components/doctor-map', () => ({
  DoctorMap: ({ doctors, user }: { doctors: unknown[]; user: { lat: number; lng: number } | null }) => (
    <div
      data-testid="doctor-map"
      data-markers={doctors.length}
      data-user={user ? `${user.lat},${user.lng}` : ''}
    />
  ),
}));

const MEERA = doctorCard({ name: 'Dr Meera Shah', subscriptionTier: 'pro' });
const ARJUN = doctorCard({ name: 'Dr Arjun Nair', specialty: 'Dermatologist', city: 'Pune', experience: 4 });

function doctorsAnswer(call: RecordedCall) {
  const page = Number(call.query.page ?? 1);
  const located = call.query.lat !== undefined;
  const doctors = [MEERA, ARJUN].map((d) =>
    located ? { ...d, distance: 2.345, matchedBy: 'office' as const } : d,
  );
  return contractJson(doctorSearchResponseSchema, { doctors, pagination: pagination(page, 14) });
}

let restoreGeolocation: (() => void) | undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  restoreGeolocation?.();
  restoreGeolocation = undefined;
});

function renderSearch(at = '/search') {
  const router = renderPage(<DoctorSearchPage />, { path: '/search', at });
  return { user: userEvent.setup(), router };
}

function doctorQueries(api: ReturnType<typeof stubRoutes>) {
  return api.callsTo('GET /api/doctors').map((c) => c.query);
}

async function signIn() {
  window.localStorage.setItem('token', 'test-token');
}

describe('DoctorSearchPage — results (spec 01 §2, §4)', () => {
  it('searches on mount with the defaults and shows the cards', async () => {
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Doctor' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Dr Meera Shah' });
    expect(doctorQueries(api)).toEqual([{ sortBy: 'rating_desc', page: '1', limit: '6' }]);
    expect(screen.getByText('14 doctors found')).toBeInTheDocument();
    const inCard = within(card);
    for (const text of ['PRO', 'Cardiologist', 'Mumbai', '12 years experience', '(23 reviews)', '₹2,000']) {
      expect(inCard.getByText(text)).toBeInTheDocument();
    }
    expect(inCard.getByText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'View & Book' })).toHaveAttribute(
      'href',
      `/doctors/${MEERA._id}`,
    );
    expect(within(screen.getByRole('article', { name: 'Dr Arjun Nair' })).queryByText('PRO')).toBeNull();
    expect(inCard.queryByText(/km away/)).toBeNull();
  });

  it('sends the applied filters with empty values dropped, and keeps them in the URL', async () => {
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user, router } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await user.selectOptions(field('Specialty'), 'Cardiologist');
    await user.selectOptions(field('City'), 'Mumbai');
    await user.selectOptions(field('Min. experience (years)'), '5');
    await user.selectOptions(field('Sort By'), 'Most Experienced');
    await user.type(field('Skill keyword'), '  heart ');
    expect(doctorQueries(api)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(doctorQueries(api)).toHaveLength(2));
    expect(doctorQueries(api)[1]).toEqual({
      specialty: 'Cardiologist',
      city: 'Mumbai',
      minExperience: '5',
      sortBy: 'experience_desc',
      skillKeyword: 'heart',
      page: '1',
      limit: '6',
    });
    expect(router.state.location.search).toBe(
      '?specialty=Cardiologist&city=Mumbai&minExperience=5&sortBy=experience_desc&skillKeyword=heart',
    );
  });

  it('reads a shared search from the URL and goes back to the previous one', async () => {
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user, router } = renderSearch('/search?specialty=Dentist&city=Patna');
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    expect(doctorQueries(api)[0]).toMatchObject({ specialty: 'Dentist', city: 'Patna' });
    expect(field('Specialty')).toHaveValue('Dentist');
    await user.selectOptions(field('City'), '');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?specialty=Dentist'));
    await router.navigate(-1);
    await waitFor(() => expect(field('City')).toHaveValue('Patna'));
  });

  it('refuses a minimum experience above the maximum', async () => {
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await user.selectOptions(field('Min. experience (years)'), '10');
    await user.selectOptions(field('Max. experience (years)'), '5');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByText('Minimum experience is above the maximum.')).toBeInTheDocument();
    expect(doctorQueries(api)).toHaveLength(1);
  });

  it('pages with Previous and Next', async () => {
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user, router } = renderSearch();
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(doctorQueries(api).at(-1)).toMatchObject({ page: '2', limit: '6' });
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(doctorQueries(api).at(-1)).toMatchObject({ page: '1' });
  });

  it('a page past the end (an old link) shows the last page instead, in place of that history entry', async () => {
    const api = stubRoutes({
      'GET /api/doctors': (call) => {
        const page = Number(call.query.page ?? 1);
        const doctors = page <= 3 ? [MEERA, ARJUN] : [];
        return contractJson(doctorSearchResponseSchema, { doctors, pagination: pagination(page, 14) });
      },
    });
    const { router } = renderSearch('/search?city=Patna&page=9');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Dr Meera Shah' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=Patna&page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(doctorQueries(api).map((q) => q.page)).toEqual(['9', '3']);
  });

  it('switches to the map (re-fetching with mapView=true) and back', async () => {
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user, router } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    expect(screen.getByRole('button', { name: 'List View' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Map View' }));
    const map = await screen.findByTestId('doctor-map');
    expect(map).toHaveAttribute('data-markers', '2');
    expect(map).toHaveAttribute('data-user', '');
    expect(doctorQueries(api).at(-1)).toEqual({ sortBy: 'rating_desc', mapView: 'true' });
    expect(router.state.location.search).toBe('?view=map');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
    expect(
      screen.getByText('The map shows 2 of 14 doctors. Narrow the search to see the rest.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List View' }));
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    expect(doctorQueries(api)).toHaveLength(3);
  });

  it('says "1,000+" when the search stopped counting at its cap, in the list and on the map', async () => {
    const capped = { ...pagination(1, 1000), totalCapped: true };
    stubRoutes({
      'GET /api/doctors': () =>
        contractJson(doctorSearchResponseSchema, { doctors: [MEERA, ARJUN], pagination: capped }),
    });
    const { user } = renderSearch();
    expect(await screen.findByText('1,000+ doctors found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Map View' }));
    expect(
      await screen.findByText('The map shows 2 of 1,000+ doctors. Narrow the search to see the rest.'),
    ).toBeInTheDocument();
  });

  it('shows the empty state, with Clear filters', async () => {
    stubRoutes({
      'GET /api/doctors': () =>
        contractJson(doctorSearchResponseSchema, { doctors: [], pagination: pagination(1, 0) }),
    });
    renderSearch('/search?city=Patna');
    expect(await screen.findByText('No doctors found matching your criteria.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
  });

  it('shows the error state with Retry', async () => {
    let attempts = 0;
    stubRoutes({
      'GET /api/doctors': (call) => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : doctorsAnswer(call);
      },
    });
    const { user } = renderSearch();
    expect(await screen.findByText('Failed to fetch doctors. Is the server running?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Dr Meera Shah' })).toBeInTheDocument();
  });
});

describe('DoctorSearchPage — location filter (spec 01 §4, §8)', () => {
  it('turns on: reads the position, searches within 10 km and says so; distances show', async () => {
    const geolocation = fakeGeolocation({ lat: 19.076, lng: 72.8777 });
    restoreGeolocation = stubGeolocation(geolocation);
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user, router } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    const toggle = screen.getByRole('switch', { name: 'Near me' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Found doctors within 10km!')).toBeInTheDocument();
    expect(doctorQueries(api).at(-1)).toEqual({
      sortBy: 'rating_desc',
      lat: '19.076',
      lng: '72.8777',
      radius: '10',
      page: '1',
      limit: '6',
    });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    expect(screen.getAllByText('~2.3 km away')).toHaveLength(2);
    // Signed out: nothing is saved; the position never goes into the URL.
    expect(api.callsTo('PUT /api/profile/location')).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });

  it('changing the radius searches again at once; turning off removes lat, lng and radius', async () => {
    restoreGeolocation = stubGeolocation(fakeGeolocation({ lat: 19.076, lng: 72.8777 }));
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await user.click(screen.getByRole('switch', { name: 'Near me' }));
    await screen.findByText('Found doctors within 10km!');
    await user.click(await screen.findByRole('radio', { name: '2 km' }));
    expect(await screen.findByText('Found doctors within 2km!')).toBeInTheDocument();
    expect(doctorQueries(api).at(-1)).toMatchObject({ lat: '19.076', lng: '72.8777', radius: '2' });

    await user.click(screen.getByRole('switch', { name: 'Near me' }));
    expect(await screen.findByText('Location filter cleared')).toBeInTheDocument();
    await waitFor(() =>
      expect(doctorQueries(api).at(-1)).toEqual({ sortBy: 'rating_desc', page: '1', limit: '6' }),
    );
    expect(screen.queryByRole('radio', { name: '2 km' })).toBeNull();
  });

  it('saves the position when signed in, and says when saving fails', async () => {
    await signIn();
    restoreGeolocation = stubGeolocation(fakeGeolocation({ lat: 19.076, lng: 72.8777 }));
    const api = stubRoutes({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser()),
      'GET /api/doctors': doctorsAnswer,
      'PUT /api/profile/location': () => apiError(500, 'boom', 'INTERNAL'),
    });
    const { user } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await waitFor(() => expect(api.callsTo('GET /api/auth/me')).toHaveLength(1));
    await user.click(screen.getByRole('switch', { name: 'Near me' }));
    expect(await screen.findByText('Failed to save location. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profile/location')[0]?.body).toEqual({
      latitude: 19.076,
      longitude: 72.8777,
    });
    // The search still runs with the position.
    expect(await screen.findByText('Found doctors within 10km!')).toBeInTheDocument();
  });

  it('says when the browser has no geolocation', async () => {
    restoreGeolocation = stubGeolocation(undefined);
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await user.click(screen.getByRole('switch', { name: 'Near me' }));
    expect(await screen.findByText('Geolocation is not supported.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Near me' })).toHaveAttribute('aria-checked', 'false');
    expect(doctorQueries(api)).toHaveLength(1);
  });

  it('refuses coordinates with a 0 in them', async () => {
    restoreGeolocation = stubGeolocation(fakeGeolocation({ lat: 0, lng: 0 }));
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await user.click(screen.getByRole('switch', { name: 'Near me' }));
    expect(
      await screen.findByText(
        'Location detection returned invalid coordinates. Please try again or select a city manually.',
      ),
    ).toBeInTheDocument();
    expect(doctorQueries(api)).toHaveLength(1);
  });

  it('on localhost, a refused position falls back to Delhi with an info toast', async () => {
    expect(window.location.hostname).toBe('localhost');
    restoreGeolocation = stubGeolocation(fakeGeolocation({ error: 1 }));
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await user.click(screen.getByRole('switch', { name: 'Near me' }));
    expect(
      await screen.findByText('Using a default Delhi location for local development.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Found doctors within 10km!')).toBeInTheDocument();
    expect(doctorQueries(api).at(-1)).toMatchObject({ lat: '28.6139', lng: '77.209', radius: '10' });
  });

  it("puts the user's position on the map", async () => {
    restoreGeolocation = stubGeolocation(fakeGeolocation({ lat: 19.076, lng: 72.8777 }));
    stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user } = renderSearch('/search?view=map');
    await screen.findByTestId('doctor-map');
    await user.click(screen.getByRole('switch', { name: 'Near me' }));
    await screen.findByText('Found doctors within 10km!');
    await waitFor(() =>
      expect(screen.getByTestId('doctor-map')).toHaveAttribute('data-user', '19.076,72.8777'),
    );
  });
  it('with nobody in range, the empty state speaks instead of a "found" toast', async () => {
    restoreGeolocation = stubGeolocation(fakeGeolocation({ lat: 19.076, lng: 72.8777 }));
    stubRoutes({
      'GET /api/doctors': (call) =>
        call.query.lat
          ? contractJson(doctorSearchResponseSchema, { doctors: [], pagination: pagination(1, 0) })
          : doctorsAnswer(call),
    });
    const { user } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await user.click(screen.getByRole('switch', { name: 'Near me' }));
    expect(await screen.findByText('No doctors found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Try widening the radius or clearing some filters.')).toBeInTheDocument();
    expect(screen.queryByText('Found doctors within 10km!')).toBeNull();
  });

  it('Clear filters goes back to the default search and turns the location filter off', async () => {
    restoreGeolocation = stubGeolocation(fakeGeolocation({ lat: 19.076, lng: 72.8777 }));
    const api = stubRoutes({ 'GET /api/doctors': doctorsAnswer });
    const { user, router } = renderSearch('/search?city=Mumbai&sortBy=experience_desc');
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await user.click(screen.getByRole('switch', { name: 'Near me' }));
    await screen.findByText('Found doctors within 10km!');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Near me' })).toHaveAttribute('aria-checked', 'true'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Location filter cleared')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(field('City')).toHaveValue('');
    expect(doctorQueries(api).at(-1)).toEqual({ sortBy: 'rating_desc', page: '1', limit: '6' });
  });

  it("centres the map on a signed-in person's saved location", async () => {
    await signIn();
    const api = stubRoutes({
      'GET /api/auth/me': () => contractJson(sessionUserSchema, contractUser()),
      'GET /api/profile/me': () =>
        contractJson(
          ownProfileSchema,
          contractProfile({ location: { type: 'Point', coordinates: [77.5946, 12.9716] }, name: 'Asha' }),
        ),
      'GET /api/doctors': doctorsAnswer,
    });
    renderSearch('/search?view=map');
    await waitFor(() =>
      expect(screen.getByTestId('doctor-map')).toHaveAttribute('data-user', '12.9716,77.5946'),
    );
    expect(api.callsTo('GET /api/profile/me')).toHaveLength(1);
  });
});

describe('DoctorSearchPage — AI specialty suggestion (spec 01 §2, §5, §8)', () => {
  async function openModal() {
    const api = stubRoutes({
      'GET /api/doctors': doctorsAnswer,
      'POST /api/ai/suggest-specialty': (call) => {
        const { symptoms } = call.body as { symptoms: string };
        return symptoms.includes('Chest pain')
          ? contractJson(specialtySuggestionSchema, {
              specialty: 'Cardiologist',
              reasoning: 'Chest pain with breathlessness points to the heart.',
              emergency: true,
              source: 'local',
            })
          : contractJson(specialtySuggestionSchema, {
              specialty: 'Dermatologist',
              reasoning: 'Skin changes are seen by a dermatologist.',
              emergency: false,
              source: 'local',
            });
      },
    });
    const { user } = renderSearch();
    await screen.findByRole('article', { name: 'Dr Meera Shah' });
    await user.click(screen.getByRole('button', { name: 'Not sure which specialist? Ask AI' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Specialty Suggestion' });
    return { api, user, dialog: within(dialog) };
  }

  it('disables Get AI Recommendation until a symptom is ticked; removing the chip disables it again', async () => {
    const { user, dialog } = await openModal();
    const ask = dialog.getByRole('button', { name: 'Get AI Recommendation' });
    expect(ask).toBeDisabled();
    expect(
      dialog.getByText('No symptoms selected yet.', { selector: 'p:not(.sr-only)' }),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Headache' }));
    expect(ask).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Remove Headache' }));
    expect(ask).toBeDisabled();
    expect(dialog.getByRole('checkbox', { name: 'Headache' })).not.toBeChecked();
  });

  it('has a region button per body area, each with its symptom list', async () => {
    const { user, dialog } = await openModal();
    const counts = { Head: 7, Chest: 6, Abdomen: 7, Arms: 6, Legs: 7, Back: 5 };
    for (const [area, count] of Object.entries(counts)) {
      const region = dialog.getByRole('button', { name: area });
      await user.click(region);
      expect(region).toHaveAttribute('aria-pressed', 'true');
      const list = dialog.getByRole('group', { name: `${area} symptoms` });
      expect(within(list).getAllByRole('checkbox')).toHaveLength(count);
    }
    // Keyboard: Enter on a focused region.
    dialog.getByRole('button', { name: 'Chest' }).focus();
    await user.keyboard('{Enter}');
    expect(dialog.getByRole('button', { name: 'Chest' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("sends the symptoms joined by ', ' and shows the emergency alert with a 112 link", async () => {
    const { api, user, dialog } = await openModal();
    await user.click(dialog.getByRole('button', { name: 'Chest' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Chest pain' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Shortness of breath' }));
    expect(dialog.getByRole('button', { name: 'Chest, 2 selected' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Get AI Recommendation' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('These symptoms may need emergency care');
    expect(within(alert).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(dialog.getByText('Chest pain with breathlessness points to the heart.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/ai/suggest-specialty')[0]?.body).toEqual({
      symptoms: 'Chest pain, Shortness of breath',
    });
  });

  it('Use this specialty sets the specialty filter without searching', async () => {
    const { api, user, dialog } = await openModal();
    await user.click(dialog.getByRole('button', { name: 'Arms' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Skin rash' }));
    await user.click(dialog.getByRole('button', { name: 'Get AI Recommendation' }));
    expect(await dialog.findByText('Dermatologist')).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Use this specialty' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('AI recommends: Dermatologist')).toBeInTheDocument();
    expect(field('Specialty')).toHaveValue('Dermatologist');
    expect(doctorQueries(api)).toHaveLength(1);
  });

  it("says 'Could not get a suggestion. Try again.' when the request fails", async () => {
    const { user, dialog } = await openModal();
    server.use(
      http.post('*/api/ai/suggest-specialty', () => apiError(503, 'down', 'SERVICE_UNAVAILABLE'), {
        once: true,
      }),
    );
    await user.click(dialog.getByRole('checkbox', { name: 'Fever' }));
    await user.click(dialog.getByRole('button', { name: 'Get AI Recommendation' }));
    expect(await dialog.findByText('Could not get a suggestion. Try again.')).toBeInTheDocument();
  });
});
