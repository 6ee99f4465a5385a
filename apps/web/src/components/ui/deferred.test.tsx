import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred';

afterEach(() => {
  vi.useRealTimers();
});

describe('Deferred', () => {
  it('shows the fallback first, then everything', async () => {
    vi.useFakeTimers();
    render(
      <div>
        <p>At once</p>
        <Deferred fallback={<p>Reserved</p>}>
          <p>Later</p>
        </Deferred>
        <Deferred after={3}>
          <p>Last</p>
        </Deferred>
      </div>,
    );
    expect(screen.getByText('At once')).toBeInTheDocument();
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    expect(screen.queryByText('Later')).not.toBeInTheDocument();
    expect(screen.queryByText('Last')).not.toBeInTheDocument();

    await act(() => vi.runAllTimersAsync());

    expect(screen.getByText('At once')).toBeInTheDocument();
    expect(screen.getByText('Later')).toBeInTheDocument();
    expect(screen.getByText('Last')).toBeInTheDocument();
    expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
  });

  it('brings siblings in one task at a time, in the order of `after`', async () => {
    vi.useFakeTimers();
    render(
      <ul>
        <Deferred after={3}>
          <li>third</li>
        </Deferred>
        <Deferred after={1}>
          <li>first</li>
        </Deferred>
        <Deferred after={2}>
          <li>second</li>
        </Deferred>
      </ul>,
    );
    const seen: string[][] = [];
    for (let step = 0; step < 20 && vi.getTimerCount() > 0; step++) {
      await act(() => vi.advanceTimersToNextTimerAsync());
      const now = screen.queryAllByRole('listitem').map((item) => item.textContent ?? '');
      if (now.length > (seen.at(-1)?.length ?? 0)) seen.push(now);
    }
    // Each step adds one part, in the order of `after`; the parts keep their places in the list.
    expect(seen).toEqual([['first'], ['first', 'second'], ['third', 'first', 'second']]);
  });

  it('renders at once with after 0, and leaves no timer behind when unmounted early', async () => {
    vi.useFakeTimers();
    const { unmount } = render(
      <>
        <Deferred after={0}>
          <p>Now</p>
        </Deferred>
        <Deferred after={2}>
          <p>Never seen</p>
        </Deferred>
      </>,
    );
    expect(screen.getByText('Now')).toBeInTheDocument();
    // The effects run (Preact schedules them after the frame) and start the countdown.
    await act(() => vi.advanceTimersToNextTimerAsync());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('arrives with real timers too, for tests that await it', async () => {
    render(
      <Deferred after={2}>
        <p>Awaited</p>
      </Deferred>,
    );
    expect(await screen.findByText('Awaited')).toBeInTheDocument();
  });
});
