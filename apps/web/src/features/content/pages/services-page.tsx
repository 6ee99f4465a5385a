import { DISCHARGE_CONCIERGE, FEES } from '@arogya/contract/constants/appointments';
import { SECOND_OPINION_PRICES } from '@arogya/contract/constants/second-opinions';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Ambulance, FileText, FlaskConical, HousePlus, Stethoscope, UserRound, Video } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { formatRupees } from '../../../lib/format';
import { CallToAction } from '../components/call-to-action';
import { ServicesSection } from '../components/services-section';

interface CatalogueItem {
  Icon: ComponentType<{ className?: string }>;
  title: string;
  body: string;
  price: string;
  to: string;
  linkLabel: string;
}

const lowestSecondOpinion = Math.min(...Object.values(SECOND_OPINION_PRICES));

const CATALOGUE: CatalogueItem[] = [
  {
    Icon: Stethoscope,
    title: 'Doctor home visit',
    body: 'A verified doctor of your chosen specialty visits at a time slot you pick. Share symptoms and current medicines when you book.',
    price: `${formatRupees(FEES.DOCTOR_IN_HOME_VISIT)} per visit`,
    to: '/search',
    linkLabel: MSG_SHELL.findADoctor,
  },
  {
    Icon: Video,
    title: 'Video consultation',
    body: 'See a doctor from home on a secure video call — useful for follow-ups and for questions that do not need an examination.',
    price: `${formatRupees(FEES.DOCTOR_VIDEO_CONSULTATION)} per consultation`,
    to: '/video-consult',
    linkLabel: 'Book a video call',
  },
  {
    Icon: UserRound,
    title: 'Home nursing',
    body: 'Elder care, child care, post-operative care and general nursing, by qualified GNM and ANM nurses.',
    price: `${formatRupees(FEES.NURSE_PER_DAY)} per day`,
    to: '/search-nurses',
    linkLabel: MSG_SHELL.findANurse,
  },
  {
    Icon: FlaskConical,
    title: 'Lab tests at home',
    body: 'A technician collects samples in a two-hour window you choose; a partner lab runs the tests and the report reaches you online.',
    price: `${formatRupees(FEES.LAB_TEST)} including the visit`,
    to: '/book-lab-test',
    linkLabel: 'Book a lab test',
  },
  {
    Icon: Ambulance,
    title: 'Ambulance booking',
    body: 'Basic and advanced life support ambulances sent to your address by the first available driver in your city. In an emergency, always call 112 first.',
    price: 'Charges depend on vehicle and distance',
    to: '/book-ambulance',
    linkLabel: MSG_SHELL.bookAnAmbulance,
  },
  {
    Icon: FileText,
    title: 'Second opinions',
    body: 'Upload your reports and get a written or video opinion from a specialist, within 12 to 48 hours depending on urgency.',
    price: `From ${formatRupees(lowestSecondOpinion)}`,
    to: '/second-opinion-request',
    linkLabel: 'Request a second opinion',
  },
  {
    Icon: HousePlus,
    title: MSG_PUBLIC.dischargeConcierge,
    body: `A care coordinator for the first ${DISCHARGE_CONCIERGE.supportHours} hours after a hospital discharge, replying within ${DISCHARGE_CONCIERGE.replyWithinHours} hour.`,
    price: MSG_PUBLIC.dischargeConciergePrice,
    to: '/discharge-concierge',
    linkLabel: `About ${MSG_PUBLIC.dischargeConcierge}`,
  },
];

export function ServicesPage() {
  return (
    <>
      <ServicesSection as="h1" />
      <section aria-labelledby="catalogue-title" className="py-16 sm:py-20">
        <Container>
          <h2
            id="catalogue-title"
            className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {MSG_PUBLIC.servicesPricesTitle}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
            {MSG_PUBLIC.servicesPricesIntro}
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {CATALOGUE.map(({ Icon, title, body, price, to, linkLabel }) => (
              <li
                key={title}
                className="flex flex-col rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
              >
                <Icon aria-hidden="true" className="size-7 text-teal-700 dark:text-teal-300" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{body}</p>
                <p className="mt-4 font-semibold text-slate-900 dark:text-white">{price}</p>
                <Link
                  to={to}
                  className="mt-3 font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
                >
                  {linkLabel}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CallToAction />
    </>
  );
}
