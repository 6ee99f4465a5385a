import { CITIES, NURSE_SEARCH_CATEGORIES, SEARCH_DEFAULTS } from '@arogya/contract/constants/directory';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { LoadingState } from '../../../components/ui/loading-state';
import { prefersReducedMotion } from '../../../lib/scroll';
import { type NurseQuery, useNurseSearch } from '../api/search-nurses';
import { FilterPanel } from '../components/filter-panel';
import { NurseCard } from '../components/nurse-card';
import { NurseFilters, type NurseFilterValues } from '../components/nurse-filters';
import { Pagination } from '../components/pagination';
import { EmptyResults, SearchResults, type SearchSuggestion } from '../components/results-states';

function readFilters(params: URLSearchParams): NurseFilterValues {
  const specialty = params.get('specialty') ?? '';
  const city = params.get('city') ?? '';
  return {
    specialty: (NURSE_SEARCH_CATEGORIES as readonly string[]).includes(specialty) ? specialty : '',
    city: (CITIES as readonly string[]).includes(city) ? city : '',
  };
}

/** The page of the list in the URL (`?page=2`), 1 when absent or not a whole number. */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const PAGE_SIZE = SEARCH_DEFAULTS.pageSize;

function countText(total: number): string {
  return total === 1 ? MSG_SEARCH.nursesCountOne : fill(MSG_SEARCH.nursesCount, { count: total });
}

/**
 * Find a Nurse (/search-nurses — spec 01 §2, §8): loads on mount with empty filters ('All Categories',
 * 'All Cities'); 'Apply Filters' searches again. The applied filters live in the URL query. The list
 * (GET /api/nurses answers one list, at most 100) is paged here like the doctor list: 6 a page, Previous /
 * Next and "Page x of y", the page in the URL (decision 054).
 */
export function NurseSearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const applied = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const headingId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const requestedPage = readPage(new URLSearchParams(search));

  const [draft, setDraft] = useState(applied);
  const [draftOf, setDraftOf] = useState(search);
  if (draftOf !== search) {
    setDraftOf(search);
    setDraft(applied);
  }
  const [filtersOpen, setFiltersOpen] = useState(false);

  const query: NurseQuery = {
    ...(applied.specialty && { specialty: applied.specialty }),
    ...(applied.city && { city: applied.city }),
  };
  const results = useNurseSearch(query);

  const filtersKey = (values: NurseFilterValues) => `${values.specialty}|${values.city}`;
  const filtersChanged = filtersKey(draft) !== filtersKey(applied);

  /** Navigates to a filter set (page 1), refetching when it is the one already shown. */
  function show(values: NurseFilterValues) {
    const params = new URLSearchParams();
    if (values.specialty) params.set('specialty', values.specialty);
    if (values.city) params.set('city', values.city);
    if (params.toString() === search) void results.refetch();
    setSearchParams(params, { replace: params.toString() === search });
  }

  function changePage(page: number) {
    const params = new URLSearchParams(search);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    setSearchParams(params);
    const target = resultsRef.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }

  const suggestions: SearchSuggestion[] = [
    ...(applied.specialty
      ? [
          {
            key: 'specialty',
            label: fill(MSG_SEARCH.removeFilter, { filter: applied.specialty }),
            onSelect: () => show({ ...applied, specialty: '' }),
          },
        ]
      : []),
    ...(applied.city
      ? [
          {
            key: 'city',
            label: fill(MSG_SEARCH.removeFilter, { filter: applied.city }),
            onSelect: () => show({ ...applied, city: '' }),
          },
        ]
      : []),
  ];

  const all = results.data;
  const totalPages = all ? Math.max(1, Math.ceil(all.length / PAGE_SIZE)) : 1;
  const page = Math.min(requestedPage, totalPages);
  const pageItems = all?.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  function apply() {
    show(draft);
    setFiltersOpen(false);
  }

  const body = (
    <SearchResults
      items={pageItems}
      error={
        results.isError
          ? {
              message: MSG_SEARCH.nursesFetchFailed,
              onRetry: () => void results.refetch(),
              retrying: results.isFetching,
            }
          : null
      }
      loading={<LoadingState />}
      isEmpty={all?.length === 0}
      empty={
        <EmptyResults
          message={MSG_SEARCH.noNursesFound}
          suggestions={suggestions}
          {...(suggestions.length > 0 && { onClear: () => show({ specialty: '', city: '' }) })}
        />
      }
      renderItem={(nurse) => <NurseCard nurse={nurse} />}
    />
  );

  return (
    <Container className="py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {MSG_SEARCH.findANurse}
        </h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{MSG_SEARCH.findANurseIntro}</p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-8">
        <aside>
          <FilterPanel open={filtersOpen} onOpenChange={setFiltersOpen}>
            <NurseFilters draft={draft} onDraftChange={setDraft} onApply={apply} changed={filtersChanged} />
          </FilterPanel>
        </aside>
        <section ref={resultsRef} tabIndex={-1} aria-labelledby={headingId} className="outline-none">
          <h2 id={headingId} className="sr-only">
            {MSG_SEARCH.searchResults}
          </h2>
          <p
            role="status"
            className="mb-5 flex min-h-9 items-center font-semibold text-slate-900 dark:text-white"
          >
            {results.isSuccess ? countText(results.data.length) : ''}
          </p>
          {body}
          {all && totalPages > 1 && (
            <Pagination
              page={page}
              totalPages={totalPages}
              hasPrev={page > 1}
              hasNext={page < totalPages}
              onPageChange={changePage}
            />
          )}
        </section>
      </div>
    </Container>
  );
}
