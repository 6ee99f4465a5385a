import { DISCHARGE_CONCIERGE } from '@arogya/contract/constants/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { ArrowRight, HeartHandshake, HousePlus, Siren, Sparkles, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { type HeadingLevel, SectionHeading } from './section-heading';

const SERVICES = [
  {
    Icon: Siren,
    title: MSG_PUBLIC.serviceEmergencyTitle,
    body: MSG_PUBLIC.serviceEmergencyBody,
    link: { to: '/book-ambulance', label: MSG_SHELL.bookAnAmbulance },
  },
  {
    Icon: HeartHandshake,
    title: MSG_PUBLIC.serviceElderlyTitle,
    body: MSG_PUBLIC.serviceElderlyBody,
    link: { to: '/search-nurses', label: MSG_SHELL.findANurse },
  },
  {
    Icon: Stethoscope,
    title: MSG_PUBLIC.serviceInHomeTitle,
    body: MSG_PUBLIC.serviceInHomeBody,
    link: { to: '/search', label: MSG_SHELL.findADoctor },
  },
];

/** The services list (spec 01 §1) with the featured Discharge Concierge card; the top of /services with `as="h1"`. */
export function ServicesSection({ as = 'h2' }: { as?: HeadingLevel }) {
  const ItemHeading = as === 'h1' ? 'h2' : 'h3';
  return (
    <section aria-labelledby="services-title" className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/60">
      <Container>
        <SectionHeading
          as={as}
          id="services-title"
          eyebrow="What we do"
          title={MSG_PUBLIC.servicesHeading}
          lead="From a fever at midnight to the first days home after surgery — the right professional, at home."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          <ul className="grid gap-6 md:grid-cols-3 lg:col-span-2 lg:grid-cols-1">
            {SERVICES.map(({ Icon, title, body, link }) => (
              <li
                key={title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:flex-row lg:items-start lg:gap-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="mt-4 flex flex-1 flex-col lg:mt-0">
                  <ItemHeading className="text-lg font-semibold text-slate-900 dark:text-white">
                    {title}
                  </ItemHeading>
                  <p className="mt-2 flex-1 leading-relaxed text-slate-700 dark:text-slate-300">{body}</p>
                  <Link
                    to={link.to}
                    className="mt-4 inline-flex items-center gap-1.5 font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
                  >
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <DischargeConciergeCard titleAs={ItemHeading} />
        </div>
      </Container>
    </section>
  );
}

function DischargeConciergeCard({ titleAs: Title }: { titleAs: 'h2' | 'h3' }) {
  return (
    <article
      aria-labelledby="discharge-concierge-card-title"
      className="relative flex flex-col overflow-hidden rounded-2xl bg-gradient-to-br from-teal-700 to-emerald-800 p-6 text-white shadow-lg sm:p-8 dark:from-teal-800 dark:to-emerald-900"
    >
      <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-bold tracking-wide text-teal-900 uppercase">
        <Sparkles aria-hidden="true" className="size-3.5" />
        {MSG_PUBLIC.featured}
      </p>
      <span className="mt-6 grid size-12 place-items-center rounded-xl bg-white/15 ring-1 ring-white/25">
        <HousePlus aria-hidden="true" className="size-6" />
      </span>
      <Title id="discharge-concierge-card-title" className="mt-4 text-2xl font-bold">
        {MSG_PUBLIC.dischargeConcierge}
      </Title>
      <p className="mt-1 text-lg font-semibold text-teal-50">{MSG_PUBLIC.dischargeConciergeTagline}</p>
      <p className="mt-3 flex-1 leading-relaxed text-teal-50">{MSG_PUBLIC.dischargeConciergeBody}</p>
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-white/20 pt-5">
        <div>
          <dt className="text-sm text-teal-100">{MSG_PUBLIC.dcSupportWindowLabel}</dt>
          <dd className="text-xl font-bold">
            {fill(MSG_PUBLIC.dcSupportWindowValue, { hours: DISCHARGE_CONCIERGE.supportHours })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-teal-100">{MSG_PUBLIC.dcPriceLabel}</dt>
          <dd className="text-xl font-bold">{MSG_PUBLIC.dischargeConciergePrice}</dd>
        </div>
      </dl>
      <ButtonLink to="/discharge-concierge" variant="inverse" className="mt-6">
        {MSG_PUBLIC.learnMore}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </article>
  );
}
