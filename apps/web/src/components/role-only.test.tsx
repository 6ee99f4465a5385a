import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, fakeUser, TestProviders } from '../test/session';
import { RoleOnly } from './role-only';

function gate(session: ReturnType<typeof fakeSession>) {
  render(
    <TestProviders session={session}>
      <RoleOnly allowed="technician" deniedMessage={MSG_LAB.techniciansOnly}>
        <p>Technician page</p>
      </RoleOnly>
    </TestProviders>,
  );
}

describe('RoleOnly', () => {
  it('shows the page to its role', () => {
    gate(fakeSession({ user: fakeUser({ role: 'technician' }) }));
    expect(screen.getByText('Technician page')).toBeInTheDocument();
  });

  it.each([
    ['another role', fakeUser({ role: 'ambulance' })],
    ['nobody signed in', null],
  ])('shows Access Denied and who the page is for to %s', (_, user) => {
    gate(fakeSession({ user }));
    expect(screen.getByRole('heading', { name: MSG_AMBULANCE.accessDenied })).toBeInTheDocument();
    expect(screen.getByText(MSG_LAB.techniciansOnly)).toBeInTheDocument();
    expect(screen.queryByText('Technician page')).not.toBeInTheDocument();
  });

  it('shows neither while the session loads', () => {
    gate(fakeSession({ loading: true }));
    expect(screen.queryByText('Technician page')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MSG_AMBULANCE.accessDenied })).not.toBeInTheDocument();
  });
});
