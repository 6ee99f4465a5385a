import {
  DEFAULT_FORUM_SORT,
  FORUM_ALL_CATEGORIES_LABEL,
  FORUM_CATEGORIES,
  FORUM_SORTS,
  FORUM_STATUSES,
} from '@arogya/contract/constants/forum';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { MessageCircleQuestion, Plus, Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { controlClasses, SelectField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { isPastTheEnd } from '../../../lib/past-the-end';
import { type ForumListQuery, useQuestions } from '../api/list-questions';
import { ForumPagination } from '../components/forum-pagination';
import { QuestionCard } from '../components/question-card';

const FILTER_KEYS = ['category', 'status', 'sortBy', 'search', 'tags'] as const;

/** The forum list (spec 02 §2): filters live in the URL; changing any but the page resets it to 1. */
export function ForumListPage() {
  const [params, setParams] = useSearchParams();
  const query: ForumListQuery = {
    page: params.get('page') ?? '1',
    category: params.get('category') ?? '',
    status: params.get('status') ?? '',
    sortBy: params.get('sortBy') ?? DEFAULT_FORUM_SORT,
    search: params.get('search') ?? '',
    tags: params.get('tags') ?? '',
  };
  const [searchText, setSearchText] = useState(query.search);
  useEffect(() => setSearchText(query.search), [query.search]);
  const questions = useQuestions(query);

  function setFilter(key: (typeof FILTER_KEYS)[number] | 'page', value: string) {
    const next = new URLSearchParams(params);
    if (value === '' || value === 'all' || (key === 'sortBy' && value === DEFAULT_FORUM_SORT))
      next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setFilter('search', searchText.trim());
  }

  const filtered = FILTER_KEYS.some((k) => params.has(k));
  const data = questions.data;

  // A page past the end (an old link, a typed URL, fewer questions since): the last page, in place of this
  // history entry, rather than "No questions yet" over a forum that has them.
  const pastTheEnd =
    data !== undefined &&
    isPastTheEnd(data.pagination, data.questions.length, data.pagination.totalQuestions);
  const lastPage = pastTheEnd && !questions.isPlaceholderData ? data.pagination.totalPages : null;
  useEffect(() => {
    if (lastPage === null) return;
    const next = new URLSearchParams(params);
    if (lastPage === 1) next.delete('page');
    else next.set('page', String(lastPage));
    setParams(next, { replace: true });
  }, [lastPage, params, setParams]);

  return (
    <Container className="py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {MSG_FORUM.heading}
        </h1>
        <ButtonLink to="/forum/ask">
          <Plus aria-hidden="true" className="size-4" />
          {MSG_FORUM.askAQuestion}
        </ButtonLink>
      </div>

      <section
        aria-label={MSG_FORUM.filtersLabel}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <search>
          <form onSubmit={submitSearch} className="flex gap-2">
            <label htmlFor="forum-search" className="sr-only">
              {MSG_FORUM.searchLabel}
            </label>
            <input
              id="forum-search"
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder={MSG_FORUM.searchPlaceholder}
              maxLength={200}
              className={controlClasses}
            />
            <Button type="submit" aria-label={MSG_FORUM.searchLabel}>
              <Search aria-hidden="true" className="size-4" />
            </Button>
          </form>
        </search>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <SelectField
            label={MSG_FORUM.category}
            value={query.category || 'all'}
            onChange={(e) => setFilter('category', e.target.value)}
            options={[
              { value: 'all', label: FORUM_ALL_CATEGORIES_LABEL },
              ...Object.entries(FORUM_CATEGORIES).map(([value, label]) => ({ value, label })),
            ]}
          />
          <SelectField
            label={MSG_FORUM.status}
            value={query.status || 'all'}
            onChange={(e) => setFilter('status', e.target.value)}
            options={Object.entries(FORUM_STATUSES).map(([value, label]) => ({ value, label }))}
          />
          <SelectField
            label={MSG_FORUM.sortBy}
            value={query.sortBy}
            onChange={(e) => setFilter('sortBy', e.target.value)}
            options={Object.entries(FORUM_SORTS).map(([value, label]) => ({ value, label }))}
          />
        </div>
        {filtered && (
          <div className="mt-4 flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
              {MSG_FORUM.clearFilters}
            </Button>
          </div>
        )}
      </section>

      <div className="mt-6" aria-live="polite" aria-busy={questions.isFetching}>
        {questions.isPending || pastTheEnd ? (
          <LoadingState />
        ) : questions.isError || !data ? (
          <ErrorState
            message={MSG_FORUM.loadQuestionsFailed}
            onRetry={() => questions.refetch()}
            retrying={questions.isFetching}
          />
        ) : data.questions.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
            <MessageCircleQuestion aria-hidden="true" className="size-10 text-slate-500" />
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{MSG_FORUM.noQuestions}</h2>
            <p className="text-slate-600 dark:text-slate-300">{MSG_FORUM.noQuestionsHint}</p>
          </div>
        ) : (
          <>
            <ul className="space-y-4">
              {data.questions.map((q) => (
                <li key={q._id}>
                  <QuestionCard question={q} />
                </li>
              ))}
            </ul>
            <ForumPagination
              page={data.pagination.currentPage}
              totalPages={data.pagination.totalPages}
              onPage={(p) => setFilter('page', p === 1 ? '' : String(p))}
            />
          </>
        )}
      </div>
    </Container>
  );
}
