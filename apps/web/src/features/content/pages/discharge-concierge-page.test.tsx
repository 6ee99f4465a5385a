import { dischargeRequestCreatedSchema } from '@arogya/contract/schemas/discharge-concierge';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/app-harness';
import { contractJson } from '../../../test/msw';
import { field } from '../../../test/queries';
import { DischargeConciergePage } from './discharge-concierge-page';

describe('DischargeConciergePage', () => {
  it('shows the offer, links to /services and opens the request form in a modal', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderPage(<DischargeConciergePage />, { path: '/discharge-concierge' });
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

  it('stores the request, closes the modal and confirms', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/discharge-concierge/book': () =>
        contractJson(
          dischargeRequestCreatedSchema,
          {
            msg: 'Request received. A care coordinator will call you within 1 hour to plan the discharge.',
            message: 'Request received.',
            request: {
              _id: '01a21611-0000-7000-8000-0000000000d1',
              patientName: 'Lakshmi Shah',
              phone: '+919876543210',
              email: null,
              hospitalName: 'Lilavati Hospital',
              dischargeDate: '2099-01-01',
              status: 'new',
              createdAt: '2026-11-20T09:00:00.000Z',
              handledAt: null,
            },
          },
          201,
        ),
    });
    renderPage(<DischargeConciergePage />, { path: '/discharge-concierge' });
    await user.click(screen.getAllByRole('button', { name: 'Request Discharge Concierge' })[0]!);
    await user.type(field('Patient Name'), 'Lakshmi Shah');
    await user.type(field('Phone Number'), '98765 43210');
    await user.type(field('Hospital Name'), 'Lilavati Hospital');
    await user.type(field('Discharge Date'), '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(/A care coordinator will call you within 1 hour/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/discharge-concierge/book')[0]!.body).toMatchObject({
      patientName: 'Lakshmi Shah',
      phone: '+919876543210',
      hospitalName: 'Lilavati Hospital',
      dischargeDate: '2099-01-01',
    });
  });
});
