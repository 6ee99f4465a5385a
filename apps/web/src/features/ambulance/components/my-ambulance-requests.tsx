import { ambulanceRequestCardId } from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import type { AmbulanceRequest } from '@arogya/contract/schemas/ambulance';
import { Ambulance } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuthSession } from '../../../lib/auth-session';
import { formatDateTime } from '../../../lib/format';
import { linkedCardProps, useScrollToLinkedCard } from '../../../lib/linked-card';
import { useMyAmbulanceRequests } from '../api/get-my-ambulance-requests';
import { AmbulanceStatusBadge } from './ambulance-status';
import { CancelRequest } from './cancel-request';

/**
 * The patient's ambulance requests on My Appointments: status, driver and what to do next. Refreshes live
 * when a request changes. Renders nothing when there are none, or for other roles. An ambulance
 * notification links to `/my-appointments#ambulance-<id>`: that card is scrolled to, focused and highlighted.
 * `extra` is what the app adds to each card (rating a completed trip), so this feature does not import that one.
 */
export function MyAmbulanceRequests({ extra }: { extra?: (request: AmbulanceRequest) => ReactNode } = {}) {
  const { user } = useAuthSession();
  const requests = useMyAmbulanceRequests();
  const { hash } = useLocation();
  const targetId = decodeURIComponent(hash.replace(/^#/, ''));
  const target = requests.data?.find((r) => ambulanceRequestCardId(r._id) === targetId)?._id ?? null;

  useScrollToLinkedCard(target === null ? null : ambulanceRequestCardId(target));

  if (user?.role !== 'patient' || !requests.data || requests.data.length === 0) return null;
  return (
    <section aria-labelledby="my-ambulance-heading" className="mt-8 space-y-3">
      <h2
        id="my-ambulance-heading"
        className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white"
      >
        <Ambulance aria-hidden="true" className="size-5 text-red-700 dark:text-red-300" />
        {MSG_AMBULANCE.myRequests}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {requests.data.map((r) => (
          <li
            key={r._id}
            {...linkedCardProps(
              ambulanceRequestCardId(r._id),
              r._id === target,
              'space-y-2 border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900 dark:text-white">
                {r.emergencyType} · {r.city}
              </span>
              <AmbulanceStatusBadge status={r.status} />
            </div>
            <p className="break-words text-sm text-slate-700 dark:text-slate-300">{r.address}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{formatDateTime(r.createdAt)}</p>
            {r.driver && (
              <p className="text-sm text-slate-800 dark:text-slate-200">
                {MSG_AMBULANCE.driver}: <strong>{r.driver.firstName}</strong>
                {r.driver.vehicleRegistrationNumber && ` · ${r.driver.vehicleRegistrationNumber}`}
                {r.driver.phone && (
                  <>
                    {' · '}
                    <a
                      className="font-semibold text-teal-800 underline dark:text-teal-200"
                      href={`tel:${r.driver.phone}`}
                    >
                      {r.driver.phone}
                    </a>
                  </>
                )}
              </p>
            )}
            {r.trackingUrl && (
              <Link
                className="block text-sm font-semibold text-teal-800 underline dark:text-teal-200"
                to={r.trackingUrl}
              >
                {MSG_AMBULANCE.trackTitle}
              </Link>
            )}
            {r.status === 'unassigned' && (
              <p className="text-sm font-semibold text-red-800 dark:text-red-200">
                {MSG_AMBULANCE.unassigned}
              </p>
            )}
            {(r.status === 'searching' || r.status === 'accepted' || r.status === 'en_route') && (
              <CancelRequest id={r._id} />
            )}
            {extra?.(r)}
          </li>
        ))}
      </ul>
    </section>
  );
}
