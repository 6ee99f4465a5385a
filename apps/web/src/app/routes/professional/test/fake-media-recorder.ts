import { vi } from 'vitest';

/**
 * A stand-in for the browser's MediaRecorder and getUserMedia: `start()` begins, `stop()` delivers one
 * chunk then fires `stop`, just as browsers do. `installFakeRecorder` puts both on the globals.
 */
export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['RIFF-audio-bytes'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

export function installFakeRecorder({ microphone = true }: { microphone?: boolean } = {}) {
  FakeMediaRecorder.instances = [];
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => {
    if (!microphone) throw new DOMException('Permission denied', 'NotAllowedError');
    return { getTracks: () => [track] };
  });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  let next = 0;
  const createObjectURL = vi.fn(() => `blob:recording-${++next}`);
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  return { track, getUserMedia, createObjectURL, revokeObjectURL };
}

/** Removes getUserMedia again (MediaRecorder is unstubbed by vitest's `unstubGlobals`). */
export function uninstallFakeRecorder() {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
}
