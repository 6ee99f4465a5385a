import {
  AMBULANCE_STATUS_LABELS,
  DRIVER_LOCATION_THROTTLE_MS,
  EMERGENCY_NUMBER,
} from '@arogya/contract/constants/ambulance';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import type { AmbulanceOffer, AmbulanceTrip } from '@arogya/contract/schemas/ambulance';
import { useQueryClient } from '@tanstack/react-query';
import { Phone, Power, Siren, UserPen } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { emitSocket, useSocketEvent } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { ambulanceKeys } from '../api/ambulance-keys';
import { useDriverStatus, useSetDriverStatus } from '../api/driver-status';
import { useDriverOffers } from '../api/get-driver-offers';
import { useDriverTrips } from '../api/get-driver-trips';
import { useRespondAmbulance } from '../api/respond-ambulance';
import { useUpdateTripStatus } from '../api/update-trip-status';
import { AmbulanceStatusBadge, MapSlot } from '../components/ambulance-status';
import { DriverOnly } from '../components/driver-only';
import { IncomingRequest, secondsLeft } from '../components/incoming-request';
import { pickupLine } from '../lib/pickup';

const NEXT_STEP: Partial<
  Record<AmbulanceTrip['status'], { status: 'en_route' | 'arrived' | 'completed'; label: string }>
> = {
  accepted: { status: 'en_route', label: MSG_AMBULANCE.markEnRoute },
  en_route: { status: 'arrived', label: MSG_AMBULANCE.markArrived },
  arrived: { status: 'completed', label: MSG_AMBULANCE.markCompleted },
};

/** While online, the driver's position goes to the server over the socket (the server keeps the latest). */
function useShareLocation(online: boolean) {
  useEffect(() => {
    if (!online || typeof navigator === 'undefined' || !navigator.geolocation) return;
    let last = 0;
    const id = navigator.geolocation.watchPosition(
      (p) => {
        const now = Date.now();
        if (now - last < DRIVER_LOCATION_THROTTLE_MS) return;
        last = now;
        emitSocket(SOCKET_EVENTS.driverLocation, {
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
        });
      },
      () => {},
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 5_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [online]);
}

function TripCard({ trip }: { trip: AmbulanceTrip }) {
  const update = useUpdateTripStatus();
  const next = NEXT_STEP[trip.status];
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{trip.patientName}</h3>
        <AmbulanceStatusBadge status={trip.status} />
      </div>
      <p className="break-words text-slate-800 dark:text-slate-200">{pickupLine(trip.address, trip.city)}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <span>
          {MSG_AMBULANCE.emergencyType}: <strong>{trip.emergencyType}</strong>
        </span>
        <a
          href={`tel:${trip.contactNumber}`}
          className="inline-flex items-center gap-1 font-semibold text-teal-800 underline dark:text-teal-200"
        >
          <Phone aria-hidden="true" className="size-4" />
          {trip.contactNumber}
        </a>
      </p>
      {trip.notes && <p className="text-sm text-slate-700 dark:text-slate-300">{trip.notes}</p>}
      {trip.pickup && (
        <MapSlot className="h-56 sm:h-64" pickup={trip.pickup} pickupLabel={MSG_AMBULANCE.pickup} />
      )}
      {next && (
        <Button
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: trip._id, status: next.status },
              { onError: (e) => notifyRequestFailure(e, MSG_AMBULANCE.notYourTrip) },
            )
          }
        >
          {next.label}
        </Button>
      )}
    </li>
  );
}

