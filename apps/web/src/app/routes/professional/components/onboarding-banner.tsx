import { fill } from '@arogya/contract/messages/fill';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { CalendarPlus, Hourglass, RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { useMySchedule } from '../../../../features/availability/api/get-my-schedule';
import { useResubmitApplication } from '../../../../features/profiles/api/resubmit-application';
import { type SessionUser, useAuthSession } from '../../../../lib/auth-session';
import { cn } from '../../../../lib/cn';
import { toast } from '../../../../lib/toast';

type Tone = 'info' | 'warning';

const TONES: Record<Tone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-50',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50',
};

/** Where each professional corrects their details. */
function detailsPath(role: SessionUser['role']): string | null {
  if (role === 'doctor' || role === 'nurse') return `/${role}/edit-profile`;
  if (role === 'technician') return '/technician/profile';
  if (role === 'ambulance') return '/driver/edit-profile';
  return null;
}

const PROFESSIONAL_ROLES: ReadonlySet<SessionUser['role']> = new Set([
  'doctor',
  'nurse',
  'technician',
  'ambulance',
]);

/**
 * The first thing a professional's dashboard says while they are not yet bookable (decision 052):
 * awaiting verification (what happens next), rejected (the reason, how to fix it, Resubmit for review),
 * or approved without availability ("Add your availability so patients can book you"). Nothing once
 * they are approved and bookable, and nothing for patients and admins.
 */
export function OnboardingBanner({ user }: { user: SessionUser }) {
  if (!PROFESSIONAL_ROLES.has(user.role)) return null;
  if (user.approvalStatus === 'pending') return <AwaitingBanner user={user} />;
  if (user.approvalStatus === 'rejected') return <RejectedBanner user={user} />;
  if (user.approvalStatus === 'approved' && (user.role === 'doctor' || user.role === 'nurse'))
    return <NoAvailabilityBanner role={user.role} />;
  return null;
}

function Banner({
  tone,
  icon,
  title,
  children,
}: {
  tone: Tone;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn('mt-6 rounded-2xl border px-5 py-4 sm:px-6 sm:py-5', TONES[tone])}
    >
      <h2 className="flex items-start gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-sm sm:text-base">{children}</div>
    </section>
  );
}

function AwaitingBanner({ user }: { user: SessionUser }) {
  const practice = user.role === 'doctor' || user.role === 'nurse';
  const details = detailsPath(user.role);
  return (
    <Banner
      tone="info"
      icon={<Hourglass aria-hidden="true" className="mt-1 size-5 shrink-0" />}
      title={MSG_PROFILE.awaitingTitle}
    >
      <p>{MSG_PROFILE.awaitingBody}</p>
      <p>{practice ? MSG_PROFILE.awaitingNextPractice : MSG_PROFILE.awaitingNextOther}</p>
      {practice && (
        <div className="flex flex-wrap gap-2 pt-1">
          {details && (
            <ButtonLink to={details} variant="outline" size="sm">
              {MSG_PROFILE.awaitingEditProfile}
            </ButtonLink>
          )}
          <ButtonLink to={`/${user.role}/availability`} variant="outline" size="sm">
            {MSG_PROFILE.awaitingSetHours}
          </ButtonLink>
        </div>
      )}
    </Banner>
  );
}

function RejectedBanner({ user }: { user: SessionUser }) {
  const resubmit = useResubmitApplication();
  const details = detailsPath(user.role);
  const reason =
    (typeof user.rejectionReason === 'string' && user.rejectionReason.trim()) || MSG_PROFILE.rejectedNoReason;
  return (
    <Banner
      tone="warning"
      icon={<TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />}
      title={MSG_PROFILE.rejectedTitle}
    >
      <p className="font-medium">{fill(MSG_PROFILE.rejectedReason, { reason })}</p>
      <p>{MSG_PROFILE.rejectedHowToFix}</p>
      <div className="flex flex-wrap gap-2 pt-1">
        {details && (
          <ButtonLink to={details} variant="outline" size="sm">
            {MSG_PROFILE.rejectedEditDetails}
          </ButtonLink>
        )}
        <Button
          size="sm"
          disabled={resubmit.isPending}
          onClick={() =>
            // The toast does not wait for this banner: the session reloads and it gives way to "Awaiting".
            void resubmit
              .mutateAsync()
              .then(() => toast.success(MSG_PROFILE.resubmitted))
              .catch(() => {})
          }
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {resubmit.isPending ? MSG_PROFILE.resubmitting : MSG_PROFILE.resubmit}
        </Button>
      </div>
    </Banner>
  );
}

function NoAvailabilityBanner({ role }: { role: 'doctor' | 'nurse' }) {
  const schedule = useMySchedule();
  // Quiet while loading or when the schedule cannot be read: the banner is a nudge, not a gate.
  if (!schedule.isSuccess || schedule.data.schedule.length > 0) return null;
  return (
    <Banner
      tone="warning"
      icon={<CalendarPlus aria-hidden="true" className="mt-1 size-5 shrink-0" />}
      title={MSG_PROFILE.noAvailabilityTitle}
    >
      <p>{MSG_PROFILE.noAvailabilityBody}</p>
      <div className="pt-1">
        <ButtonLink to={`/${role}/availability`} size="sm">
          {MSG_PROFILE.noAvailabilityLink}
        </ButtonLink>
      </div>
    </Banner>
  );
}

/** For the dashboards other areas own (technician, driver): the banner above the page, in its width. */
export function WithOnboardingBanner({ children }: { children: ReactNode }) {
  const { user } = useAuthSession();
  return (
    <>
      {user !== null && (
        <Container className="-mb-4 pt-4">
          <OnboardingBanner user={user} />
        </Container>
      )}
      {children}
    </>
  );
}
