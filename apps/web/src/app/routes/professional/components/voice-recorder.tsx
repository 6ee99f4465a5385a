import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { Mic, Play, Square, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { MAX_RECORDING_MS, type VoiceRecorder } from '../lib/use-voice-recorder';
import { formatElapsed } from '../lib/voice-recorder-machine';

/**
 * The recording controls: Start, then Stop with the elapsed time, then the recording with Replay and
 * Discard. Where the browser cannot record, or the microphone cannot be used, it says so and the caller's
 * file picker remains the way in.
 */
export function VoiceRecorderControls({
  recorder,
  disabled = false,
  onRecorded,
}: {
  recorder: VoiceRecorder;
  disabled?: boolean;
  /** Called once per finished recording, and with null when it is discarded. */
  onRecorded: (recording: Blob | null) => void;
}) {
  const { state, supported } = recorder;
  const audioRef = useRef<HTMLAudioElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const reported = useRef<Blob | null>(null);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  const recorded = state.status === 'recorded' ? state.blob : null;
  useEffect(() => {
    if (recorded === reported.current) return;
    reported.current = recorded;
    onRecordedRef.current(recorded);
  }, [recorded]);

  // Keyboard users land on Stop as soon as recording starts: in the commit that shows the button, so
  // there is no frame in which Stop is on screen and focus is still on the body.
  const recording = state.status === 'recording';
  useLayoutEffect(() => {
    if (recording) stopRef.current?.focus();
  }, [recording]);

  if (!supported) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_APPOINTMENTS.proRecordingUnsupported}</p>
    );
  }

  return (
    <div className="space-y-3">
      {(state.status === 'idle' || state.status === 'error') && (
        <>
          <Button onClick={() => void recorder.start()} disabled={disabled}>
            <Mic aria-hidden="true" className="size-4" />
            {MSG_APPOINTMENTS.proStartRecording}
          </Button>
          {state.status === 'error' && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {MSG_APPOINTMENTS.proMicrophoneUnavailable}
            </p>
          )}
        </>
      )}
      {state.status === 'requesting' && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {MSG_APPOINTMENTS.proRequestingMicrophone}
        </p>
      )}
      {state.status === 'recording' && (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1.5 text-sm font-semibold text-red-800 dark:bg-red-950/60 dark:text-red-200">
            <span
              aria-hidden="true"
              className="size-2.5 animate-pulse rounded-full bg-red-600 motion-reduce:animate-none dark:bg-red-400"
            />
            <span role="timer" aria-live="off">
              {fill(MSG_APPOINTMENTS.proRecordingElapsed, { elapsed: formatElapsed(state.elapsedMs) })}
            </span>
          </span>
          <Button ref={stopRef} variant="danger" onClick={recorder.stop}>
            <Square aria-hidden="true" className="size-4" />
            {MSG_APPOINTMENTS.proStopRecording}
          </Button>
        </div>
      )}
      {state.status === 'recorded' && (
        <div className="space-y-3">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {fill(MSG_APPOINTMENTS.proRecordedElapsed, { elapsed: formatElapsed(state.durationMs) })}
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: the professional's own spoken note, replayed before saving. */}
          <audio
            ref={audioRef}
            controls
            src={state.url}
            className="h-10 w-full"
            aria-label={MSG_APPOINTMENTS.voiceRecording}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => {
                const audio = audioRef.current;
                if (!audio) return;
                audio.currentTime = 0;
                void audio.play().catch(() => {});
              }}
            >
              <Play aria-hidden="true" className="size-4" />
              {MSG_APPOINTMENTS.proReplay}
            </Button>
            <Button variant="ghost" size="sm" disabled={disabled} onClick={recorder.discard}>
              <Trash2 aria-hidden="true" className="size-4" />
              {MSG_APPOINTMENTS.proDiscard}
            </Button>
          </div>
        </div>
      )}
      {(state.status === 'idle' || state.status === 'recording') && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {fill(MSG_APPOINTMENTS.proRecordingLimit, { minutes: MAX_RECORDING_MS / 60_000 })}
        </p>
      )}
    </div>
  );
}
