import { CANCELLATION_CUTOFF_HOURS, FEES } from '@arogya/contract/constants/appointments';
import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import { PRO_PLAN } from '@arogya/contract/constants/subscription';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format';
import { PolicyDocument, type PolicySection } from '../components/policy-document';

const mailto = <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>;
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

const SECTIONS: PolicySection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <p>
        These terms are an agreement between you and Arogya Health Services Pvt. Ltd. (“Arogya”) for the use
        of the Arogya website and app. By creating an account or booking through Arogya you accept them,
        together with our <Link to="/privacy">{MSG_SHELL.privacy}</Link>. If you do not agree, please do not
        use Arogya.
      </p>
    ),
  },
  {
    id: 'emergencies',
    title: 'Emergencies: call 112',
    body: (
      <p>
        <strong>
          Arogya is not an emergency service. If you or someone with you has chest pain, difficulty breathing,
          heavy bleeding, a seizure, signs of a stroke or any other life-threatening problem, call{' '}
          <a href="tel:112">112</a> immediately.
        </strong>{' '}
        Do not wait for a booking, a chat reply, a forum answer or an ambulance request on Arogya. Our
        ambulance booking supports, but never replaces, the national emergency number.
      </p>
    ),
  },
  {
    id: 'marketplace',
    title: 'What Arogya is — and is not',
    body: (
      <>
        <p>
          Arogya is a technology marketplace. Doctors, nurses, lab technicians and ambulance drivers on Arogya
          are independent professionals; they are not our employees. They decide on examinations, diagnoses,
          treatment and prescriptions, and they are professionally responsible for the care they give.
        </p>
        <p>
          The care navigator, triage helper, specialty suggestions, visit summaries and forum answers give
          general information to help you choose care. They are not a diagnosis or a prescription.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be 18 or older. A parent or guardian books care for a child from their own account.</li>
        <li>Give accurate details and keep them up to date; use one account per person.</li>
        <li>
          Keep your password secret. We recommend turning on two-factor authentication. Tell us at once at{' '}
          {mailto} if you think someone else is using your account.
        </li>
        <li>You are responsible for what is done through your account.</li>
      </ul>
    ),
  },
  {
    id: 'verification',
    title: 'Verification of professionals',
    body: (
      <>
        <p>
          Before a doctor or nurse appears in search, or a lab technician or ambulance driver can take work,
          our team checks their registration or licence number, their government ID and the results of
          automatic fraud checks, and approves or rejects the application with a reason.
        </p>
        <p>
          Professionals must hold and keep a valid registration with the National Medical Commission or a
          State Medical Council, a State Nursing Council, or the licences their work needs, and must tell us
          if it is suspended or withdrawn. We may suspend any professional while we look into a complaint.
          Verification lowers risk but cannot remove it: please tell us about any concern.
        </p>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings and cancellation',
    body: (
      <>
        <p>
          A booking is a request to a professional for a date and time slot. The fee is shown before you
          confirm — currently {formatRupees(FEES.DOCTOR_IN_HOME_VISIT)} for a doctor’s home visit,{' '}
          {formatRupees(FEES.DOCTOR_VIDEO_CONSULTATION)} for a video consultation,{' '}
          {formatRupees(FEES.NURSE_PER_DAY)} per day for a nurse and {formatRupees(FEES.LAB_TEST)} for a lab
          test including the home visit.
        </p>
        <ul>
          <li>
            You may cancel a pending or confirmed appointment up to{' '}
            <strong>{CANCELLATION_CUTOFF_HOURS} hours</strong> before it starts. After that it can no longer
            be cancelled in the app.
          </li>
          <li>
            When you cancel in time, a fee paid from your care fund is returned to the care fund; a fee paid
            another way is refunded to the original payment method.
          </li>
          <li>
            If a professional cancels or does not come, you get a full refund, and we will help you find
            another professional.
          </li>
          <li>
            Please be present at the address you gave and tell the professional about your health honestly.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'care-fund',
    title: 'Care fund',
    body: (
      <p>
        A care fund is a balance kept for a patient’s care. The patient, family members and well-wishers can
        add to it — including through its public page — and the patient can use it only to pay for bookings on
        Arogya. It is not a bank account or a payment wallet, earns no interest and cannot be withdrawn as
        cash. Contributions are gifts to the patient’s care and are not refundable to the contributor, except
        where the law requires. Every addition, payment and refund is recorded, and the balance can never go
        below zero.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and subscriptions',
    body: (
      <ul>
        <li>
          Payments are in Indian rupees and are processed by our payment partner, Razorpay. We never see your
          card, UPI or bank details.
        </li>
        <li>
          A payment is complete only when Razorpay confirms it and we have verified its signature. If money
          leaves your account but the booking is not confirmed, it is refunded automatically.
        </li>
        <li>
          Second opinions are paid in advance; the price depends on the specialty and urgency and is shown
          before you pay.
        </li>
        <li>
          Pro for professionals costs {formatRupees(PRO_PLAN.priceRupees)} per {PRO_PLAN.period}. You can
          cancel at any time and keep Pro until the end of the period you paid for. Arogya’s commission on a
          professional’s fees is {percent(PRO_PLAN.commissionStandard)}, or {percent(PRO_PLAN.commissionPro)}{' '}
          with Pro.
        </li>
      </ul>
    ),
  },
  {
    id: 'community',
    title: 'Forum and support groups',
    body: (
      <ul>
        <li>
          Be kind and respectful. Do not post anyone’s personal or health details without their permission,
          and never post emergencies — call 112.
        </li>
        <li>
          Answers from professionals, even verified ones, are general information, not a consultation about
          your case.
        </li>
        <li>
          No advertising, spam, self-promotion of products or medicines, or false health claims. Moderators
          may hide or remove content and remove members who break these rules; a message reported by several
          members is hidden until a moderator reviews it.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Do not misuse Arogya: no false bookings, no impersonating another person or professional, no attempts
        to access other people’s data, to disrupt the service or to get around its security, and no arranging
        payments with a professional outside Arogya for bookings made through it. We may suspend or close
        accounts that do, and report unlawful activity to the authorities.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          We work to keep Arogya available and accurate, but it is provided “as is”. Professionals are
          responsible for the care they give; Arogya is responsible for running the platform with reasonable
          care, including verifying professionals as described above.
        </p>
        <p>
          To the extent the law allows, Arogya is not liable for indirect or consequential loss, and our total
          liability to you for any claim is limited to the fees you paid through Arogya in the three months
          before the claim arose. Nothing in these terms limits liability that cannot be limited by law, or
          your rights as a consumer under the Consumer Protection Act, 2019.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Suspension and closing your account',
    body: (
      <p>
        You can deactivate your account at any time from your profile. We may suspend or close an account that
        breaks these terms, after telling you why unless the law or safety prevents it. What happens to your
        data then is explained in our <Link to="/privacy">{MSG_SHELL.privacy}</Link>.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. Please contact us first at {mailto} — most problems are
        solved quickly. If a dispute cannot be resolved, the courts at Mumbai, Maharashtra have jurisdiction,
        without affecting your right to approach a consumer commission.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version, and we will tell you about
        important changes before they apply. Questions: {mailto}, {CONTACT_DETAILS.phone} (
        {CONTACT_DETAILS.hours}), or {CONTACT_DETAILS.address}.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <PolicyDocument
      title={MSG_SHELL.terms}
      updated="21 November 2026"
      summary={
        <p>
          <strong>In short:</strong> Arogya connects you with independent, verified professionals who are
          responsible for your care; fees are shown before you book; you can cancel up to{' '}
          {CANCELLATION_CUTOFF_HOURS} hours ahead; and Arogya is not an emergency service —{' '}
          <strong>in an emergency, call 112</strong>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
