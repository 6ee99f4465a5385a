import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import { MSG_TERMS } from '@arogya/contract/messages/terms';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TermsPage } from './terms-page';

function renderTerms() {
  render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );
}

describe('TermsPage — texts from the catalogue (issue #22 item 8)', () => {
  it('shows every section title and fills the placeholders with links, fees and the cut-off', () => {
    renderTerms();
    for (const title of [
      MSG_TERMS.agreementTitle,
      MSG_TERMS.emergenciesTitle,
      MSG_TERMS.bookingsTitle,
      MSG_TERMS.paymentsTitle,
      MSG_TERMS.changesTitle,
    ]) {
      expect(screen.getByRole('heading', { name: (name) => name.endsWith(title) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute('href', '/privacy');
    expect(screen.getAllByRole('link', { name: CONTACT_DETAILS.email }).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('in an emergency, call 112')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(document.body.textContent).toContain('Arogya Health Services Pvt. Ltd. ("Arogya")');
  });
});
