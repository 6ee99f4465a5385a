import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { DoctorCard } from '@arogya/contract/schemas/directory';
import { Info } from 'lucide-react';
import { lazy } from 'react';
import { MapSuspense } from '../../../components/map-suspense';
import { doctorPosition, type MapPoint } from '../lib/map-viewport';

/** Leaflet, react-leaflet and Leaflet's CSS load only when the map is first shown. */
const DoctorMap = lazy(() => import('./doctor-map').then((m) => ({ default: m.DoctorMap })));

function Note({ children }: { children: string }) {
  return (
    <p className="mt-3 flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The map region: labelled, isolated (Leaflet's panes stay under the sticky navigation bar), sized. */
export function DoctorMapView({
  doctors,
  total,
  totalText = String(total),
  user,
}: {
  doctors: readonly DoctorCard[];
  total: number;
  /** The total as the list shows it ("1,000+" when the count stopped at its cap). */
  totalText?: string;
  user: MapPoint | null;
}) {
  const located = doctors.filter((doctor) => doctorPosition(doctor) !== null).length;
  return (
    <div>
      <section
        aria-label={MSG_SEARCH.mapLabel}
        className="relative isolate z-0 h-[26rem] overflow-hidden rounded-2xl border border-slate-200 sm:h-[34rem] dark:border-slate-700"
      >
        <MapSuspense loadingLabel={MSG_SEARCH.mapLoading}>
          <DoctorMap doctors={doctors} user={user} />
        </MapSuspense>
      </section>
      {doctors.length > 0 && located === 0 && <Note>{MSG_SEARCH.mapNoLocations}</Note>}
      {doctors.length < total && (
        <Note>{fill(MSG_SEARCH.mapShowingSome, { shown: doctors.length, total: totalText })}</Note>
      )}
    </div>
  );
}
