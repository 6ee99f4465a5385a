import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

function Shell() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <SkipLink />
      <ScrollToTop />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <Link to="/about">About</Link>
                <Link to="/about#team">Team</Link>
              </>
            }
          />
          <Route path="/about" element={<p>About page</p>} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

describe('ScrollToTop and SkipLink', () => {
  it('leaves the first render alone, then scrolls smoothly to the top and focuses main on navigation', async () => {
    const user = userEvent.setup();
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    const { getByRole } = render(<Shell />);
    expect(scroll).not.toHaveBeenCalled();

    await user.click(getByRole('link', { name: 'About' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
    expect(getByRole('main')).toHaveFocus();
  });

  it('leaves an address with a fragment (a deep link) to the page it opens', async () => {
    const user = userEvent.setup();
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    const { getByRole } = render(<Shell />);
    await user.click(getByRole('link', { name: 'Team' }));
    expect(scroll).not.toHaveBeenCalled();
    expect(getByRole('main')).not.toHaveFocus();
  });

  it('the skip link moves focus to the main content', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = vi.fn();
    const { getByRole } = render(<Shell />);
    const skip = getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.click(skip);
    expect(getByRole('main')).toHaveFocus();
  });
});
