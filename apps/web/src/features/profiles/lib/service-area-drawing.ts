import { SERVICE_AREA_MAP } from '@arogya/contract/constants/directory';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import type { ServiceArea } from '@arogya/contract/schemas/users';

/**
 * The service-area drawing (spec 02 §4): idle, drawing, defined, cleared. Clicks on the map add points
 * while drawing; Undo removes the last one; Finish needs at least 3 points and closes the ring itself;
 * Clear empties everything. Positions are GeoJSON order, [lng, lat].
 */

export type Position = [lng: number, lat: number];

export type DrawingStatus = 'idle' | 'drawing' | 'defined' | 'cleared';

export interface DrawingState {
  status: DrawingStatus;
  /** While drawing: the open path. When defined: the closed ring (first point repeated at the end). */
  points: Position[];
  error: string | null;
  /** The profile has a saved area (so idle or cleared means Save removes it). */
  saved: boolean;
}

export type DrawingAction =
  | { type: 'add'; point: Position }
  | { type: 'undo' }
  | { type: 'finish' }
  | { type: 'clear' }
  | { type: 'reset'; area: ServiceArea | null };

/** Six decimals (about 10 cm) is plenty for a service area. */
function round(point: Position): Position {
  return [Number(point[0].toFixed(6)), Number(point[1].toFixed(6))];
}

function distinctCount(points: readonly Position[]): number {
  return new Set(points.map(([lng, lat]) => `${lng},${lat}`)).size;
}

/** The state for a saved area (defined) or for none (idle). */
export function initialDrawing(area: ServiceArea | null): DrawingState {
  const ring = area?.coordinates[0];
  if (!ring || ring.length < 4) return { status: 'idle', points: [], error: null, saved: false };
  return { status: 'defined', points: ring.map((p) => [p[0], p[1]] as Position), error: null, saved: true };
}

export function drawingReducer(state: DrawingState, action: DrawingAction): DrawingState {
  switch (action.type) {
    case 'add':
      // A defined area is changed by clearing it first; a click on it does nothing.
      if (state.status === 'defined') return state;
      return { ...state, status: 'drawing', points: [...state.points, round(action.point)], error: null };
    case 'undo': {
      if (state.status !== 'drawing') return state;
      const points = state.points.slice(0, -1);
      if (points.length > 0) return { ...state, points, error: null };
      return { ...state, status: state.saved ? 'cleared' : 'idle', points: [], error: null };
    }
    case 'finish': {
      if (state.status === 'defined') return state;
      const first = state.points[0];
      if (!first || distinctCount(state.points) < SERVICE_AREA_MAP.minPoints) {
        return { ...state, error: MSG_PROFILE.serviceAreaMinPoints };
      }
      return { ...state, status: 'defined', points: [...state.points, first], error: null };
    }
    case 'clear':
      return { ...state, status: 'cleared', points: [], error: null };
    case 'reset':
      return initialDrawing(action.area);
  }
}

/**
 * What Save sends: the polygon when defined, null when there is none; `undefined` while a drawing is
 * unfinished (the editor asks to finish or clear it first).
 */
export function serviceAreaValue(state: DrawingState): ServiceArea | null | undefined {
  if (state.status === 'drawing') return undefined;
  if (state.status === 'defined') return { type: 'Polygon', coordinates: [state.points] };
  return null;
}

/** Where the map opens: on the saved area (zoom 13), else on the person's location or Mumbai (zoom 11). */
export function mapView(
  area: ServiceArea | null,
  location: { coordinates: [number, number] } | null,
): { center: [lat: number, lng: number]; zoom: number } {
  const ring = area?.coordinates[0];
  if (ring && ring.length > 1) {
    const open = ring.slice(0, -1);
    const lng = open.reduce((sum, p) => sum + p[0], 0) / open.length;
    const lat = open.reduce((sum, p) => sum + p[1], 0) / open.length;
    return { center: [lat, lng], zoom: SERVICE_AREA_MAP.zoomWithArea };
  }
  if (location) {
    return { center: [location.coordinates[1], location.coordinates[0]], zoom: SERVICE_AREA_MAP.zoom };
  }
  return { center: [SERVICE_AREA_MAP.center[0], SERVICE_AREA_MAP.center[1]], zoom: SERVICE_AREA_MAP.zoom };
}
