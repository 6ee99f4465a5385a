import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import {
  initialRecorderState,
  pickRecordingMimeType,
  type RecorderState,
  recorderReducer,
} from './voice-recorder-machine';

/** Ours: a voice note is a short message; five minutes of Opus stays far below the 10 MB upload limit. */
export const MAX_RECORDING_MS = 5 * 60 * 1000;
const TICK_MS = 250;

/** Recording needs MediaRecorder and getUserMedia (absent on some browsers and on plain-http origins). */
export function canRecordAudio(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

export interface VoiceRecorder {
  state: RecorderState;
  supported: boolean;
  start: () => Promise<void>;
  stop: () => void;
  discard: () => void;
}

/**
 * Records from the microphone with MediaRecorder, driving `recorderReducer`. The microphone is released
 * as soon as recording stops, fails or the component goes away; a recording stops by itself at
 * `maxMs`. Object URLs are revoked when discarded or on unmount.
 */
export function useVoiceRecorder({
  maxMs = MAX_RECORDING_MS,
  now = Date.now,
}: {
  maxMs?: number;
  now?: () => number;
} = {}): VoiceRecorder {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  const mounted = useRef(true);
  const supported = canRecordAudio();

  const releaseMicrophone = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (!canRecordAudio()) {
      dispatch({ type: 'failed', reason: 'unavailable' });
      return;
    }
    dispatch({ type: 'request' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      // Denied, no microphone, or an insecure origin: the file picker remains.
      console.error('Microphone unavailable', error);
      dispatch({ type: 'failed', reason: 'unavailable' });
      return;
    }
    if (!mounted.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;
    try {
      const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported?.(type) ?? false);
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        releaseMicrophone();
        recorderRef.current = null;
        if (!mounted.current) return;
        const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        dispatch({ type: 'stopped', at: now(), blob, url });
      };
      recorder.onerror = () => {
        releaseMicrophone();
        recorderRef.current = null;
        if (mounted.current) dispatch({ type: 'failed', reason: 'failed' });
      };
      recorderRef.current = recorder;
      recorder.start();
      dispatch({ type: 'started', at: now() });
    } catch (error) {
      console.error('Could not start recording', error);
      releaseMicrophone();
      dispatch({ type: 'failed', reason: 'failed' });
    }
  }, [now, releaseMicrophone]);

  const discard = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    dispatch({ type: 'discard' });
  }, []);

  // The elapsed-time display, and the automatic stop at the limit. The tick starts in the commit that
  // shows the recording timer, so a timer on screen is always a timer that runs.
  const recording = state.status === 'recording';
  useLayoutEffect(() => {
    if (!recording) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', at: now() }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [recording, now]);
  useEffect(() => {
    if (state.status === 'recording' && state.elapsedMs >= maxMs) stop();
  }, [state, maxMs, stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      releaseMicrophone();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    };
  }, [releaseMicrophone]);

  return { state, supported, start, stop, discard };
}
