import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVoiceRecorder } from '../lib/use-voice-recorder';
import { installFakeRecorder, uninstallFakeRecorder } from '../test/fake-media-recorder';
import { VoiceRecorderControls } from './voice-recorder';

afterEach(() => {
  uninstallFakeRecorder();
  vi.useRealTimers();
});

/** The recorder with an injected clock (the elapsed time is read from it, never from real time). */
const clock = { now: 0 };
function Harness({
  onRecorded = () => {},
  maxMs,
}: {
  onRecorded?: (blob: Blob | null) => void;
  maxMs?: number;
}) {
  const recorder = useVoiceRecorder({ now: () => clock.now, ...(maxMs !== undefined && { maxMs }) });
  return <VoiceRecorderControls recorder={recorder} onRecorded={onRecorded} />;
}

describe('VoiceRecorderControls with useVoiceRecorder', () => {
  it('records: start → stop (microphone released) → replay → discard', async () => {
    const { track, getUserMedia, revokeObjectURL } = installFakeRecorder();
    const onRecorded = vi.fn();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const user = userEvent.setup();
    clock.now = 1000;
    render(<Harness onRecorded={onRecorded} />);

    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByRole('timer')).toHaveTextContent('Recording 0:00');
    expect(screen.getByRole('button', { name: 'Stop Recording' })).toHaveFocus();

    clock.now = 13_500;
    await user.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByText('Recorded 0:12')).toBeInTheDocument();
    expect(screen.getByLabelText('Voice recording')).toHaveAttribute('src', 'blob:recording-1');
    expect(onRecorded).toHaveBeenLastCalledWith(expect.any(Blob));
    expect(onRecorded.mock.lastCall?.[0]).toMatchObject({ type: 'audio/webm;codecs=opus' });

    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(play).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:recording-1');
    expect(onRecorded).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
  });

  it('shows the elapsed time as it records, and stops by itself at the limit', async () => {
    installFakeRecorder();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    clock.now = 0;
    render(<Harness maxMs={60_000} />);
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    // Recording starts after the microphone promise settles: wait for it, not for a guess of its timing.
    expect(await screen.findByRole('timer')).toHaveTextContent('Recording 0:00');

    clock.now = 7_400;
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('timer')).toHaveTextContent('Recording 0:07');

    clock.now = 60_000;
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Recorded 1:00')).toBeInTheDocument();
  });

  it('says so when the microphone cannot be used, and lets the person try again', async () => {
    const { getUserMedia } = installFakeRecorder({ microphone: false });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The microphone could not be used. Check the browser permission, or upload an audio file instead.',
    );
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('hides recording where the browser has no MediaRecorder', () => {
    uninstallFakeRecorder();
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Start Recording' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Recording is not available in this browser. You can upload an audio file instead.'),
    ).toBeInTheDocument();
  });

  it('releases the microphone when it goes away mid-recording', async () => {
    const { track } = installFakeRecorder();
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });
});
