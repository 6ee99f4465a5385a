import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { BadgeCheck, FileSearch, IdCard, UserCheck } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { AboutSection } from '../components/about-section';
import { CallToAction } from '../components/call-to-action';
import { ClaimsStrip } from '../components/claims-strip';

const VERIFICATION_STEPS = [
  {
    Icon: IdCard,
    title: 'Identity and registration',
    body: 'Professionals sign up with their medical or nursing council registration number, certification or driving licence, and a government ID.',
  },
  {
    Icon: FileSearch,
    title: 'Automatic checks',
    body: 'We flag duplicate IDs and phone numbers, disposable email addresses and registration numbers that do not match the expected format.',
  },
  {
    Icon: UserCheck,
    title: 'Review by our team',
    body: 'An Arogya administrator reviews every application and its flags before approving or rejecting it, with a reason the applicant can see.',
  },
  {
    Icon: BadgeCheck,
    title: 'Verified badge',
    body: 'Only approved doctors and nurses appear in search with the Verified Professional badge. Patients rate every visit.',
  },
];

export function AboutPage() {
  return (
    <>
      <AboutSection as="h1" />
      <ClaimsStrip />
      <section aria-labelledby="verification-title" className="py-16 sm:py-20">
        <Container>
          <h2
            id="verification-title"
            className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {MSG_PUBLIC.verifyTitle}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
            {MSG_PUBLIC.verifyIntro}
          </p>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VERIFICATION_STEPS.map(({ Icon, title, body }, index) => (
              <li key={title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                <div className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-full bg-teal-700 font-bold text-white dark:bg-teal-400 dark:text-slate-950">
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-6 text-teal-700 dark:text-teal-300" />
                </div>
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{body}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>
      <CallToAction />
    </>
  );
}
