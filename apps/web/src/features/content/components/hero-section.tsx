import { MARKETING_CLAIMS } from '@arogya/contract/constants/content';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { Ambulance, BadgeCheck, Compass, HeartPulse, House, Smile, Stethoscope } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { formatNumber } from '../../../lib/format';

const TRUST_POINTS = [
  { Icon: BadgeCheck, text: MSG_PUBLIC.heroTrustVerified },
  { Icon: House, text: MSG_PUBLIC.heroTrustAtYourDoor },
  { Icon: Ambulance, text: MSG_PUBLIC.heroTrustAmbulance },
];

const CLAIMS = [
  {
    Icon: Ambulance,
    value: formatNumber(MARKETING_CLAIMS.ambulances),
    label: fill(MSG_PUBLIC.heroClaimAmbulances, { cities: MARKETING_CLAIMS.ambulanceCities }),
  },
  { Icon: Smile, value: `${MARKETING_CLAIMS.satisfactionPercent}%`, label: MSG_PUBLIC.heroClaimSatisfaction },
  {
    Icon: HeartPulse,
    value: `${MARKETING_CLAIMS.readmissionReductionPercent}%`,
    label: MSG_PUBLIC.heroClaimReadmissions,
  },
];

/** The landing hero (spec 01 §1): the two headline texts and the Help Me Choose call to action. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-teal-50 via-white to-white dark:from-teal-950/60 dark:via-slate-950 dark:to-slate-950"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-teal-200/40 blur-3xl dark:bg-teal-700/20"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-teal-200 bg-white px-3 py-1 text-sm font-medium text-teal-800 dark:border-teal-800 dark:bg-slate-900 dark:text-teal-200">
            <Stethoscope aria-hidden="true" className="size-4" />
            {MSG_PUBLIC.heroEyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {MSG_PUBLIC.heroTitle}
          </h1>
          <p className="mt-4 text-xl font-semibold text-teal-800 sm:text-2xl dark:text-teal-300">
            {MSG_PUBLIC.heroSubtitle}
          </p>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
            {MSG_PUBLIC.heroBody}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/care-navigator" size="lg">
              <Compass aria-hidden="true" className="size-5" />
              {MSG_PUBLIC.helpMeChoose}
            </ButtonLink>
            <ButtonLink to="/search" size="lg" variant="outline">
              {MSG_PUBLIC.findADoctorCta}
            </ButtonLink>
          </div>
          <ul className="mt-8 space-y-2">
            {TRUST_POINTS.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-300" />
                {text}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative">
          <div className="rounded-3xl bg-gradient-to-br from-teal-700 to-emerald-800 p-6 text-white shadow-xl sm:p-8 dark:from-teal-800 dark:to-emerald-900">
            <p className="text-sm font-semibold tracking-widest text-teal-100 uppercase">
              {MSG_PUBLIC.claimsHeading}
            </p>
            <ul className="mt-6 grid gap-4">
              {CLAIMS.map(({ Icon, value, label }) => (
                <li
                  key={label}
                  className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white text-teal-800">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span>
                    <span className="block text-2xl font-bold">{value}</span>
                    <span className="block text-sm text-teal-50">{label}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
