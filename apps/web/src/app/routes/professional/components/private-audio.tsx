import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getPrivateFile } from '../api/download-file';

/** Our own files are served under /api/files/ and need the bearer token; anything else plays directly. */
function needsToken(src: string): boolean {
  return src.startsWith('/api/');
}

/**
 * An audio player for a voice recording. Files of this server are fetched with the session's token and
 * played from an object URL (an <audio src> request would carry no Authorization header).
 */
export function PrivateAudio({ src, label }: { src: string; label: string }) {
  const direct = !needsToken(src);
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({
    url: direct ? src : null,
    failed: false,
  });

  useEffect(() => {
    if (!needsToken(src)) {
      setState({ url: src, failed: false });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ url: null, failed: false });
    getPrivateFile(src, { toastOnError: false, signal: controller.signal })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the voice recording', error);
        setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  if (state.failed) {
    return <p className="text-sm text-red-700 dark:text-red-300">{MSG_APPOINTMENTS.proAudioFailed}</p>;
  }
  if (state.url === null) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {MSG_APPOINTMENTS.proAudioLoading}
      </p>
    );
  }
  // biome-ignore lint/a11y/useMediaCaption: a spoken clinical note recorded by the professional; there is no caption track to offer.
  return <audio controls preload="metadata" src={state.url} aria-label={label} className="h-10 w-full" />;
}
