import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import {
  GRIEVANCE_OFFICER,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_PAGE_PATH,
  RETENTION_AREAS,
} from '@arogya/contract/constants/privacy';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PRIVACY_NOTICE as N } from '@arogya/contract/messages/privacy-notice';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Link } from 'react-router';
import { PolicyDocument, type PolicySection, PolicyTable } from '../components/policy-document';
import { noticeDate } from '../lib/notice-date';
import { withLinks } from '../lib/with-links';

const yourData = <Link to={PRIVACY_PAGE_PATH}>{N.summaryLink}</Link>;
const grievanceMail = <a href={`mailto:${N.grievanceEmail}`}>{N.grievanceEmail}</a>;
const phone = <a href={`tel:${CONTACT_DETAILS.phone.replace(/\s+/g, '')}`}>{CONTACT_DETAILS.phone}</a>;
const board = (
  <a href="https://www.dpboard.gov.in" rel="noopener noreferrer">
    {N.grievanceBoardLink}
  </a>
);

/** The retention table of the erasure decisions, in the server's words and order (MSG_PRIVACY). */
const RETENTION_ROWS = RETENTION_AREAS.map((area) => {
  const key = `retention${area[0]?.toUpperCase()}${area.slice(1)}` as const;
  const texts = MSG_PRIVACY as unknown as Record<string, string>;
  return [texts[key] ?? area, texts[`${key}Period`] ?? '', texts[`${key}Why`] ?? ''] as const;
});

const SECTIONS: PolicySection[] = [
  {
    id: 'who-we-are',
    title: N.whoTitle,
    body: (
      <>
        <p>{fill(N.who1, { address: CONTACT_DETAILS.address })}</p>
        <p>{N.who2}</p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: N.collectTitle,
    body: (
      <>
        {(
          [
            [N.collectAccountHeading, N.collectAccount],
            [N.collectProHeading, N.collectPro],
            [N.collectHealthHeading, N.collectHealth],
            [N.collectLocationHeading, N.collectLocation],
            [N.collectPaymentsHeading, N.collectPayments],
            [N.collectCommunityHeading, N.collectCommunity],
            [N.collectConsentHeading, N.collectConsent],
            [N.collectTechHeading, N.collectTech],
          ] as const
        ).map(([heading, text]) => (
          <div key={heading}>
            <h3>{heading}</h3>
            <p>{text}</p>
          </div>
        ))}
      </>
    ),
  },
  {
    id: 'why',
    title: N.whyTitle,
    body: (
      <ul>
        {[N.why1, N.why2, N.why3, N.why4, N.why5].map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    ),
  },
  {
    id: 'consent',
    title: N.consentTitle,
    body: (
      <>
        <p>{withLinks(N.consentIntro, { yourData })}</p>
        <ul>
          {(
            [
              [MSG_PRIVACY.purposeAccount, MSG_PRIVACY.purposeAccountText],
              [MSG_PRIVACY.purposeRecordSharing, MSG_PRIVACY.purposeRecordSharingText],
              [MSG_PRIVACY.purposeCareCircle, MSG_PRIVACY.purposeCareCircleText],
              [MSG_PRIVACY.purposeAiSummaries, MSG_PRIVACY.purposeAiSummariesText],
            ] as const
          ).map(([label, text]) => (
            <li key={label}>
              <strong>{label}</strong>: {text}
            </li>
          ))}
        </ul>
        <p>{N.consentEnd}</p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: N.retentionTitle,
    body: (
      <>
        <p>{N.retentionIntro}</p>
        <PolicyTable
          head={[MSG_PRIVACY.retentionArea, MSG_PRIVACY.retentionPeriod, MSG_PRIVACY.retentionWhy]}
          rows={RETENTION_ROWS}
        />
        <p>{N.retentionRest}</p>
      </>
    ),
  },
  {
    id: 'who-receives-it',
    title: N.recipientsTitle,
    body: (
      <ul>
        {[N.recipient1, N.recipient2, N.recipient3, N.recipient4, N.recipient5, N.recipient6].map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: N.rightsTitle,
    body: (
      <>
        <p>{N.rightsIntro}</p>
        <ul>
          {[
            N.rightAccess,
            N.rightCorrect,
            N.rightErase,
            N.rightWithdraw,
            N.rightNominate,
            N.rightComplain,
          ].map((text) => (
            <li key={text}>{withLinks(text, { yourData })}</li>
          ))}
        </ul>
      </>
    ),
  },
  { id: 'security', title: N.securityTitle, body: <p>{N.security}</p> },
  { id: 'children', title: N.childrenTitle, body: <p>{N.children}</p> },
  { id: 'storage', title: N.storageTitle, body: <p>{N.storage}</p> },
  {
    id: 'grievance',
    title: N.grievanceTitle,
    body: (
      <>
        <p>{N.grievanceIntro}</p>
        <address className="not-italic">
          {N.grievanceRole}
          <br />
          {CONTACT_DETAILS.address}
          <br />
          {withLinks(N.grievanceEmailLine, { email: grievanceMail })}
          <br />
          {withLinks(N.grievancePhoneLine, { phone, hours: CONTACT_DETAILS.hours })}
        </address>
        <p>{fill(N.grievanceTimes, { days: GRIEVANCE_OFFICER.responseDays })}</p>
        <p>{withLinks(N.grievanceBoard, { board })}</p>
      </>
    ),
  },
  { id: 'changes', title: N.changesTitle, body: <p>{N.changes}</p> },
];

/**
 * /privacy (spec 01 §2 names the page; issue #25 gives it its content): the privacy notice in plain language
 * — what is collected, why, the consents, how long each thing is kept (the erasure decisions' table), who
 * receives it, how to export, correct, erase and complain — with its version and date. Every text is in the
 * contract (messages/privacy-notice.ts, the retention table in messages/privacy.ts).
 */
export function PrivacyPage() {
  return (
    <PolicyDocument
      title={MSG_SHELL.privacy}
      updated={noticeDate(PRIVACY_NOTICE_VERSION)}
      version={fill(N.versionLine, { version: PRIVACY_NOTICE_VERSION })}
      summary={<p>{withLinks(N.summary, { yourData })}</p>}
      sections={SECTIONS}
    />
  );
}
