import { nurseSearchResponseSchema } from '@arogya/contract/schemas/directory';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { nurseCard, stubRoutes } from '../test/search-fixtures';
import { NurseSearchPage } from './nurse-search-page';

const ANITA = nurseCard({ name: 'Sister Anita Rao' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function renderNurses(at = '/search-nurses') {
  const router = renderPage(<NurseSearchPage />, { path: '/search-nurses', at });
  return { user: userEvent.setup(), router };
}

describe('NurseSearchPage (spec 01 §2, §8)', () => {
  it('loads on mount with empty filters and shows the nurse cards', async () => {
    const api = stubRoutes({ 'GET /api/nurses': () => contractJson(nurseSearchResponseSchema, [ANITA]) });
    renderNurses();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a Nurse' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(field('Care Category')).toHaveValue('');
    expect(within(field('Care Category')).getByRole('option', { selected: true })).toHaveTextContent(
      'All Categories',
    );
    expect(within(field('City')).getByRole('option', { selected: true })).toHaveTextContent('All Cities');
    const card = await screen.findByRole('article', { name: 'Sister Anita Rao' });
    expect(api.callsTo('GET /api/nurses').map((c) => c.query)).toEqual([{}]);
    for (const text of ['Elder Care', 'Pune', '8 years experience', '₹600 per day']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'View & Book' })).toHaveAttribute(
      'href',
      `/nurses/${ANITA._id}`,
    );
    expect(screen.getByText('1 nurse found')).toBeInTheDocument();
  });

  it('Apply Filters searches with the chosen category and city', async () => {
    const api = stubRoutes({ 'GET /api/nurses': () => contractJson(nurseSearchResponseSchema, [ANITA]) });
    const { user, router } = renderNurses();
    await screen.findByRole('article', { name: 'Sister Anita Rao' });
    await user.selectOptions(field('Care Category'), 'General Nursing (GNM)');
    await user.selectOptions(field('City'), 'Delhi');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(api.callsTo('GET /api/nurses')).toHaveLength(2));
    expect(api.callsTo('GET /api/nurses')[1]?.query).toEqual({
      specialty: 'General Nursing (GNM)',
      city: 'Delhi',
    });
    expect(router.state.location.search).toBe('?specialty=General+Nursing+%28GNM%29&city=Delhi');
  });

  it('shows the empty message', async () => {
    stubRoutes({ 'GET /api/nurses': () => contractJson(nurseSearchResponseSchema, []) });
    renderNurses();
    expect(await screen.findByText('No nurses found matching your criteria.')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    let attempts = 0;
    stubRoutes({
      'GET /api/nurses': () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : contractJson(nurseSearchResponseSchema, [ANITA]);
      },
    });
    const { user } = renderNurses();
    expect(
      await screen.findByText('Failed to fetch nurses. Please ensure the server is running.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Sister Anita Rao' })).toBeInTheDocument();
  });
});
