import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { Footer } from './footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('has the Quick Links, Patient Portal and Manage Account columns', () => {
    renderFooter();
    for (const title of ['Quick Links', 'Patient Portal', 'Manage Account']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/',
      '/search',
      '/search-nurses',
      '/book-ambulance',
      '/forum',
      '/dashboard',
      '/my-appointments',
      '/login',
      '/register',
      '/doctor/dashboard',
      '/privacy',
      '/terms',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('newsletter: alerts the thank-you text and clears the field, without a server call', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = stubApi({});
    renderFooter();

    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await user.type(email, 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(alert).toHaveBeenCalledWith('Thank you for subscribing to our newsletter!');
    expect(email).toHaveValue('');
    expect(api.calls).toEqual([]);
  });

  it('newsletter: an invalid address is not submitted', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderFooter();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(alert).not.toHaveBeenCalled();
  });
});
