import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ThemedToaster } from './toaster';

describe('ThemedToaster', () => {
  it('keeps its top edge below the navigation bar as the page scrolls', async () => {
    const header = document.createElement('header');
    document.body.append(header);
    let bottom = 106; // the announcement banner above a 64 px bar
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
    render(<ThemedToaster />);
    const root = document.documentElement;
    // Measured in the next animation frame, not while the page is still being built.
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(root.style.getPropertyValue('--app-header-bottom')).toBe('106px');
    act(() => {
      toast('Saved');
    });
    const list = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-sonner-toaster]');
      if (!found) throw new Error('no toaster list yet');
      return found;
    });
    expect(list.style.getPropertyValue('--offset-top')).toBe('calc(var(--app-header-bottom, 4rem) + 12px)');

    bottom = 64; // scrolled: the bar is stuck at the top
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(root.style.getPropertyValue('--app-header-bottom')).toBe('64px');

    // Scrolling on with the bar where it is writes nothing: a changed property on <html> restyles the page.
    const write = vi.spyOn(root.style, 'setProperty');
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(write).not.toHaveBeenCalled();
    header.remove();
  });
});
