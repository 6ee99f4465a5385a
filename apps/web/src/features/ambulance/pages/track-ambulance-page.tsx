import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { fill } from '@arogya/contract/messages/fill';
import { Phone, Siren, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { cn } from '../../../lib/cn';
import { useTracking } from '../api/get-tracking';
import { type TrackingConnection, useTrackingSocket } from '../api/use-tracking-socket';
import { AmbulanceStatusBadge, AmbulanceTimeline, MapSlot } from '../components/ambulance-status';
import { CancelRequest } from '../components/cancel-request';
import { pickupLine } from '../lib/pickup';

/**
 * The tracking link (/ambulance/track/{token}): no account needed, so family can follow too. Status timeline,
 * the driver's first name, vehicle and phone, and the driver's live position with the distance; kept live by
 * the link's own socket (a 30 s poll only while it is disconnected). Nothing is shown once the trip has ended.
 */
export function TrackAmbulancePage() {
  const { token = '' } = useParams();
  const [ended, setEnded] = useState(false);
  const connection = useTrackingSocket(token, !ended);
  const tracking = useTracking(token, { live: connection === 'live' });
  const status = tracking.data?.status;
  const isEnded = tracking.isError || status === 'completed' || status === 'cancelled';
  useEffect(() => setEnded(isEnded), [isEnded]);

  if (tracking.isPending) return <LoadingState />;
  if (tracking.isError) {
    return (
      <Container className="max-w-xl py-16">
        <ErrorState message={MSG_AMBULANCE.trackingNotFound} />
      </Container>
    );
  }
  const r = tracking.data;
  const canCancel = r.status === 'searching' || r.status === 'accepted' || r.status === 'en_route';
  return (
    <Container className="max-w-3xl space-y-6 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {MSG_AMBULANCE.trackTitle}
        </h1>
        <div className="flex items-center gap-3">
          <ConnectionNote state={connection} />
          <AmbulanceStatusBadge status={r.status} />
        </div>
      </div>

      {r.status === 'unassigned' && (
        <p
          role="alert"
          className="flex items-center gap-3 rounded-2xl border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-400 dark:bg-red-950/60 dark:text-red-100"
        >
          <Siren aria-hidden="true" className="size-6 shrink-0" />
          {MSG_AMBULANCE.unassigned}
        </p>
      )}

      <section className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
        <AmbulanceTimeline request={r} />
        <dl className="space-y-2 text-slate-800 dark:text-slate-200">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{MSG_AMBULANCE.pickup}</dt>
            <dd className="font-medium break-words">{pickupLine(r.address, r.city)}</dd>
          </div>
          {r.driver && (
            <>
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-400">{MSG_AMBULANCE.driver}</dt>
                <dd className="font-medium">{r.driver.firstName}</dd>
              </div>
              {r.driver.vehicleRegistrationNumber && (
                <div>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{MSG_AMBULANCE.vehicle}</dt>
                  <dd className="flex items-center gap-2 font-medium">
                    <Truck aria-hidden="true" className="size-4" />
                    {r.driver.vehicleRegistrationNumber}
                  </dd>
                </div>
              )}
              {r.driver.phone && (
                <div>
                  <dt className="sr-only">{MSG_AMBULANCE.driverPhoneLabel}</dt>
                  <dd>
                    <a
                      href={`tel:${r.driver.phone}`}
                      className="inline-flex items-center gap-2 font-semibold text-teal-800 underline dark:text-teal-200"
                    >
                      <Phone aria-hidden="true" className="size-4" />
                      {r.driver.phone}
                    </a>
                  </dd>
                </div>
              )}
            </>
          )}
          {r.distanceKm !== null && (
            <p className="text-lg font-bold text-teal-900 dark:text-teal-100">
              {fill(MSG_AMBULANCE.distance, { km: r.distanceKm })}
            </p>
          )}
        </dl>
      </section>

      {(r.pickup || r.driverLocation) && (
        <MapSlot
          pickup={r.pickup}
          driver={r.driverLocation}
          pickupLabel={MSG_AMBULANCE.pickup}
          driverLabel={MSG_AMBULANCE.driver}
        />
      )}

      {canCancel && <CancelRequest id={r._id} trackingToken={token} />}

      <a
        href={`tel:${EMERGENCY_NUMBER}`}
        className="block rounded-2xl bg-red-700 p-4 text-center text-lg font-bold text-white hover:bg-red-800"
      >
        {MSG_AMBULANCE.emergencyNumber}
      </a>
    </Container>
  );
}

const CONNECTION_TEXT: Record<TrackingConnection, string> = {
  live: MSG_AMBULANCE.trackingLive,
  connecting: MSG_AMBULANCE.trackingConnecting,
  offline: MSG_AMBULANCE.trackingOffline,
};

/** A quiet note of the live connection: a green dot when live, grey while connecting or polling. */
function ConnectionNote({ state }: { state: TrackingConnection }) {
  return (
    <span
      data-testid="tracking-connection"
      data-state={state}
      role="status"
      className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300"
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', state === 'live' ? 'bg-emerald-600' : 'bg-slate-400')}
      />
      {CONNECTION_TEXT[state]}
    </span>
  );
}
