import type { ServiceArea } from '@arogya/contract/schemas/users';
import { describe, expect, it } from 'vitest';
import {
  type DrawingAction,
  type DrawingState,
  drawingReducer,
  initialDrawing,
  mapView,
  type Position,
  serviceAreaValue,
} from './service-area-drawing';

const A: Position = [72.8, 19.05];
const B: Position = [72.85, 19.05];
const C: Position = [72.85, 19.1];
const D: Position = [72.8, 19.1];

function run(state: DrawingState, ...actions: DrawingAction[]): DrawingState {
  return actions.reduce(drawingReducer, state);
}
const add = (point: Position): DrawingAction => ({ type: 'add', point });

const saved: ServiceArea = { type: 'Polygon', coordinates: [[A, B, C, A]] };

describe('service-area drawing (spec 02 §4)', () => {
  it('starts idle without an area, defined with one', () => {
    expect(initialDrawing(null)).toMatchObject({ status: 'idle', points: [] });
    expect(initialDrawing(saved)).toMatchObject({ status: 'defined', points: [A, B, C, A], saved: true });
  });

  it('adds points while drawing and undoes the last one', () => {
    const drawing = run(initialDrawing(null), add(A), add(B), add(C));
    expect(drawing).toMatchObject({ status: 'drawing', points: [A, B, C] });
    expect(run(drawing, { type: 'undo' })).toMatchObject({ status: 'drawing', points: [A, B] });
    expect(run(drawing, { type: 'undo' }, { type: 'undo' }, { type: 'undo' })).toMatchObject({
      status: 'idle',
      points: [],
    });
  });

  it('refuses to finish with fewer than 3 points', () => {
    const two = run(initialDrawing(null), add(A), add(B), { type: 'finish' });
    expect(two).toMatchObject({
      status: 'drawing',
      points: [A, B],
      error: 'A service area needs at least 3 points.',
    });
    // The same point clicked three times is still one point.
    expect(run(initialDrawing(null), add(A), add(A), add(A), { type: 'finish' }).error).toBe(
      'A service area needs at least 3 points.',
    );
    expect(run(initialDrawing(null), { type: 'finish' }).status).toBe('idle');
    // Adding another point clears the complaint.
    expect(run(two, add(C)).error).toBeNull();
  });

  it('finishing closes the ring automatically', () => {
    const defined = run(initialDrawing(null), add(A), add(B), add(C), add(D), { type: 'finish' });
    expect(defined).toMatchObject({ status: 'defined', points: [A, B, C, D, A], error: null });
    expect(serviceAreaValue(defined)).toEqual({ type: 'Polygon', coordinates: [[A, B, C, D, A]] });
  });

  it('ignores clicks and undo on a defined area; Clear empties it', () => {
    const defined = initialDrawing(saved);
    expect(run(defined, add(D), { type: 'undo' }, { type: 'finish' })).toEqual(defined);
    const cleared = run(defined, { type: 'clear' });
    expect(cleared).toMatchObject({ status: 'cleared', points: [] });
    expect(serviceAreaValue(cleared)).toBeNull();
    // Drawing again after clearing, then undoing everything, stays cleared (Save removes the area).
    expect(run(cleared, add(A), { type: 'undo' }).status).toBe('cleared');
  });

  it('saves the polygon, null when there is none, and nothing while unfinished', () => {
    expect(serviceAreaValue(initialDrawing(null))).toBeNull();
    expect(serviceAreaValue(run(initialDrawing(null), add(A)))).toBeUndefined();
    expect(serviceAreaValue(initialDrawing(saved))).toEqual(saved);
  });

  it('rounds clicked positions to 6 decimals', () => {
    expect(run(initialDrawing(null), add([72.123456789, 19.987654321])).points).toEqual([
      [72.123457, 19.987654],
    ]);
  });

  it('resets to the saved area', () => {
    const drawing = run(initialDrawing(null), add(A));
    expect(run(drawing, { type: 'reset', area: saved }).status).toBe('defined');
  });
});

describe('map view', () => {
  it('opens on the saved area at zoom 13', () => {
    const { center, zoom } = mapView(saved, null);
    expect(zoom).toBe(13);
    expect(center[0]).toBeCloseTo((19.05 + 19.05 + 19.1) / 3);
    expect(center[1]).toBeCloseTo((72.8 + 72.85 + 72.85) / 3);
  });

  it('else on the person, else on Mumbai, at zoom 11', () => {
    expect(mapView(null, { coordinates: [77.2, 28.55] })).toEqual({ center: [28.55, 77.2], zoom: 11 });
    expect(mapView(null, null)).toEqual({ center: [19.076, 72.8777], zoom: 11 });
  });
});
