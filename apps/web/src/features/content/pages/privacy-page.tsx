import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Link } from 'react-router';
import { PolicyDocument, type PolicySection, PolicyTable } from '../components/policy-document';

const EMAIL = CONTACT_DETAILS.email;
const mailto = <a href={`mailto:${EMAIL}`}>{EMAIL}</a>;

const SECTIONS: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Arogya is operated by {CONTACT_DETAILS.address} (“Arogya”, “we”, “us”). Arogya is a marketplace that
          connects patients with independent, verified doctors, nurses, lab technicians and ambulance drivers.
        </p>
        <p>
          For the personal data described here we are the <strong>Data Fiduciary</strong> under the Digital
          Personal Data Protection Act, 2023 (“DPDP Act”). When a professional you book treats you, they also
          keep your clinical information as a health-care provider under the rules that govern their
          profession.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-keep',
    title: 'What data we keep',
    body: (
      <>
        <h3>Account data</h3>
        <p>
          Your name, email address, password (stored only as a one-way argon2id hash), role, city and — for
          professionals and anyone who gives it — phone number. If you turn on two-factor authentication we
          keep its secret encrypted.
        </p>
        <h3>Professional verification data</h3>
        <p>
          For doctors, nurses, lab technicians and ambulance drivers: specialty, experience, qualifications,
          medical or nursing council registration number, certification ID or driving licence number, vehicle
          registration number and government ID number. These are used only to verify you and are never shown
          to patients.
        </p>
        <h3>Health data</h3>
        <p>
          Symptoms and previous medicines you enter when booking, answers you give the triage helper,
          appointment details and the professional’s notes, visit summaries, prescriptions, the doses you mark
          as taken, reports and documents you upload (including for second opinions), and voice notes a
          professional adds to your appointment.
        </p>
        <h3>Location</h3>
        <p>
          Only when you choose to share it: your position when you switch on the location filter in doctor
          search, the pickup address and coordinates of an ambulance request, and the service area a
          professional draws on the map.
        </p>
        <h3>Payments</h3>
        <p>
          Payment order and payment IDs, amounts, dates and status for second opinions, Pro subscriptions and
          care fund contributions. Card, UPI and net-banking details are entered on our payment partner’s
          (Razorpay’s) checkout; we never see or store them.
        </p>
        <h3>Community content</h3>
        <p>
          Questions and answers you post in the public Health Q&amp;A Forum (shown with your name), and
          messages in support groups (shown only with your anonymous display name).
        </p>
        <h3>Usage and technical data</h3>
        <p>
          Server logs (IP address, browser, the page or API called and the time) and search logs (specialty,
          city and approximate area searched). We do not use advertising cookies or third-party trackers.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <ul>
        <li>
          <strong>To provide the service you ask for</strong> — create your account, show you professionals,
          book and manage appointments, lab tests and ambulances, and let the professional you booked see what
          they need to care for you.
        </li>
        <li>
          <strong>To keep patients safe</strong> — verify professionals, detect duplicate or fraudulent
          registrations, and secure accounts.
        </li>
        <li>
          <strong>To process payments</strong> and keep the records tax and company law require.
        </li>
        <li>
          <strong>To send service messages</strong> — booking confirmations, reminders, password-reset emails
          and notifications. The newsletter is sent only if you subscribe.
        </li>
        <li>
          <strong>To improve the service</strong> — aggregated, de-identified search statistics show where
          demand for care is high (the “demand insights” shown to Pro professionals contain no patient
          identities).
        </li>
      </ul>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <>
        <p>We keep data only as long as the purpose needs it, or as long as Indian law requires.</p>
        <PolicyTable
          head={['Data', 'How long']}
          rows={[
            ['Account data', 'While your account is active, then deleted within 30 days of deactivation.'],
            [
              'Health records (appointments, notes, prescriptions, uploads, second-opinion files)',
              'While your account is active, and after that for as long as Indian medical-records practice requires — at least 3 years from the last consultation, as the Indian Medical Council regulations ask of doctors — or longer while a legal claim is open. During that period they are locked and used for nothing else.',
            ],
            [
              'Professional verification data',
              'While the professional account is active, then 3 years (to handle complaints about care given through Arogya).',
            ],
            [
              'Payment records',
              '8 years, as the Companies Act, 2013 and income-tax law require for books of account.',
            ],
            ['Password-reset links', '1 hour; they then stop working and are deleted.'],
            ['Two-factor secret', 'Until you turn two-factor authentication off or delete your account.'],
            [
              'Location you shared',
              'Until you change it or delete your account; ambulance pickup locations stay with the trip record.',
            ],
            [
              'Search logs',
              'Raw rows are aggregated into area-level counts and purged within 90 days; the aggregates contain no user identity.',
            ],
            ['Server logs', '30 days.'],
            [
              'Forum posts and support-group messages',
              'Until you or a moderator deletes them, or your account is deleted (forum posts are then shown as from a deleted user).',
            ],
            ['Newsletter address', 'Until you unsubscribe.'],
          ]}
        />
      </>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who sees your data',
    body: (
      <ul>
        <li>
          <strong>The professional you book</strong> sees your name, the booking, your symptoms, the medicines
          you listed, any report you attached and, for home visits and ambulances, your address.
        </li>
        <li>
          <strong>Your Care Circle</strong> — family members or professionals you invite — see what the Care
          Circle shows, such as active calls. You can remove them at any time.
        </li>
        <li>
          <strong>A specialist</strong> sees the case and files of a second opinion you submitted and paid
          for, and only if it matches their specialty.
        </li>
        <li>
          <strong>Arogya administrators</strong> see professional applications to verify them, and other data
          only when needed to resolve a complaint, a payment issue or a security incident.
        </li>
        <li>
          <strong>Service providers</strong> who process data for us under contract: hosting, email delivery
          and Razorpay for payments. They may use it only to provide their service to us.
        </li>
        <li>
          <strong>Authorities</strong>, when Indian law requires us to disclose it.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        All traffic is encrypted (HTTPS). Passwords are hashed, two-factor secrets are encrypted, and uploaded
        files are served only to the people allowed to see them, after checking who is asking. Access by our
        staff is limited to what their role needs and is logged. If a breach affects your data we will inform
        you and the Data Protection Board of India as the DPDP Act requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act, 2023 you have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and of whom we have shared it with;</li>
          <li>have inaccurate or incomplete data corrected and out-of-date data updated;</li>
          <li>
            have your data erased when it is no longer needed, subject to the legal retention periods above;
          </li>
          <li>
            withdraw consent you gave, as easily as you gave it (this does not undo what was done before);
          </li>
          <li>nominate a person to exercise these rights if you die or become unable to; and</li>
          <li>have a grievance resolved by us, and then by the Data Protection Board of India.</li>
        </ul>
        <p>
          Most of your data can be viewed and corrected directly in your profile. For anything else, email{' '}
          {mailto}. We reply within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'delete',
    title: 'How to delete your data',
    body: (
      <>
        <ol>
          <li>
            <strong>Deactivate your account</strong> from your profile editor (“Deactivate account”). You are
            signed out at once and your profile disappears from search.
          </li>
          <li>
            <strong>Or email</strong> {mailto} from the address registered with us, asking us to delete your
            account.
          </li>
        </ol>
        <p>
          Within 30 days we delete your account data, location, newsletter subscription and anything else we
          are not required to keep. Health and payment records we must keep by law (see{' '}
          <a href="#how-long">How long we keep it</a>) are locked, kept apart and deleted when that period
          ends.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Accounts are for adults. A parent or lawful guardian may book care for a child from their own account,
        and in doing so gives the verifiable consent the DPDP Act requires for a child’s data. We do not track
        children or show them advertising.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We do not use advertising or analytics cookies. Your browser’s local storage keeps three things:
          your sign-in token (so you stay signed in), your light or dark theme choice, and which announcements
          you have dismissed. Signing out removes the token.
        </p>
        <p>
          The map on our <Link to="/contact">contact page</Link> is loaded from OpenStreetMap, whose own
          privacy policy applies to that map.
        </p>
      </>
    ),
  },
  {
    id: 'grievance',
    title: 'Grievance Officer',
    body: (
      <>
        <p>
          If you have a concern about how we handle your data, contact our Grievance Officer:
          <br />
          Grievance Officer
          <br />
          {CONTACT_DETAILS.address}
          <br />
          Email: {mailto} (subject “Grievance”) · Phone:{' '}
          <a href={`tel:${CONTACT_DETAILS.phone.replace(/\s+/g, '')}`}>{CONTACT_DETAILS.phone}</a> (
          {CONTACT_DETAILS.hours})
        </p>
        <p>
          We acknowledge a grievance within 48 hours and resolve it within 30 days. If you are not satisfied,
          you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the date at the top and, for important changes, tell you by
        email or in the app before they take effect.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <PolicyDocument
      title={MSG_SHELL.privacy}
      updated="21 November 2026"
      summary={
        <p>
          <strong>In short:</strong> we keep what we need to arrange your care and nothing more; your health
          data is seen only by the professionals you book and the people you invite; we never sell data or use
          it for advertising; and you can see, correct or delete your data at any time — from your profile or
          by writing to {mailto}.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
