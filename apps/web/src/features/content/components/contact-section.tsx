import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { Clock, Mail, MapPin, Phone, Siren } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ContactForm } from './contact-form';
import { OfficeMap } from './office-map';
import { type HeadingLevel, SectionHeading } from './section-heading';

function DetailRow({
  Icon,
  term,
  children,
}: {
  Icon: ComponentType<{ className?: string }>;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-semibold text-slate-900 dark:text-white">
        <span className="absolute top-0 left-0 grid size-11 place-items-center rounded-xl bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-slate-700 dark:text-slate-300">{children}</dd>
    </div>
  );
}

const linkClasses = 'font-medium text-teal-800 underline-offset-4 hover:underline dark:text-teal-300';

/** The contact block (spec 01 §1): address, phone, email, hours, a contact form and the map; /contact's top with `as="h1"`. */
export function ContactSection({ as = 'h2' }: { as?: HeadingLevel }) {
  return (
    <section aria-labelledby="contact-title" className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/60">
      <Container>
        <SectionHeading
          as={as}
          id="contact-title"
          eyebrow="We are here to help"
          title={MSG_PUBLIC.contactHeading}
          lead="Questions about a booking, a bill, or joining Arogya as a professional? Call us during office hours or send a message."
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-5">
          <div className="space-y-8 lg:col-span-2">
            <dl className="space-y-6">
              <DetailRow Icon={MapPin} term={MSG_PUBLIC.contactAddress}>
                <address className="not-italic">{CONTACT_DETAILS.address}</address>
              </DetailRow>
              <DetailRow Icon={Phone} term={MSG_PUBLIC.contactPhone}>
                <a href={`tel:${CONTACT_DETAILS.phone.replace(/\s+/g, '')}`} className={linkClasses}>
                  {CONTACT_DETAILS.phone}
                </a>
              </DetailRow>
              <DetailRow Icon={Mail} term={MSG_PUBLIC.contactEmail}>
                <a href={`mailto:${CONTACT_DETAILS.email}`} className={linkClasses}>
                  {CONTACT_DETAILS.email}
                </a>
              </DetailRow>
              <DetailRow Icon={Clock} term={MSG_PUBLIC.contactHoursLabel}>
                {CONTACT_DETAILS.hours}
              </DetailRow>
            </dl>
            <p className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
              <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                <strong className="font-semibold">{MSG_PUBLIC.emergencyLead}</strong>{' '}
                {MSG_PUBLIC.emergencyDoNotUseForm}{' '}
                <a href="tel:112" className="font-semibold underline underline-offset-2">
                  112
                </a>{' '}
                {MSG_PUBLIC.emergencyOrBookAmbulance}
              </span>
            </p>
            <OfficeMap />
          </div>
          <Card className="lg:col-span-3 lg:self-start">
            <ContactForm titleAs={as === 'h1' ? 'h2' : 'h3'} />
          </Card>
        </div>
      </Container>
    </section>
  );
}
