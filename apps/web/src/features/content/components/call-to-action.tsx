import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { Compass } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';

/** The closing band of the content pages: not sure where to start → Help Me Choose. */
export function CallToAction({
  title = 'Not sure what kind of care you need?',
  body = 'Answer a few quick questions and we will point you to a doctor, a nurse or emergency help.',
}: {
  title?: string;
  body?: string;
}) {
  return (
    <section aria-labelledby="cta-title" className="py-16">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-teal-800 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between dark:bg-teal-900">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 text-teal-50">{body}</p>
          </div>
          <ButtonLink to="/care-navigator" size="lg" variant="inverse" className="shrink-0">
            <Compass aria-hidden="true" className="size-5" />
            {MSG_PUBLIC.helpMeChoose}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
