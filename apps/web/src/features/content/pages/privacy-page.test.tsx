import {
  GRIEVANCE_OFFICER,
  PRIVACY_NOTICE_VERSION,
  RETENTION_AREAS,
} from '@arogya/contract/constants/privacy';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PRIVACY_NOTICE } from '@arogya/contract/messages/privacy-notice';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page';

function renderNotice() {
  render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

describe('PrivacyPage — the privacy notice (issue #25)', () => {
  it('keeps the spec heading and shows the version and its date', () => {
    renderNotice();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(`Notice version ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
    expect(screen.getByText(/Last updated: \d{1,2} \w+ \d{4}/)).toBeInTheDocument();
  });

  it('says what is collected, why, who receives it, the rights and the consents', () => {
    renderNotice();
    for (const title of [
      MSG_PRIVACY_NOTICE.collectTitle,
      MSG_PRIVACY_NOTICE.whyTitle,
      MSG_PRIVACY_NOTICE.consentTitle,
      MSG_PRIVACY_NOTICE.retentionTitle,
      MSG_PRIVACY_NOTICE.recipientsTitle,
      MSG_PRIVACY_NOTICE.rightsTitle,
      MSG_PRIVACY_NOTICE.grievanceTitle,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: MSG_PRIVACY_NOTICE.summaryLink })[0]).toHaveAttribute(
      'href',
      '/profile/privacy',
    );
  });

  it('has the retention table of the erasure decisions, one row per area', () => {
    renderNotice();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(RETENTION_AREAS.length + 1);
    expect(within(table).getByRole('rowheader', { name: MSG_PRIVACY.retentionPayments })).toBeInTheDocument();
    expect(within(table).getByText(MSG_PRIVACY.retentionClinicalRecordPeriod)).toBeInTheDocument();
  });

  it('names the Grievance Officer with an e-mail, the answer time and the Data Protection Board', () => {
    renderNotice();
    const section = screen.getByRole('region', { name: new RegExp(MSG_PRIVACY_NOTICE.grievanceTitle) });
    expect(within(section).getByRole('link', { name: MSG_PRIVACY_NOTICE.grievanceEmail })).toHaveAttribute(
      'href',
      `mailto:${MSG_PRIVACY_NOTICE.grievanceEmail}`,
    );
    expect(section).toHaveTextContent(`within ${GRIEVANCE_OFFICER.responseDays} days`);
    expect(section).toHaveTextContent('Data Protection Board of India');
  });
});
