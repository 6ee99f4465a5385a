import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DischargeConciergePage } from './discharge-concierge-page';

describe('DischargeConciergePage', () => {
  it('shows the offer, links to /services and opens the request form in a modal', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <DischargeConciergePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Discharge Concierge' })).toBeInTheDocument();
    expect(screen.getByText('72-hour post-discharge support')).toBeInTheDocument();
    expect(screen.getAllByText('$299 one-time').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'View all services' })[0]).toHaveAttribute(
      'href',
      '/services',
    );

    await user.click(screen.getAllByRole('button', { name: 'Request Discharge Concierge' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Request Discharge Concierge' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Patient Name', { exact: false })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
