import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  initialRecorderState,
  pickRecordingMimeType,
  type RecorderEvent,
  type RecorderState,
  recorderReducer,
  recordingFileName,
} from './voice-recorder-machine';

const blob = new Blob(['x'], { type: 'audio/webm' });

function run(events: RecorderEvent[], from: RecorderState = initialRecorderState): RecorderState {
  return events.reduce(recorderReducer, from);
}

describe('recorderReducer', () => {
  it('goes idle → requesting → recording → recorded → idle', () => {
    let state = recorderReducer(initialRecorderState, { type: 'request' });
    expect(state).toEqual({ status: 'requesting' });
    state = recorderReducer(state, { type: 'started', at: 1000 });
    expect(state).toEqual({ status: 'recording', startedAt: 1000, elapsedMs: 0 });
    state = recorderReducer(state, { type: 'tick', at: 8200 });
    expect(state).toEqual({ status: 'recording', startedAt: 1000, elapsedMs: 7200 });
    state = recorderReducer(state, { type: 'stopped', at: 9500, blob, url: 'blob:1' });
    expect(state).toEqual({ status: 'recorded', blob, url: 'blob:1', durationMs: 8500 });
    expect(recorderReducer(state, { type: 'discard' })).toEqual({ status: 'idle' });
  });

  it('fails from requesting (no microphone or permission refused) or while recording, and can start again', () => {
    const denied = run([{ type: 'request' }, { type: 'failed', reason: 'unavailable' }]);
    expect(denied).toEqual({ status: 'error', reason: 'unavailable' });
    expect(recorderReducer(denied, { type: 'request' })).toEqual({ status: 'requesting' });
    expect(
      run([{ type: 'request' }, { type: 'started', at: 0 }, { type: 'failed', reason: 'failed' }]),
    ).toEqual({
      status: 'error',
      reason: 'failed',
    });
  });

  it('ignores events that do not fit the state', () => {
    // Nothing to stop, tick or discard while idle; no second start while recording.
    expect(
      run([{ type: 'tick', at: 5 }, { type: 'discard' }, { type: 'stopped', at: 1, blob, url: 'u' }]),
    ).toEqual(initialRecorderState);
    const recording = run([{ type: 'request' }, { type: 'started', at: 0 }]);
    expect(recorderReducer(recording, { type: 'request' })).toBe(recording);
    expect(recorderReducer(recording, { type: 'discard' })).toBe(recording);
    const recorded = recorderReducer(recording, { type: 'stopped', at: 10, blob, url: 'u' });
    // A late tick or a second stop after the recording ended changes nothing.
    expect(recorderReducer(recorded, { type: 'tick', at: 99 })).toBe(recorded);
    expect(recorderReducer(recorded, { type: 'stopped', at: 99, blob, url: 'v' })).toBe(recorded);
    expect(recorderReducer(recorded, { type: 'request' })).toBe(recorded);
    expect(recorderReducer(recorded, { type: 'failed', reason: 'failed' })).toBe(recorded);
    // Starting without a request first is not a thing.
    expect(recorderReducer(initialRecorderState, { type: 'started', at: 0 })).toBe(initialRecorderState);
  });

  it('never shows a negative time if the clock steps back', () => {
    const recording = run([{ type: 'request' }, { type: 'started', at: 5000 }]);
    expect(recorderReducer(recording, { type: 'tick', at: 4000 })).toMatchObject({ elapsedMs: 0 });
  });
});

describe('formatElapsed', () => {
  it('shows minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7999)).toBe('0:07');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(300_000)).toBe('5:00');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});

describe('recording format', () => {
  it('prefers WebM/Opus, then what the browser supports, else lets it choose', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingMimeType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingMimeType(() => false)).toBe('');
  });

  it('names the uploaded file by its container', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('voice-note.webm');
    expect(recordingFileName('audio/ogg;codecs=opus')).toBe('voice-note.ogg');
    expect(recordingFileName('audio/mp4')).toBe('voice-note.m4a');
    expect(recordingFileName('')).toBe('voice-note.webm');
  });
});
