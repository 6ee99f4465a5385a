import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { BadgeCheck, FileSearch, IdCard, UserCheck } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { AboutSection } from '../components/about-section';
import { CallToAction } from '../components/call-to-action';
import { ClaimsStrip } from '../components/claims-strip';

const VERIFICATION_STEPS = [
  {
    Icon: IdCard,
    title: MSG_PUBLIC.aboutStepIdentityTitle,
    body: MSG_PUBLIC.aboutStepIdentity,
  },
  {
    Icon: FileSearch,
    title: MSG_PUBLIC.aboutStepChecksTitle,
    body: MSG_PUBLIC.aboutStepChecks,
  },
  {
    Icon: UserCheck,
    title: MSG_PUBLIC.aboutStepReviewTitle,
    body: MSG_PUBLIC.aboutStepReview,
  },
  {
    Icon: BadgeCheck,
    title: MSG_PUBLIC.aboutStepBadgeTitle,
    body: MSG_PUBLIC.aboutStepBadge,
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
