import {
  type DoctorSearchSpecialty,
  SEARCH_RADII_KM,
  type SearchRadiusKm,
} from '@arogya/contract/constants/directory';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { Pagination as PaginationData } from '@arogya/contract/schemas/common';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { isPastTheEnd } from '../../../lib/past-the-end';
import { prefersReducedMotion } from '../../../lib/scroll';
import { toast } from '../../../lib/toast';
import { useSavedLocation } from '../api/get-saved-location';
import { useSaveLocation } from '../api/save-location';
import { doctorSearchOptions, useDoctorSearch } from '../api/search-doctors';
import { AiSuggestionModal } from '../components/ai-suggestion-modal';
import { DoctorCard } from '../components/doctor-card';
import { DoctorFilters } from '../components/doctor-filters';
import { DoctorMapView } from '../components/doctor-map-view';
import { FilterPanel } from '../components/filter-panel';
import { Pagination } from '../components/pagination';
import {
  CardSkeletonGrid,
  EmptyResults,
  SearchResults,
  type SearchSuggestion,
} from '../components/results-states';
import { ViewToggle } from '../components/view-toggle';
import {
  DEFAULT_RADIUS,
  type DoctorSearchState,
  EMPTY_FILTERS,
  effectiveSort,
  experienceRangeInvalid,
  type DoctorFilters as Filters,
  type NearMe,
  type ResultsView,
  readNearMe,
  readSearchState,
  toDoctorQuery,
  writeSearchParams,
} from '../lib/doctor-search-params';
import { browserEnvironment, locate } from '../lib/locate';

/** "1,000+" once the search stopped counting at its cap (docs/decisions/044), else the exact number. */
function totalLabel({ totalDoctors, totalCapped }: PaginationData): string {
  return totalCapped ? `${formatNumber(totalDoctors)}+` : formatNumber(totalDoctors);
}

function countText(pagination: PaginationData): string {
  return pagination.totalDoctors === 1 && !pagination.totalCapped
    ? MSG_SEARCH.resultsCountOne
    : fill(MSG_SEARCH.resultsCount, { count: totalLabel(pagination) });
}

/** "5–10 years", "5+ years", "Up to 10 years" for the experience filter, or null when it is not set. */
function experienceFilterText(filters: Filters): string | null {
  const { minExperience: min, maxExperience: max } = filters;
  if (min && max) return fill(MSG_SEARCH.experienceFilter, { min, max });
  if (min) return fill(MSG_SEARCH.experienceFilterFrom, { min });
  if (max) return fill(MSG_SEARCH.experienceFilterUpTo, { max });
  return null;
}

/**
 * Find Your Doctor (/search — spec 01 §2, §4, §5, §8). Starts on mount with the defaults (highest rated
 * first, 6 a page). The sidebar edits a draft; Apply, the location filter and the radius run the search
 * with what the sidebar shows. List View / Map View, paging and the browser's back and forward buttons
 * move through the URL query; the location filter's position rides in the history entry's state.
 */
