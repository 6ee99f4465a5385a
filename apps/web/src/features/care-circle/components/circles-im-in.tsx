import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { fill } from '@arogya/contract/messages/fill';
import type { CareCircleMembership } from '@arogya/contract/schemas/care-circle';
import { LogOut } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { toast } from '../../../lib/toast';
import { useMemberships } from '../api/get-memberships';
import { useShared } from '../api/get-shared';
import { useLeaveCircle } from '../api/leave-circle';
import { Pill } from './pill';

function SharedView({ membership }: { membership: CareCircleMembership }) {
  const shared = useShared(membership._id, true);
  if (shared.isPending) return <LoadingState className="py-4" />;
  if (!shared.data) return null;
  const { upcomingAppointments, adherence } = shared.data;
  if (!upcomingAppointments && !adherence) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {fill(MSG_CARE_CIRCLE.nothingShared, { name: membership.patient.name })}
      </p>
    );
  }
  return (
    <div className="space-y-3 text-sm">
      {adherence && (
        <div>
          <h4 className="font-semibold text-slate-800 dark:text-slate-200">
            {MSG_CARE_CIRCLE.sharedAdherence}
          </h4>
          <p className="text-slate-700 dark:text-slate-300">
            {fill(MSG_CARE_CIRCLE.adherenceLine, {
              score: adherence.adherenceScore,
              streak: adherence.streak,
            })}
          </p>
        </div>
      )}
      {upcomingAppointments && (
        <div>
          <h4 className="font-semibold text-slate-800 dark:text-slate-200">
            {MSG_CARE_CIRCLE.sharedAppointments}
          </h4>
          {upcomingAppointments.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{MSG_CARE_CIRCLE.noUpcoming}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-slate-700 dark:text-slate-300">
              {upcomingAppointments.map((a) => (
                <li key={a._id} className="break-words">
                  {a.appointmentDate} · {a.appointmentTime} · {a.bookingType} · {a.professional.name}
                  {a.professional.specialty ? ` (${a.professional.specialty})` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** What the page adds to a circle you are in (a professional's Start Family Bridge). */
export type MembershipActions = (membership: CareCircleMembership) => ReactNode;

function MembershipItem({
  membership,
  actions,
}: {
  membership: CareCircleMembership;
  actions?: MembershipActions | undefined;
}) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveCircle();
  const panelId = useId();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900 dark:text-white">{membership.patient.name}</p>
          <div className="mt-1">
            <Pill>{membership.role}</Pill>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions?.(membership)}
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {MSG_CARE_CIRCLE.viewShared}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={leave.isPending}
            onClick={() => leave.mutate(membership._id, { onSuccess: (res) => toast.success(res.msg) })}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {MSG_CARE_CIRCLE.leave}
          </Button>
        </div>
      </div>
      <div id={panelId} hidden={!open} className="mt-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
        {open && <SharedView membership={membership} />}
      </div>
    </li>
  );
}

/** "Circles I'm in": the circles you are an Active member of, what each patient shares, and Leave. */
export function CirclesImIn({ actions }: { actions?: MembershipActions }) {
  const headingId = useId();
  const memberships = useMemberships();
  const list = memberships.data ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_CARE_CIRCLE.circlesImIn}
      </h2>
      {memberships.isPending ? (
        <LoadingState className="py-4" />
      ) : list.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{MSG_CARE_CIRCLE.noCircles}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {list.map((m) => (
            <MembershipItem key={m._id} membership={m} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
