import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackToTop } from './back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('BackToTop', () => {
  it('appears only after more than 400 px of scroll and scrolls smoothly to the top', async () => {
    const user = userEvent.setup();
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    render(<BackToTop />);

    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(401);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));

    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});
