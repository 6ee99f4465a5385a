import { shiftDay } from '@arogya/contract/constants/lab-tests';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { TextField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { cn } from '../../../lib/cn';
import { formatLongDay, formatShortDay, indiaToday } from '../../../lib/india-date';
import { useSocketEvent } from '../../../lib/socket';
import { useTechnicianLabTests } from '../api/get-technician-lab-tests';
import { labTestKeys } from '../api/lab-test-keys';
import { CollectionCard } from '../components/collection-card';
import { TechnicianOnly } from '../components/technician-only';
import { busyDays, collectionsOn } from '../lib/collection-lists';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Collection Schedule (/technician/schedule, spec 02 §2 "not detailed" — ours): a day-by-day agenda. Pick a
 * day (?date=, today by default; arrows and the days that have collections); each collection shows the
 * address, slot, patient, preparation, its status and what to do next, including the report upload.
 */
export function TechnicianSchedulePage() {
  return (
    <TechnicianOnly>
      <Schedule />
    </TechnicianOnly>
  );
}

function Schedule() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const today = indiaToday();
  const requested = params.get('date') ?? '';
  const day = DAY.test(requested) ? requested : today;
  const tests = useTechnicianLabTests();
  useSocketEvent(
    SOCKET_EVENTS.labTestUpdated,
    () => void queryClient.invalidateQueries({ queryKey: labTestKeys.technician }),
  );
  const go = (next: string) => setParams({ date: next }, { replace: true });

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_LAB.collectionSchedule}
      </h1>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => go(shiftDay(day, -1))}
          aria-label={MSG_LAB.previousDay}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <TextField
          label={MSG_LAB.pickDay}
          type="date"
          value={day}
          onChange={(event) => DAY.test(event.target.value) && go(event.target.value)}
          className="w-44"
        />
        <Button variant="outline" size="sm" onClick={() => go(shiftDay(day, 1))} aria-label={MSG_LAB.nextDay}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        {day !== today && (
          <Button variant="ghost" size="sm" onClick={() => go(today)}>
            {MSG_LAB.today}
          </Button>
        )}
      </div>
      {tests.data && busyDays(tests.data, today).length > 0 && (
        <nav aria-label={MSG_LAB.daysWithCollections} className="mt-4 flex flex-wrap gap-2">
          {busyDays(tests.data, today)
            .slice(0, 10)
            .map((d) => (
              <button
                key={d}
                type="button"
                onClick={() => go(d)}
                aria-current={d === day ? 'date' : undefined}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm font-medium',
                  d === day
                    ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-300 dark:bg-teal-300 dark:text-slate-950'
                    : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {formatShortDay(d)}
              </button>
            ))}
        </nav>
      )}
      <h2 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">{formatLongDay(day)}</h2>
      {tests.isPending ? (
        <LoadingState label={MSG_LAB.loadingCollections} />
      ) : tests.isError ? (
        <ErrorState
          className="mt-4"
          message={MSG_LAB.fetchFailed}
          onRetry={() => void tests.refetch()}
          retrying={tests.isFetching}
        />
      ) : collectionsOn(tests.data, day).length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/50">
          <CalendarX2 aria-hidden="true" className="size-9 text-slate-500 dark:text-slate-400" />
          <p className="font-semibold text-slate-800 dark:text-slate-100">{MSG_LAB.noCollectionsOnDay}</p>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-5 lg:grid-cols-2">
          {collectionsOn(tests.data, day).map((test) => (
            <li key={test._id}>
              <CollectionCard test={test} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
