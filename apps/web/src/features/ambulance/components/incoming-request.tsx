import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { fill } from '@arogya/contract/messages/fill';
import type { AmbulanceOffer } from '@arogya/contract/schemas/ambulance';
import { Clock, MapPin, Siren } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { formatDateTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';

/** Seconds left of an offer, never below zero. */
export function secondsLeft(offer: Pick<AmbulanceOffer, 'expiresAt'>, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(offer.expiresAt) - now) / 1000));
}

/**
 * The incoming request popup: patient name, area, emergency type, time and a visible countdown to the
 * offer's end (30 s), with Accept and Decline. It closes itself when the time is up.
 */
export function IncomingRequest({
  offer,
  busy,
  onAccept,
  onDecline,
  onExpired,
}: {
  offer: AmbulanceOffer;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
  onExpired: () => void;
}) {
  const now = useNow(undefined, 250);
  const left = secondsLeft(offer, now);
  if (left === 0) queueMicrotask(onExpired);
  return (
    <ModalOnDemand open onClose={onDecline} title={MSG_AMBULANCE.incomingRequest} size="md">
      <div className="space-y-4">
        <p className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-white">
          <Siren aria-hidden="true" className="size-6 text-red-700 dark:text-red-300" />
          {offer.patientName}
        </p>
        <dl className="space-y-2 text-slate-800 dark:text-slate-200">
          <div className="flex items-start gap-2">
            <dt className="sr-only">{MSG_AMBULANCE.address}</dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <dd>
              {offer.pickupLocation.address}
              {offer.distanceKm !== null && ` · ${fill(MSG_AMBULANCE.distance, { km: offer.distanceKm })}`}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="font-medium">{MSG_AMBULANCE.emergencyType}:</dt>
            <dd className="font-semibold text-red-800 dark:text-red-200">{offer.emergencyType}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">{MSG_AMBULANCE.offerTimeLabel}</dt>
            <Clock aria-hidden="true" className="size-4" />
            <dd>{formatDateTime(offer.timestamp)}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_AMBULANCE.areaOnly}</p>
        <div
          role="timer"
          aria-live="off"
          className="flex items-center gap-3 rounded-xl bg-amber-50 p-3 dark:bg-amber-950/50"
        >
          <span
            className="text-3xl font-extrabold tabular-nums text-amber-900 dark:text-amber-100"
            data-testid="offer-countdown"
          >
            {left}
          </span>
          <span className="text-sm text-amber-950 dark:text-amber-50">
            {fill(MSG_AMBULANCE.expiresIn, { seconds: left })}
          </span>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="primary" size="lg" disabled={busy} onClick={onAccept}>
            {MSG_AMBULANCE.accept}
          </Button>
          <Button variant="outline" size="lg" disabled={busy} onClick={onDecline}>
            {MSG_AMBULANCE.decline}
          </Button>
        </div>
      </div>
    </ModalOnDemand>
  );
}
