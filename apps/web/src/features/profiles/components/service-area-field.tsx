import { fill } from '@arogya/contract/messages/fill';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { Check, Crosshair, Eraser, Undo2 } from 'lucide-react';
import { type Dispatch, lazy, useCallback, useId, useState } from 'react';
import { MapSuspense } from '../../../components/map-suspense';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { DrawingAction, DrawingState, Position } from '../lib/service-area-drawing';

/** Leaflet, react-leaflet and Leaflet's CSS load only with this field. */
const ServiceAreaMap = lazy(() => import('./service-area-map').then((m) => ({ default: m.ServiceAreaMap })));

function statusText(state: DrawingState): string {
  switch (state.status) {
    case 'defined':
      return MSG_PROFILE.serviceAreaSaved;
    case 'drawing':
      return state.points.length >= 3
        ? fill(MSG_PROFILE.serviceAreaPoints, { count: state.points.length })
        : fill(MSG_PROFILE.serviceAreaFewPoints, { count: state.points.length });
    case 'cleared':
      return state.saved ? MSG_PROFILE.serviceAreaCleared : MSG_PROFILE.serviceAreaNone;
    case 'idle':
      return MSG_PROFILE.serviceAreaNone;
  }
}

/**
 * The service area (spec 02 §2, §4): click the map to add points, Undo, Finish (at least 3 points; the
 * ring closes itself), Clear. Keyboard users move the map with the arrow keys and add its centre.
 */
export function ServiceAreaField({
  drawing,
  dispatch,
  view,
  error,
  unsaved = false,
  disabled = false,
}: {
  drawing: DrawingState;
  dispatch: Dispatch<DrawingAction>;
  view: { center: [number, number]; zoom: number };
  /** A complaint from outside the drawing (unfinished at Save, or the server's). */
  error?: string | null;
  /** The drawn area differs from the saved one. */
  unsaved?: boolean;
  disabled?: boolean;
}) {
  const hintId = useId();
  const [centre, setCentre] = useState<Position | null>(null);
  const add = useCallback((point: Position) => dispatch({ type: 'add', point }), [dispatch]);
  const { status } = drawing;
  const shownError = drawing.error ?? error ?? null;

  return (
    <fieldset aria-describedby={hintId} disabled={disabled} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {MSG_PROFILE.serviceArea}
      </legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {MSG_PROFILE.serviceAreaHint}
      </p>
      <section
        aria-label={MSG_PROFILE.serviceAreaMap}
        className={cn(
          'relative isolate z-0 mt-3 h-72 overflow-hidden rounded-xl border border-slate-300 sm:h-96 dark:border-slate-600',
          // Brighter lines on the dark map background.
          'dark:[&_.service-area-shape]:fill-teal-300 dark:[&_.service-area-shape]:stroke-teal-300',
          status !== 'defined' && '[&_.leaflet-container]:cursor-crosshair!',
        )}
      >
        <MapSuspense loadingLabel={MSG_PROFILE.mapLoading}>
          <ServiceAreaMap
            center={view.center}
            zoom={view.zoom}
            drawing={drawing}
            onAdd={add}
            onCentreChange={setCentre}
          />
        </MapSuspense>
        {status !== 'defined' && (
          <Crosshair
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-1/2 z-[1000] size-6 -translate-x-1/2 -translate-y-1/2 text-teal-800/70 dark:text-teal-200/80"
          />
        )}
      </section>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{MSG_PROFILE.serviceAreaKeyboardHint}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => centre && add(centre)}
          disabled={centre === null || status === 'defined'}
        >
          <Crosshair aria-hidden="true" className="size-4" />
          {MSG_PROFILE.addMapCentre}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={status !== 'drawing'}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {MSG_PROFILE.undo}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => dispatch({ type: 'finish' })}
          disabled={status !== 'drawing'}
        >
          <Check aria-hidden="true" className="size-4" />
          {MSG_PROFILE.finish}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => dispatch({ type: 'clear' })}
          disabled={status === 'idle' || status === 'cleared'}
        >
          <Eraser aria-hidden="true" className="size-4" />
          {MSG_PROFILE.clear}
        </Button>
      </div>
      <p role="status" className="mt-3 text-sm font-medium text-slate-800 dark:text-slate-200">
        {statusText(drawing)}
        {unsaved && status === 'defined' && (
          <span className="mt-0.5 block font-normal text-amber-800 dark:text-amber-300">
            {MSG_PROFILE.serviceAreaUnsaved}
          </span>
        )}
      </p>
      {shownError && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
