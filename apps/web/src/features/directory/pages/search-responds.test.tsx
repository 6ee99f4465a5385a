import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/app-harness';
import { server } from '../../../test/msw';
import { field } from '../../../test/queries';
import { doctorCard, nurseCard, pagination } from '../test/search-fixtures';
import { DoctorSearchPage } from './doctor-search-page';
import { NurseSearchPage } from './nurse-search-page';

/** The searches answer what a person needs next: "New", one-click ways out of an empty result, pages. */

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** GET /api/doctors on MSW: each request's query recorded, answered by `answer`. */
function doctorsApi(answer: (query: URLSearchParams) => unknown) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/doctors', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(answer(query) as never);
    }),
  );
  return queries;
}

function nursesApi(answer: (query: URLSearchParams) => unknown) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/nurses', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(answer(query) as never);
    }),
  );
  return queries;
}

describe('"New" instead of ★ 0.0 (0 reviews)', () => {
  it('shows New for an approved doctor nobody has reviewed, the rating for the others', async () => {
    doctorsApi(() => ({
      doctors: [
        doctorCard({ name: 'Dr. Nisha New', averageRating: 0, numReviews: 0 }),
        doctorCard({ name: 'Dr. Ravi Rated', averageRating: 4.5, numReviews: 1 }),
      ],
      pagination: pagination(1, 2),
    }));
    renderPage(<DoctorSearchPage />, { path: '/search' });
    const fresh = await screen.findByRole('article', { name: 'Dr. Nisha New' });
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(within(fresh).getByText('New on Arogya: no reviews yet')).toBeInTheDocument();
    expect(within(fresh).queryByText(/0\.0/)).not.toBeInTheDocument();
    expect(within(fresh).queryByText('(0 reviews)')).not.toBeInTheDocument();
    const rated = screen.getByRole('article', { name: 'Dr. Ravi Rated' });
    expect(within(rated).getByText('(1 review)')).toBeInTheDocument();
    expect(within(rated).queryByText('New')).not.toBeInTheDocument();
  });

  it('on the nurse cards too', async () => {
    nursesApi(() => [nurseCard({ name: 'Sister New', averageRating: 0, numReviews: 0 })]);
    renderPage(<NurseSearchPage />, { path: '/search-nurses' });
    const card = await screen.findByRole('article', { name: 'Sister New' });
    expect(within(card).getByText('New')).toBeInTheDocument();
  });
});

describe('an empty doctor search suggests a way out, one click each', () => {
  it('removes one filter at a time and searches again', async () => {
    const queries = doctorsApi((query) =>
      query.get('city')
        ? { doctors: [], pagination: pagination(1, 0) }
        : { doctors: [doctorCard({ name: 'Dr. Found Anywhere' })], pagination: pagination(1, 1) },
    );
    const user = userEvent.setup();
    const router = renderPage(<DoctorSearchPage />, {
      path: '/search',
      at: '/search?specialty=Cardiologist&city=Patna&minExperience=5',
    });
    expect(await screen.findByText('No doctors found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Try one of these:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove "Cardiologist"' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove "5+ years"' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove "Patna"' }));
    expect(await screen.findByRole('article', { name: 'Dr. Found Anywhere' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?specialty=Cardiologist&minExperience=5');
    expect(queries.at(-1)?.get('city')).toBeNull();
    expect(queries.at(-1)?.get('specialty')).toBe('Cardiologist');
  });

  it('has no suggestions when nothing narrows the search', async () => {
    doctorsApi(() => ({ doctors: [], pagination: pagination(1, 0) }));
    renderPage(<DoctorSearchPage />, { path: '/search' });
    expect(await screen.findByText('No doctors found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByText('Try one of these:')).not.toBeInTheDocument();
  });
});

describe('"Filters changed — Apply"', () => {
  it('says so beside Apply while the sidebar differs from the results, and not after Apply', async () => {
    const queries = doctorsApi(() => ({ doctors: [doctorCard()], pagination: pagination(1, 1) }));
    const user = userEvent.setup();
    renderPage(<DoctorSearchPage />, { path: '/search' });
    await screen.findByRole('article');
    expect(screen.queryByText('Filters changed — Apply to update the results.')).not.toBeInTheDocument();
    await user.selectOptions(field('City'), 'Delhi');
    expect(screen.getByText('Filters changed — Apply to update the results.')).toBeInTheDocument();
    // Nothing is searched until Apply (spec 01 §4).
    expect(queries).toHaveLength(1);
    await user.selectOptions(field('City'), '');
    expect(screen.queryByText('Filters changed — Apply to update the results.')).not.toBeInTheDocument();
    await user.selectOptions(field('City'), 'Delhi');
    // Beside the count too (the sidebar's Apply may be below the fold): it applies the same way.
    await user.click(screen.getByRole('button', { name: 'Filters changed — Apply' }));
    await waitFor(() => expect(queries.at(-1)?.get('city')).toBe('Delhi'));
    expect(screen.queryByRole('button', { name: 'Filters changed — Apply' })).not.toBeInTheDocument();
    expect(screen.queryByText('Filters changed — Apply to update the results.')).not.toBeInTheDocument();
  });
});

describe('the nurse list is paged like the doctor list', () => {
  const NURSES = Array.from({ length: 14 }, (_, i) =>
    nurseCard({ name: `Nurse ${String(i + 1).padStart(2, '0')}` }),
  );

  it('6 a page with Previous / Next and "Page x of y", the page in the address', async () => {
    nursesApi(() => NURSES);
    const user = userEvent.setup();
    const router = renderPage(<NurseSearchPage />, { path: '/search-nurses' });
    await screen.findByRole('article', { name: 'Nurse 01' });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('14 nurses found')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Nurse 07' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Nurse 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('a new filter starts again on page 1; an empty result offers to remove the filter', async () => {
    nursesApi((query) => (query.get('city') ? [] : NURSES));
    const user = userEvent.setup();
    const router = renderPage(<NurseSearchPage />, { path: '/search-nurses', at: '/search-nurses?page=3' });
    expect(await screen.findByRole('article', { name: 'Nurse 13' })).toBeInTheDocument();
    await user.selectOptions(field('City'), 'Delhi');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('No nurses found matching your criteria.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=Delhi');
    await user.click(screen.getByRole('button', { name: 'Remove "Delhi"' }));
    expect(await screen.findByRole('article', { name: 'Nurse 01' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
