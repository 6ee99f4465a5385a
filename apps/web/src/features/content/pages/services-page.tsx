import { DISCHARGE_CONCIERGE, FEES } from '@arogya/contract/constants/appointments';
import { SECOND_OPINION_PRICES } from '@arogya/contract/constants/second-opinions';
import { fill } from '@arogya/contract/messages/fill';
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
    title: MSG_PUBLIC.servicesHomeVisitTitle,
    body: MSG_PUBLIC.servicesHomeVisit,
    price: fill(MSG_PUBLIC.servicesHomeVisitPrice, { fee: formatRupees(FEES.DOCTOR_IN_HOME_VISIT) }),
    to: '/search',
    linkLabel: MSG_SHELL.findADoctor,
  },
  {
    Icon: Video,
    title: MSG_PUBLIC.servicesVideoTitle,
    body: MSG_PUBLIC.servicesVideo,
    price: fill(MSG_PUBLIC.servicesVideoPrice, { fee: formatRupees(FEES.DOCTOR_VIDEO_CONSULTATION) }),
    to: '/video-consult',
    linkLabel: MSG_PUBLIC.servicesVideoLink,
  },
  {
    Icon: UserRound,
    title: MSG_PUBLIC.servicesNursingTitle,
    body: MSG_PUBLIC.servicesNursing,
    price: fill(MSG_PUBLIC.servicesNursingPrice, { fee: formatRupees(FEES.NURSE_PER_DAY) }),
    to: '/search-nurses',
    linkLabel: MSG_SHELL.findANurse,
  },
  {
    Icon: FlaskConical,
    title: MSG_PUBLIC.servicesLabTitle,
    body: MSG_PUBLIC.servicesLab,
    price: fill(MSG_PUBLIC.servicesLabPrice, { fee: formatRupees(FEES.LAB_TEST) }),
    to: '/book-lab-test',
    linkLabel: MSG_PUBLIC.servicesLabLink,
  },
  {
    Icon: Ambulance,
    title: MSG_PUBLIC.servicesAmbulanceTitle,
    body: MSG_PUBLIC.servicesAmbulance,
    price: MSG_PUBLIC.servicesAmbulancePrice,
    to: '/book-ambulance',
    linkLabel: MSG_SHELL.bookAnAmbulance,
  },
  {
    Icon: FileText,
    title: MSG_PUBLIC.servicesSecondOpinionTitle,
    body: MSG_PUBLIC.servicesSecondOpinion,
    price: fill(MSG_PUBLIC.servicesSecondOpinionPrice, { fee: formatRupees(lowestSecondOpinion) }),
    to: '/second-opinion-request',
    linkLabel: MSG_PUBLIC.servicesSecondOpinionLink,
  },
  {
    Icon: HousePlus,
    title: MSG_PUBLIC.dischargeConcierge,
    body: fill(MSG_PUBLIC.servicesDischarge, {
      supportHours: DISCHARGE_CONCIERGE.supportHours,
      replyHours: DISCHARGE_CONCIERGE.replyWithinHours,
    }),
    price: MSG_PUBLIC.dischargeConciergePrice,
    to: '/discharge-concierge',
    linkLabel: fill(MSG_PUBLIC.servicesDischargeLink, { service: MSG_PUBLIC.dischargeConcierge }),
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