function Dashboard({ reviewsPanel }: { reviewsPanel?: ReactNode }) {
  const queryClient = useQueryClient();
  const status = useDriverStatus(true);
  const setStatus = useSetDriverStatus();
  const online = status.data?.isOnline ?? false;
  const trips = useDriverTrips(true);
  const stored = useDriverOffers(online);
  const respond = useRespondAmbulance();
  const [offers, setOffers] = useState<AmbulanceOffer[]>([]);

  // Offers the server still holds (after a reload) join those that arrive live.
  useEffect(() => {
    if (!stored.data) return;
    setOffers((current) => {
      const known = new Set(current.map((o) => o._id));
      return [...current, ...stored.data.filter((o) => !known.has(o._id))];
    });
  }, [stored.data]);

  useSocketEvent(SOCKET_EVENTS.newAmbulanceRequest, (payload) => {
    const offer = payload as AmbulanceOffer;
    setOffers((current) => (current.some((o) => o._id === offer._id) ? current : [...current, offer]));
  });
  useSocketEvent(SOCKET_EVENTS.requestTaken, (payload) => {
    const { requestId } = payload as { requestId: string };
    setOffers((current) => current.filter((o) => o._id !== requestId));
  });
  useSocketEvent(SOCKET_EVENTS.ambulanceUpdated, () => {
    void queryClient.invalidateQueries({ queryKey: ambulanceKeys.trips });
  });
  useShareLocation(online);

  const drop = (id: string) => setOffers((current) => current.filter((o) => o._id !== id));
  const current = offers.find((o) => secondsLeft(o, Date.now()) > 0);

  function toggle() {
    const isOnline = !online;
    setStatus.mutate(isOnline, {
      onSuccess: (res) => {
        emitSocket(SOCKET_EVENTS.updateStatus, { isOnline: res.isOnline });
        if (!res.isOnline) setOffers([]);
      },
      onError: (e) => notifyRequestFailure(e, MSG_AMBULANCE.onlyApprovedOnline),
    });
  }

  function answer(offer: AmbulanceOffer, action: 'accept' | 'decline') {
    respond.mutate(
      { requestId: offer._id, action },
      {
        onSuccess: (res) => {
          drop(offer._id);
          if (action === 'accept') toast.success(MSG_AMBULANCE.accepted);
          else toast(res.msg);
        },
        onError: (error) => {
          drop(offer._id);
          toast.error(
            isApiError(error) && error.status === 409
              ? MSG_AMBULANCE.requestTaken
              : MSG_AMBULANCE.requestGone,
          );
        },
      },
    );
  }

  const active = trips.data?.active ?? [];
  const recent = (trips.data?.recent ?? []).filter((t) => t.status === 'completed').slice(0, 10);

  return (
    <Container className="space-y-8 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {MSG_AMBULANCE.driverDashboard}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <ButtonLink to="/driver/edit-profile" variant="outline">
            <UserPen aria-hidden="true" className="size-4" />
            {MSG_AMBULANCE.editDriverDetails}
          </ButtonLink>
          <a
            href={`tel:${EMERGENCY_NUMBER}`}
            className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-800"
          >
            <Siren aria-hidden="true" className="size-5" />
            {MSG_AMBULANCE.emergencyNumber}
          </a>
        </div>
      </div>

      <section
        aria-labelledby="status-heading"
        className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <div>
          <h2 id="status-heading" className="text-sm font-medium text-slate-600 dark:text-slate-400">
            {status.data?.city ?? ''}
          </h2>
          <p
            className={cn(
              'flex items-center gap-2 text-2xl font-bold',
              online ? 'text-teal-800 dark:text-teal-200' : 'text-slate-700 dark:text-slate-300',
            )}
          >
            <span
              aria-hidden="true"
              className={cn('size-3 rounded-full', online ? 'bg-teal-600' : 'bg-slate-400')}
            />
            {online ? MSG_AMBULANCE.online : MSG_AMBULANCE.offline}
          </p>
        </div>
        <Button
          size="lg"
          variant={online ? 'outline' : 'primary'}
          aria-pressed={online}
          disabled={setStatus.isPending || status.isPending || status.data?.approved === false}
          onClick={toggle}
        >
          <Power aria-hidden="true" className="size-5" />
          {online ? MSG_AMBULANCE.goOffline : MSG_AMBULANCE.goOnline}
        </Button>
        {status.data?.approved === false && (
          <p className="w-full text-sm text-red-800 dark:text-red-200">{MSG_AMBULANCE.onlyApprovedOnline}</p>
        )}
      </section>

      <section aria-labelledby="active-heading" className="space-y-3">
        <h2 id="active-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          {MSG_AMBULANCE.activeTrips}
        </h2>
        {active.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{MSG_AMBULANCE.noActiveTrips}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {active.map((trip) => (
              <TripCard key={trip._id} trip={trip} />
            ))}
          </ul>
        )}
      </section>

      {recent.length > 0 && (
        <section aria-labelledby="recent-heading" className="space-y-3">
          <h2 id="recent-heading" className="text-xl font-bold text-slate-900 dark:text-white">
            {MSG_AMBULANCE.recentTrips}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {recent.map((trip) => (
              <li key={trip._id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <span className="font-medium text-slate-900 dark:text-white">
                  {trip.patientName} · {trip.city}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {AMBULANCE_STATUS_LABELS[trip.status]}{' '}
                  {trip.timeline.completedAt && formatDateTime(trip.timeline.completedAt)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {reviewsPanel}

      {current && online && (
        <IncomingRequest
          key={current._id}
          offer={current}
          busy={respond.isPending}
          onAccept={() => answer(current, 'accept')}
          onDecline={() => answer(current, 'decline')}
          onExpired={() => drop(current._id)}
        />
      )}
    </Container>
  );
}

/**
 * The ambulance driver dashboard (spec 02 §2, §5): other roles see 'Access Denied'. `reviewsPanel` is what
 * the app shows below the trips (the driver's rating and reviews), so this feature does not import that one.
 */
export function DriverDashboardPage({ reviewsPanel }: { reviewsPanel?: ReactNode } = {}) {
  return (
    <DriverOnly>
      <Dashboard reviewsPanel={reviewsPanel} />
    </DriverOnly>
  );
}