export function DoctorSearchPage() {
  const [searchParams] = useSearchParams();
  const routerLocation = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuthSession();
  const resultsRef = useRef<HTMLElement>(null);
  const resultsHeadingId = useId();

  const search = searchParams.toString();
  const applied = useMemo(() => readSearchState(new URLSearchParams(search)), [search]);
  const near = useMemo(() => readNearMe(routerLocation.state), [routerLocation.state]);

  // The sidebar's draft follows the applied filters whenever they change (a search, back, forward)…
  const appliedKey = writeSearchParams({ filters: applied.filters, page: 1, view: 'list' }).toString();
  const [draft, setDraft] = useState<Filters>(applied.filters);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied.filters);
  }

  const [rangeError, setRangeError] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [locating, setLocating] = useState(false);

  const query = useMemo(() => toDoctorQuery(applied, near), [applied, near]);
  const results = useDoctorSearch(query);
  const savedLocation = useSavedLocation(user !== null && applied.view === 'map' && near === null);
  const locationSaving = useSaveLocation();
  const userPoint = near ?? savedLocation.data ?? null;

  /**
   * Puts a search in the URL (and the position in the history entry). Resolves with the search's API
   * query once the navigation has landed.
   */
  async function go(next: DoctorSearchState, nextNear: NearMe | null) {
    const params = writeSearchParams(next).toString();
    const nextSearch = params ? `?${params}` : '';
    const unchanged =
      nextSearch === routerLocation.search && JSON.stringify(nextNear) === JSON.stringify(near);
    if (unchanged) void results.refetch();
    await navigate(
      { search: nextSearch },
      { state: nextNear ? { near: nextNear } : null, replace: unchanged },
    );
    return toDoctorQuery(next, nextNear);
  }

  /** What the sidebar shows — or, while its experience range is invalid, the filters already applied. */
  function sidebarFilters(nextNear: NearMe | null): Filters {
    const filters = experienceRangeInvalid(draft) ? applied.filters : draft;
    return { ...filters, sortBy: effectiveSort(filters.sortBy, nextNear) };
  }

  function apply() {
    if (experienceRangeInvalid(draft)) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    void go({ filters: sidebarFilters(near), page: 1, view: applied.view }, near);
    setFiltersOpen(false);
  }

  function clear() {
    setRangeError(false);
    setDraft(EMPTY_FILTERS);
    void go({ filters: EMPTY_FILTERS, page: 1, view: applied.view }, null);
    if (near) toast.success(MSG_SEARCH.locationFilterCleared);
  }

  async function searchNear(nextNear: NearMe) {
    const nextQuery = await go({ filters: sidebarFilters(nextNear), page: 1, view: applied.view }, nextNear);
    try {
      // Shares the page's own request for the same query; the toast waits for the answer.
      const answer = await queryClient.fetchQuery({ ...doctorSearchOptions(nextQuery), staleTime: 30_000 });
      // With nobody in range the empty state speaks instead of a "found" toast.
      if (answer.pagination.totalDoctors > 0) {
        toast.success(fill(MSG_SEARCH.foundWithinRadius, { radius: nextNear.radius }));
      }
    } catch {
      // The results area shows the failure.
    }
  }

  async function toggleLocation() {
    if (near) {
      void go({ filters: sidebarFilters(null), page: 1, view: applied.view }, null);
      toast.success(MSG_SEARCH.locationFilterCleared);
      return;
    }
    setLocating(true);
    const outcome = await locate(browserEnvironment());
    setLocating(false);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    if (outcome.source === 'dev-fallback') toast.info(MSG_SEARCH.devLocationInfo);
    if (user) {
      locationSaving.mutate(
        { latitude: outcome.lat, longitude: outcome.lng },
        { onError: () => toast.error(MSG_SEARCH.saveLocationFailed) },
      );
    }
    await searchNear({ lat: outcome.lat, lng: outcome.lng, radius: DEFAULT_RADIUS });
  }

  function changeRadius(radius: SearchRadiusKm) {
    if (near && near.radius !== radius) void searchNear({ ...near, radius });
  }

  function changeView(view: ResultsView) {
    void go({ ...applied, view, page: 1 }, near);
  }

  function changePage(page: number) {
    void go({ ...applied, page }, near);
    const target = resultsRef.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    if (typeof target.scrollIntoView === 'function') {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }
  }

  function applySuggestedSpecialty(specialty: DoctorSearchSpecialty) {
    setDraft((current) => ({ ...current, specialty }));
    setAiOpen(false);
    setFiltersOpen(true);
    toast.success(fill(MSG_SEARCH.aiRecommends, { specialty }));
  }

  /** One click each, for an empty result: the next radius, search everywhere, or one applied filter fewer. */
  function emptySuggestions(): SearchSuggestion[] {
    const suggestions: SearchSuggestion[] = [];
    const wider = near ? SEARCH_RADII_KM.find((radius) => radius > near.radius) : undefined;
    if (near && wider !== undefined) {
      suggestions.push({
        key: 'radius',
        label: fill(MSG_SEARCH.widenRadius, { radius: wider }),
        onSelect: () => changeRadius(wider),
      });
    }
    if (near) {
      suggestions.push({
        key: 'everywhere',
        label: MSG_SEARCH.searchEverywhere,
        onSelect: () => void toggleLocation(),
      });
    }
    const without = (filters: Partial<Filters>) => () => {
      setRangeError(false);
      void go({ filters: { ...applied.filters, ...filters }, page: 1, view: applied.view }, near);
    };
    const { specialty, city, skillKeyword } = applied.filters;
    if (specialty) {
      suggestions.push({
        key: 'specialty',
        label: fill(MSG_SEARCH.removeFilter, { filter: specialty }),
        onSelect: without({ specialty: '' }),
      });
    }
    if (city) {
      suggestions.push({
        key: 'city',
        label: fill(MSG_SEARCH.removeFilter, { filter: city }),
        onSelect: without({ city: '' }),
      });
    }
    const experience = experienceFilterText(applied.filters);
    if (experience) {
      suggestions.push({
        key: 'experience',
        label: fill(MSG_SEARCH.removeFilter, { filter: experience }),
        onSelect: without({ minExperience: '', maxExperience: '' }),
      });
    }
    if (skillKeyword.trim()) {
      suggestions.push({
        key: 'keyword',
        label: fill(MSG_SEARCH.removeFilter, { filter: skillKeyword.trim() }),
        onSelect: without({ skillKeyword: '' }),
      });
    }
    return suggestions;
  }

  // The sidebar shows something other than the results: "Filters changed — Apply" beside Apply.
  const draftKey = writeSearchParams({ filters: draft, page: 1, view: 'list' }).toString();
  const filtersChanged = draftKey !== appliedKey;

  const data = results.data;
  const updating = results.isFetching && results.isPlaceholderData;
  const pagination = data?.pagination;

  // A page past the end (an old link, a typed URL, fewer results since): the last page instead, in place of
  // this history entry, rather than "Page 9 of 3" over no cards. Until it arrives the skeleton shows (the
  // answer past the end is also the placeholder while the last page loads).
  const pastTheEnd =
    data !== undefined && isPastTheEnd(data.pagination, data.doctors.length, data.pagination.totalDoctors);
  const lastPage = pastTheEnd && !results.isPlaceholderData ? data.pagination.totalPages : null;
  useEffect(() => {
    if (lastPage === null) return;
    const params = writeSearchParams({ ...applied, page: lastPage }).toString();
    void navigate({ search: params ? `?${params}` : '' }, { replace: true, state: routerLocation.state });
  }, [lastPage, applied, navigate, routerLocation.state]);

  const body = (
    <SearchResults
      items={pastTheEnd ? undefined : data?.doctors}
      error={
        results.isError
          ? {
              message: MSG_SEARCH.doctorsFetchFailed,
              onRetry: () => void results.refetch(),
              retrying: results.isFetching,
            }
          : null
      }
      loading={
        applied.view === 'map' ? (
          <div className="h-[26rem] animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none sm:h-[34rem] dark:bg-slate-800" />
        ) : (
          <CardSkeletonGrid count={6} />
        )
      }
      isEmpty={data?.doctors.length === 0 && data.pagination.totalDoctors === 0}
      empty={
        <EmptyResults
          message={MSG_SEARCH.noDoctorsFound}
          hint={near ? MSG_SEARCH.noDoctorsHint : MSG_SEARCH.noDoctorsHintUnlocated}
          onClear={clear}
          suggestions={emptySuggestions()}
        />
      }
      view={
        data && applied.view === 'map' ? (
          <DoctorMapView
            doctors={data.doctors}
            total={data.pagination.totalDoctors}
            totalText={totalLabel(data.pagination)}
            user={userPoint}
          />
        ) : undefined
      }
      renderItem={(doctor) => <DoctorCard doctor={doctor} />}
    />
  );

  return (
    <Container className="py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {MSG_SEARCH.findYourDoctor}
        </h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{MSG_SEARCH.findYourDoctorIntro}</p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-8">
        <aside>
          <FilterPanel open={filtersOpen} onOpenChange={setFiltersOpen}>
            <DoctorFilters
              draft={draft}
              onDraftChange={(next) => {
                setDraft(next);
                if (rangeError && !experienceRangeInvalid(next)) setRangeError(false);
              }}
              rangeError={rangeError}
              location={{
                on: near !== null,
                locating,
                radius: near?.radius ?? DEFAULT_RADIUS,
                onToggle: () => void toggleLocation(),
                onRadiusChange: changeRadius,
              }}
              onApply={apply}
              onClear={clear}
              onAskAi={() => setAiOpen(true)}
              changed={filtersChanged}
            />
          </FilterPanel>
        </aside>

        <section ref={resultsRef} tabIndex={-1} aria-labelledby={resultsHeadingId} className="outline-none">
          <h2 id={resultsHeadingId} className="sr-only">
            {MSG_SEARCH.searchResults}
          </h2>
          {/* On a phone the view toggle has a row of its own below the count: sharing one, the count's text
              arriving with the results pushed the toggle and the results down a line (layout shift). */}
          <div className="mb-5 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
            <div className="flex min-h-9 flex-wrap items-center gap-3">
              <p role="status" className="text-base font-semibold text-slate-900 dark:text-white">
                {pagination && !results.isError ? countText(pagination) : ''}
              </p>
              {filtersChanged && !updating && (
                // The sidebar's Apply may be below the fold: the same action beside the count.
                <Button size="sm" variant="secondary" onClick={apply} className="ring-1 ring-amber-400">
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {MSG_SEARCH.filtersChangedApply}
                </Button>
              )}
              {updating && (
                <span className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                  <LoaderCircle
                    aria-hidden="true"
                    className="size-4 animate-spin motion-reduce:animate-none"
                  />
                  {MSG_SEARCH.updatingResults}
                </span>
              )}
            </div>
            <ViewToggle view={applied.view} onChange={changeView} />
          </div>

          <div
            aria-busy={updating || undefined}
            className={cn('transition-opacity motion-reduce:transition-none', updating && 'opacity-60')}
          >
            {body}
          </div>

          {applied.view === 'list' &&
            pagination &&
            !pastTheEnd &&
            !results.isError &&
            (pagination.totalPages > 1 || pagination.currentPage > 1) && (
              <Pagination
                page={pagination.currentPage}
                totalPages={pagination.totalPages}
                hasPrev={pagination.hasPrevPage}
                hasNext={pagination.hasNextPage}
                onPageChange={changePage}
                disabled={updating}
              />
            )}
        </section>
      </div>

      <AiSuggestionModal
        open={aiOpen}
        onClose={() => setAiOpen(false)}
        onUseSpecialty={applySuggestedSpecialty}
      />
    </Container>
  );
}
