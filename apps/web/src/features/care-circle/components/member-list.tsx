import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { fill } from '@arogya/contract/messages/fill';
import type { CareCircleMember } from '@arogya/contract/schemas/care-circle';
import { UserMinus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateSharing } from '../api/update-sharing';
import { Pill } from './pill';

function SharingToggles({ member }: { member: CareCircleMember }) {
  const update = useUpdateSharing();
  const set = (change: Partial<Pick<CareCircleMember, 'shareAppointments' | 'shareAdherence'>>) =>
    update.mutate(
      {
        memberId: member._id,
        shareAppointments: member.shareAppointments,
        shareAdherence: member.shareAdherence,
        ...change,
      },
      { onSuccess: () => toast.success(MSG_CARE_CIRCLE.sharingSaved) },
    );
  return (
    <fieldset className="mt-3 text-sm">
      <legend className="font-medium text-slate-700 dark:text-slate-300">{MSG_CARE_CIRCLE.sharing}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        <label className="inline-flex items-center gap-2 text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            className="size-4 accent-teal-700"
            checked={member.shareAppointments}
            disabled={update.isPending}
            onChange={(e) => set({ shareAppointments: e.target.checked })}
          />
          {MSG_CARE_CIRCLE.shareAppointments}
        </label>
        <label className="inline-flex items-center gap-2 text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            className="size-4 accent-teal-700"
            checked={member.shareAdherence}
            disabled={update.isPending}
            onChange={(e) => set({ shareAdherence: e.target.checked })}
          />
          {MSG_CARE_CIRCLE.shareAdherence}
        </label>
      </div>
    </fieldset>
  );
}

/** The circle's members (spec 01 §3): name or e-mail, role, status Active or pending, and Remove. */
export function MemberList({ members }: { members: CareCircleMember[] }) {
  const headingId = useId();
  const remove = useRemoveMember();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_CARE_CIRCLE.members}
      </h2>
      {members.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{MSG_CARE_CIRCLE.noMembers}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {members.map((member) => {
            const name = member.user?.name ?? member.email;
            const active = member.status === 'Active';
            return (
              <li key={member._id} className="py-3">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900 dark:text-white">{name}</p>
                    {member.user && (
                      <p className="text-sm break-all text-slate-600 dark:text-slate-400">{member.email}</p>
                    )}
                    <div className="mt-1 flex flex-wrap gap-2">
                      <Pill>{member.role}</Pill>
                      <Pill tone={active ? 'success' : 'warning'}>
                        {active ? MSG_CARE_CIRCLE.active : MSG_CARE_CIRCLE.pending}
                      </Pill>
                    </div>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={fill(MSG_CARE_CIRCLE.removeMember, { name })}
                    onClick={() => remove.mutate(member._id, { onSuccess: (res) => toast.success(res.msg) })}
                  >
                    <UserMinus aria-hidden="true" className="size-4" />
                    {MSG_CARE_CIRCLE.remove}
                  </Button>
                </div>
                {active && <SharingToggles member={member} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
