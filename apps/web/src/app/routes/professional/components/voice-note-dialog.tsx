import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { useMutation } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { controlClasses } from '../../../../components/ui/form-field';
import { Modal } from '../../../../components/ui/modal';
import { cn } from '../../../../lib/cn';
import { AUDIO_ACCEPT, audioFileProblem, VOICE_NOTE_MAX_MB } from '../lib/audio-file';
import { useVoiceRecorder } from '../lib/use-voice-recorder';
import { recordingFileName } from '../lib/voice-recorder-machine';
import { VoiceRecorderControls } from './voice-recorder';

export interface VoiceNoteChoice {
  blob: Blob;
  fileName: string;
}

type Choice = VoiceNoteChoice & { source: 'recording' | 'file' };

/**
 * A voice note for a completed appointment: recorded here in the browser or chosen as an audio file,
 * then saved (the caller uploads it and attaches it). The latest choice wins: recording replaces a
 * chosen file and choosing a file discards a recording.
 */
export function VoiceNoteDialog({
  patientName,
  open,
  onClose,
  onSave,
}: {
  patientName: string;
  open: boolean;
  onClose: () => void;
  onSave: (choice: VoiceNoteChoice) => Promise<boolean>;
}) {
  const recorder = useVoiceRecorder();
  const fileInputId = useId();
  const hintId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The save's own pending state, not a hand-kept flag.
  const saving = useMutation({
    mutationFn: async (voiceNote: VoiceNoteChoice) => {
      if (await onSave(voiceNote)) onClose();
    },
  });
  const busy = saving.isPending;
  const recordingActive = recorder.state.status === 'recording' || recorder.state.status === 'requesting';

  function close() {
    if (busy) return;
    if (recorder.state.status === 'recording') recorder.stop();
    onClose();
  }

  function onRecorded(recording: Blob | null) {
    if (recording) {
      setChoice({ blob: recording, fileName: recordingFileName(recording.type), source: 'recording' });
      setFileName(null);
      setFileError(null);
      if (fileInput.current) fileInput.current.value = '';
    } else {
      setChoice((current) => (current?.source === 'recording' ? null : current));
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = audioFileProblem(file);
    if (problem) {
      setFileError(problem);
      setFileName(null);
      setChoice(null);
      event.target.value = '';
      return;
    }
    if (recorder.state.status === 'recorded') recorder.discard();
    setFileError(null);
    setFileName(file.name);
    setChoice({ blob: file, fileName: file.name, source: 'file' });
  }

  function save() {
    if (!choice) {
      setFileError(MSG_APPOINTMENTS.proNoAudioYet);
      return;
    }
    const { blob, fileName: name } = choice;
    saving.mutate({ blob, fileName: name });
  }

  return (
    <Modal open={open} onClose={close} title={fill(MSG_APPOINTMENTS.proVoiceTitle, { name: patientName })}>
      <div className="space-y-6" aria-busy={busy}>
        <section aria-label={MSG_APPOINTMENTS.recordVoiceNote} className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
            {MSG_APPOINTMENTS.recordVoiceNote}
          </h3>
          <VoiceRecorderControls recorder={recorder} disabled={busy} onRecorded={onRecorded} />
        </section>
        <div className="space-y-1.5 border-t border-slate-200 pt-5 dark:border-slate-800">
          <label htmlFor={fileInputId} className="block text-sm font-semibold text-slate-900 dark:text-white">
            {MSG_APPOINTMENTS.proChooseAudioFile}
          </label>
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={busy || recordingActive}
            aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={fileError ? true : undefined}
            onChange={onFile}
            className={cn(
              controlClasses,
              'text-sm file:mr-3 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:font-semibold file:text-teal-900 dark:file:bg-teal-950 dark:file:text-teal-100',
            )}
          />
          <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
            {fill(MSG_APPOINTMENTS.proAudioFileHint, { size: VOICE_NOTE_MAX_MB })}
          </p>
          {fileName && (
            <p className="text-sm text-slate-800 dark:text-slate-200">
              {fill(MSG_APPOINTMENTS.proSelectedAudio, { name: fileName })}
            </p>
          )}
          {fileError && (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {fileError}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            {MSG_SHELL.cancel}
          </Button>
          <Button onClick={save} disabled={busy || recordingActive}>
            <Save aria-hidden="true" className="size-4" />
            {busy ? MSG_APPOINTMENTS.proUploading : MSG_APPOINTMENTS.proSaveVoiceNote}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
