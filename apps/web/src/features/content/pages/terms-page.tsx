import { CANCELLATION_CUTOFF_HOURS, FEES } from '@arogya/contract/constants/appointments';
import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import { PRO_PLAN } from '@arogya/contract/constants/subscription';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { MSG_TERMS as T } from '@arogya/contract/messages/terms';
import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format';
import { PolicyDocument, type PolicySection } from '../components/policy-document';
import { withLinks } from '../lib/with-links';

const email = <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>;
const privacy = <Link to="/privacy">{MSG_SHELL.privacy}</Link>;
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

const SECTIONS: PolicySection[] = [
  {
    id: 'agreement',
    title: T.agreementTitle,
    body: <p>{withLinks(T.agreement, { privacy })}</p>,
  },
  {
    id: 'emergencies',
    title: T.emergenciesTitle,
    body: (
      <p>
        <strong>
          {withLinks(T.emergenciesWarning, { emergency: <a href="tel:112">{T.emergenciesNumber}</a> })}
        </strong>{' '}
        {T.emergenciesRest}
      </p>
    ),
  },
  {
    id: 'marketplace',
    title: T.marketplaceTitle,
    body: (
      <>
        <p>{T.marketplace1}</p>
        <p>{T.marketplace2}</p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: T.accountsTitle,
    body: (
      <ul>
        <li>{T.accounts1}</li>
        <li>{T.accounts2}</li>
        <li>{withLinks(T.accounts3, { email })}</li>
        <li>{T.accounts4}</li>
      </ul>
    ),
  },
  {
    id: 'verification',
    title: T.verificationTitle,
    body: (
      <>
        <p>{T.verification1}</p>
        <p>{T.verification2}</p>
      </>
    ),
  },
  {
    id: 'bookings',
    title: T.bookingsTitle,
    body: (
      <>
        <p>
          {fill(T.bookingsFees, {
            homeVisitFee: formatRupees(FEES.DOCTOR_IN_HOME_VISIT),
            videoFee: formatRupees(FEES.DOCTOR_VIDEO_CONSULTATION),
            nurseFee: formatRupees(FEES.NURSE_PER_DAY),
            labFee: formatRupees(FEES.LAB_TEST),
          })}
        </p>
        <ul>
          <li>
            {withLinks(T.bookingsCancel, {
              cutoff: <strong>{fill(T.bookingsCutoff, { hours: CANCELLATION_CUTOFF_HOURS })}</strong>,
            })}
          </li>
          <li>{T.bookingsRefund}</li>
          <li>{T.bookingsNoShow}</li>
          <li>{T.bookingsPresent}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'care-fund',
    title: T.careFundTitle,
    body: <p>{T.careFund}</p>,
  },
  {
    id: 'payments',
    title: T.paymentsTitle,
    body: (
      <ul>
        <li>{T.payments1}</li>
        <li>{T.payments2}</li>
        <li>{T.payments3}</li>
        <li>
          {fill(T.payments4, {
            price: formatRupees(PRO_PLAN.priceRupees),
            period: PRO_PLAN.period,
            commissionStandard: percent(PRO_PLAN.commissionStandard),
            commissionPro: percent(PRO_PLAN.commissionPro),
          })}
        </li>
      </ul>
    ),
  },
  {
    id: 'community',
    title: T.communityTitle,
    body: (
      <ul>
        <li>{T.community1}</li>
        <li>{T.community2}</li>
        <li>{T.community3}</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: T.acceptableUseTitle,
    body: <p>{T.acceptableUse}</p>,
  },
  {
    id: 'liability',
    title: T.liabilityTitle,
    body: (
      <>
        <p>{T.liability1}</p>
        <p>{T.liability2}</p>
      </>
    ),
  },
  {
    id: 'ending',
    title: T.endingTitle,
    body: <p>{withLinks(T.ending, { privacy })}</p>,
  },
  {
    id: 'law',
    title: T.lawTitle,
    body: <p>{withLinks(T.law, { email })}</p>,
  },
  {
    id: 'changes',
    title: T.changesTitle,
    body: (
      <p>
        {withLinks(T.changes, {
          email,
          phone: CONTACT_DETAILS.phone,
          hours: CONTACT_DETAILS.hours,
          address: CONTACT_DETAILS.address,
        })}
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <PolicyDocument
      title={MSG_SHELL.terms}
      updated={T.updated}
      summary={
        <p>
          <strong>{T.summaryLead}</strong>{' '}
          {withLinks(T.summary, {
            hours: CANCELLATION_CUTOFF_HOURS,
            emergency: <strong>{T.summaryEmergency}</strong>,
          })}
        </p>
      }
      sections={SECTIONS}
    />
  );
}
