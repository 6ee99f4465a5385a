import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { LoaderCircle, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { getPrivateFile, isOwnFileUrl } from '../api/get-private-file';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; src: string } | { kind: 'failed' };

/**
 * The professional's voice note (spec 01 §3 voiceRecording). A file of this app is private, so it is
 * fetched with the session only when the patient asks to play it; any other URL plays directly.
 */
export function VoiceRecording({ url, labelledBy }: { url: string; labelledBy: string }) {
  const own = isOwnFileUrl(url);
  const [state, setState] = useState<State>(own ? { kind: 'idle' } : { kind: 'ready', src: url });

  // The object URL lives as long as the player.
  useEffect(() => {
    if (state.kind !== 'ready' || !own) return;
    return () => URL.revokeObjectURL(state.src);
  }, [state, own]);

  async function load() {
    setState({ kind: 'loading' });
    try {
      const blob = await getPrivateFile(url);
      setState({ kind: 'ready', src: URL.createObjectURL(blob) });
    } catch (error) {
      console.error('Could not load the voice recording', error);
      setState({ kind: 'failed' });
    }
  }

  if (state.kind === 'ready') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a spoken note from the professional; their written notes are shown beside it.
      <audio controls autoPlay={own} src={state.src} aria-labelledby={labelledBy} className="w-full">
        <a href={state.src}>{MSG_APPOINTMENTS.voiceRecording}</a>
      </audio>
    );
  }
  return (
    <div className="space-y-2">
      <Button variant="outline" size="sm" onClick={() => void load()} disabled={state.kind === 'loading'}>
        {state.kind === 'loading' ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
        {state.kind === 'loading'
          ? MSG_APPOINTMENTS.myVoiceRecordingLoading
          : MSG_APPOINTMENTS.myPlayVoiceRecording}
      </Button>
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {MSG_APPOINTMENTS.myVoiceRecordingFailed}
        </p>
      )}
    </div>
  );
}
