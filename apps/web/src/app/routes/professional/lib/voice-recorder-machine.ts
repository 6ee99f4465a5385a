/**
 * The voice recorder's states as a pure reducer, so every transition is testable without a microphone:
 *
 *   idle ──start──▶ requesting ──granted──▶ recording ──stopped──▶ recorded ──discard──▶ idle
 *                        │                      │
 *                        └──failed──▶ error ◀───┘          (error ──start──▶ requesting)
 *
 * Events that do not fit the current state are ignored (a late tick after stop, a double stop).
 */

export type RecorderFailure = 'unavailable' | 'failed';

export type RecorderState =
  | { status: 'idle' }
  | { status: 'requesting' }
  | { status: 'recording'; startedAt: number; elapsedMs: number }
  | { status: 'recorded'; blob: Blob; url: string; durationMs: number }
  | { status: 'error'; reason: RecorderFailure };

export type RecorderEvent =
  | { type: 'request' }
  | { type: 'started'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'stopped'; at: number; blob: Blob; url: string }
  | { type: 'failed'; reason: RecorderFailure }
  | { type: 'discard' };

export const initialRecorderState: RecorderState = { status: 'idle' };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'request':
      return state.status === 'idle' || state.status === 'error' ? { status: 'requesting' } : state;
    case 'started':
      return state.status === 'requesting'
        ? { status: 'recording', startedAt: event.at, elapsedMs: 0 }
        : state;
    case 'tick':
      return state.status === 'recording'
        ? { ...state, elapsedMs: Math.max(0, event.at - state.startedAt) }
        : state;
    case 'stopped':
      return state.status === 'recording'
        ? {
            status: 'recorded',
            blob: event.blob,
            url: event.url,
            durationMs: Math.max(0, event.at - state.startedAt),
          }
        : state;
    case 'failed':
      return state.status === 'requesting' || state.status === 'recording'
        ? { status: 'error', reason: event.reason }
        : state;
    case 'discard':
      return state.status === 'recorded' ? { status: 'idle' } : state;
  }
}

/** 0:07, 1:05, 12:00 — minutes and seconds, rounded down. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The container a browser records into, best first; '' lets the browser choose. */
export const RECORDING_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/mp4',
];

export function pickRecordingMimeType(isSupported: (type: string) => boolean): string {
  return RECORDING_MIME_TYPES.find((type) => isSupported(type)) ?? '';
}

/** The file name an upload gets from the recording's type ('voice-note.webm'). */
export function recordingFileName(mimeType: string): string {
  const base = mimeType.split(';')[0]?.trim() ?? '';
  const extension =
    base === 'audio/ogg' ? 'ogg' : base === 'audio/mp4' ? 'm4a' : base === 'audio/mpeg' ? 'mp3' : 'webm';
  return `voice-note.${extension}`;
}
