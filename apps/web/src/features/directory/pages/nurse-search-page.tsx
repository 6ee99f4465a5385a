import { CITIES, NURSE_SEARCH_CATEGORIES } from '@arogya/contract/constants/directory';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { LoadingState } from '../../../components/ui/loading-state';
import { type NurseQuery, useNurseSearch } from '../api/search-nurses';
import { FilterPanel } from '../components/filter-panel';
import { NurseCard } from '../components/nurse-card';
import { NurseFilters, type NurseFilterValues } from '../components/nurse-filters';
import { EmptyResults, SearchResults } from '../components/results-states';

function readFilters(params: URLSearchParams): NurseFilterValues {
  const specialty = params.get('specialty') ?? '';
  const city = params.get('city') ?? '';
  return {
    specialty: (NURSE_SEARCH_CATEGORIES as readonly string[]).includes(specialty) ? specialty : '',
    city: (CITIES as readonly string[]).includes(city) ? city : '',
  };
}

function countText(total: number): string {
  return total === 1 ? MSG_SEARCH.nursesCountOne : fill(MSG_SEARCH.nursesCount, { count: total });
}

/**
 * Find a Nurse (/search-nurses — spec 01 §2, §8): loads on mount with empty filters ('All Categories',
 * 'All Cities'); 'Apply Filters' searches again. The applied filters live in the URL query.
 */
export function NurseSearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const applied = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const headingId = useId();

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

  function apply() {
    const params = new URLSearchParams();
    if (draft.specialty) params.set('specialty', draft.specialty);
    if (draft.city) params.set('city', draft.city);
    if (params.toString() === search) void results.refetch();
    setSearchParams(params, { replace: params.toString() === search });
    setFiltersOpen(false);
  }

  const body = (
    <SearchResults
      items={results.data}
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
      empty={<EmptyResults message={MSG_SEARCH.noNursesFound} />}
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
            <NurseFilters draft={draft} onDraftChange={setDraft} onApply={apply} />
          </FilterPanel>
        </aside>
        <section aria-labelledby={headingId}>
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
        </section>
      </div>
    </Container>
  );
}
