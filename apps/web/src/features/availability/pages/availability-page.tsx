import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { fill } from '@arogya/contract/messages/fill';
import { CalendarCheck2, Save, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { InfoNote } from '../../../components/ui/info-note';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError, notifyRequestFailure } from '../../../lib/api-client';
import { type SessionUser, useAuthSession } from '../../../lib/auth-session';
import { getToken } from '../../../lib/auth-token';
import { indiaToday } from '../../../lib/india-date';
import { useAvailability } from '../api/get-availability';
import { useSetAvailability } from '../api/set-availability';
import { AvailabilityCalendar } from '../components/availability-calendar';
import { availabilityPayload, sameDays, selectionFrom, toggleDay } from '../lib/calendar';

const PROFESSIONAL_ROLES = new Set(['doctor', 'nurse']);

function countText(count: number): string {
  if (count === 0) return MSG_AVAILABILITY.noDaysSelected;
  return count === 1 ? MSG_AVAILABILITY.oneDaySelected : fill(MSG_AVAILABILITY.daysSelected, { count });
}

/**
 * /doctor/availability and /nurse/availability (spec 02 §2, §5, §7, §8): the current month (India time)
 * as day buttons, starting from the saved days (GET /availability/{me}); Save sends POST /availability →
 * 'Availability updated successfully!' / 'Failed to update availability.'; without a session 'You must be
 * logged in.'. If the saved days cannot be read the page says 'Could not fetch availability.' and offers
 * Retry rather than an empty calendar, whose Save would wipe the saved days.
 */
export function AvailabilityPage() {
  const { user } = useAuthSession();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {MSG_AVAILABILITY.title}
      </h1>
      {user !== null && PROFESSIONAL_ROLES.has(user.role) ? (
        <AvailabilityEditor user={user} />
      ) : (
        <InfoNote className="mt-8">{MSG_AVAILABILITY.professionalsOnly}</InfoNote>
      )}
    </div>
  );
}

function AvailabilityEditor({ user }: { user: SessionUser }) {
  const today = indiaToday();
  const availability = useAvailability(user._id);
  const [draft, setDraft] = useState<string[] | null>(null);
  // A day that holds bookings cannot be removed (409): the server's message stays on screen until the
  // next change, naming the day and how many bookings it holds.
  const [conflict, setConflict] = useState<string | null>(null);
  const saving = useSetAvailability(user._id);

  if (availability.isPending) return <LoadingState label={MSG_AVAILABILITY.loading} />;
  if (availability.isError) {
    return (
      <ErrorState
        className="mt-8"
        message={MSG_AVAILABILITY.fetchFailed}
        onRetry={() => void availability.refetch()}
        retrying={availability.isFetching}
      />
    );
  }

  const saved = selectionFrom(availability.data.availableDates, today);
  const selected = draft ?? saved;
  const dirty = !sameDays(selected, saved);

  async function save() {
    if (getToken() === null) {
      toast.error(MSG_AVAILABILITY.mustLogin);
      return;
    }
    try {
      const response = await saving.mutateAsync(availabilityPayload(selected, today));
      setDraft(null);
      setConflict(null);
      toast.success(response.msg || MSG_AVAILABILITY.updated);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(error.message);
      notifyRequestFailure(error, MSG_AVAILABILITY.updateFailed);
    }
  }

  return (
    <>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{MSG_AVAILABILITY.hint}</p>
      <Card className="mt-8">
        <AvailabilityCalendar
          today={today}
          selected={selected}
          onToggle={(date) => {
            setConflict(null);
            setDraft(toggleDay(selected, date, today));
          }}
          disabled={saving.isPending}
        />
        {conflict !== null && (
          <p
            role="alert"
            className="mt-6 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {conflict}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <div role="status" className="text-sm">
            <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <CalendarCheck2 aria-hidden="true" className="size-4 text-teal-700 dark:text-teal-300" />
              {countText(selected.length)}
            </p>
            {dirty && (
              <p className="mt-1 text-amber-800 dark:text-amber-300">{MSG_AVAILABILITY.unsavedChanges}</p>
            )}
          </div>
          <Button onClick={() => void save()} disabled={saving.isPending} className="w-full sm:w-auto">
            <Save aria-hidden="true" className="size-4" />
            {saving.isPending ? MSG_AVAILABILITY.saving : MSG_AVAILABILITY.save}
          </Button>
        </div>
      </Card>
    </>
  );
}
