import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import type { FollowUp } from '@arogya/contract/schemas/appointments';
import { CalendarCheck2, CalendarClock, LogIn, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { type SessionUser, useAuthSession } from '../../../lib/auth-session';
import { loginPath } from '../../../lib/auth-token';
import { formatLongDay } from '../../../lib/india-date';
import { useFollowUp } from '../api/get-follow-up';
import { followUpBookingPath, readableVisitTime } from '../lib/follow-up-booking';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-slate-900 sm:col-span-2 sm:mt-0 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

function FollowUpDetails({ followUp, user }: { followUp: FollowUp; user: SessionUser }) {
  const { doctor } = followUp;
  return (
    <Card className="space-y-5">
      <div className="flex items-center gap-4">
        <Avatar name={doctor.name} pictureUrl={null} />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">
            {fill(MSG_BOOKING.followUpPageScheduledBy, { name: doctor.name })}
          </p>
          {doctor.specialty && <p className="text-teal-800 dark:text-teal-300">{doctor.specialty}</p>}
        </div>
      </div>
      <dl className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        <Fact term={MSG_BOOKING.followUpPageDate}>{formatLongDay(followUp.followUpDate)}</Fact>
        {followUp.lastVisitTime && (
          <Fact term={MSG_BOOKING.followUpPageLastVisit}>
            {readableVisitTime(followUp.lastVisitTime, formatLongDay)}
          </Fact>
        )}
        {followUp.note.trim() !== '' && <Fact term={MSG_BOOKING.followUpPageNote}>{followUp.note}</Fact>}
      </dl>
      {followUp.bookedAppointmentId !== null ? (
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-medium text-emerald-800 dark:text-emerald-300">
            <CalendarCheck2 aria-hidden="true" className="size-5" />
            {MSG_BOOKING.followUpPageBooked}
          </p>
          <ButtonLink to="/my-appointments" variant="outline">
            {MSG_BOOKING.followUpPageViewAppointments}
          </ButtonLink>
        </div>
      ) : user.role === 'patient' ? (
        <ButtonLink to={followUpBookingPath(followUp)} size="lg">
          <CalendarClock aria-hidden="true" className="size-5" />
          {MSG_BOOKING.followUpPageBook}
        </ButtonLink>
      ) : (
        // The professional who scheduled it may look, but /doctors/{id} is for patients only.
        <p className="text-slate-700 dark:text-slate-300">{MSG_BOOKING.followUpPagePatientsOnly}</p>
      )}
    </Card>
  );
}

function NotFound() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <SearchX aria-hidden="true" className="size-9 text-slate-500 dark:text-slate-400" />
      <p className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_BOOKING.followUpPageNotFound}
      </p>
      <p className="text-slate-700 dark:text-slate-300">{MSG_BOOKING.followUpPageNotFoundBody}</p>
      <ButtonLink to="/my-appointments" variant="outline" className="mt-2">
        {MSG_BOOKING.followUpPageViewAppointments}
      </ButtonLink>
    </div>
  );
}

/**
 * /follow-up/{id} (spec 01 §2, public): signed out, a short explanation and Login (coming back here);
 * signed in, who asked for the follow-up, when and their note, and 'Book Follow-up' to the booking page
 * prefilled from the last visit — or, once booked, a link to My Appointments. An unknown id (or someone
 * else's) is a not-found state.
 */
export function FollowUpPage() {
  const { id = '' } = useParams();
  const { user, loading } = useAuthSession();
  const followUp = useFollowUp(id, user !== null);

  let body: ReactNode;
  if (loading) {
    body = <LoadingState />;
  } else if (user === null) {
    body = (
      <Card className="space-y-5 text-center">
        <p className="text-lg text-slate-800 dark:text-slate-200">{MSG_BOOKING.followUpPageLoginPrompt}</p>
        <ButtonLink to={loginPath(`/follow-up/${id}`)} size="lg">
          <LogIn aria-hidden="true" className="size-5" />
          {MSG_SHELL.login}
        </ButtonLink>
      </Card>
    );
  } else if (followUp.isPending) {
    body = <LoadingState label={MSG_BOOKING.followUpPageLoading} />;
  } else if (followUp.isError) {
    const refused = isApiError(followUp.error) && followUp.error.status >= 400 && followUp.error.status < 500;
    body = refused ? (
      <NotFound />
    ) : (
      <ErrorState
        message={MSG_BOOKING.followUpPageLoadFailed}
        onRetry={() => void followUp.refetch()}
        retrying={followUp.isFetching}
      />
    );
  } else {
    body = <FollowUpDetails followUp={followUp.data} user={user} />;
  }

  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_BOOKING.followUpPageTitle}
      </h1>
      {body}
    </Container>
  );
}
