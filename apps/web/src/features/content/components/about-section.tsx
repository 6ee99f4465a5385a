import { CITIES } from '@arogya/contract/constants/directory';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { HandHeart, House, MapPin, ShieldCheck } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { type HeadingLevel, SectionHeading } from './section-heading';

const PILLARS = [
  {
    Icon: ShieldCheck,
    title: MSG_PUBLIC.aboutPillarVerifiedTitle,
    body: MSG_PUBLIC.aboutPillarVerified,
  },
  {
    Icon: House,
    title: MSG_PUBLIC.aboutPillarHomeTitle,
    body: MSG_PUBLIC.aboutPillarHome,
  },
  {
    Icon: HandHeart,
    title: MSG_PUBLIC.aboutPillarFamiliesTitle,
    body: MSG_PUBLIC.aboutPillarFamilies,
  },
];

/** "About Arogya" (spec 01 §1 about section); the top of /about with `as="h1"`. */
export function AboutSection({ as = 'h2' }: { as?: HeadingLevel }) {
  const ItemHeading = as === 'h1' ? 'h2' : 'h3';
  return (
    <section aria-labelledby="about-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          as={as}
          id="about-title"
          eyebrow="Who we are"
          title={MSG_PUBLIC.aboutHeading}
          lead={MSG_PUBLIC.aboutBody}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PILLARS.map(({ Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <span className="grid size-12 place-items-center rounded-xl bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <ItemHeading className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {title}
              </ItemHeading>
              <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-700 dark:text-slate-300">
          <span className="inline-flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <MapPin aria-hidden="true" className="size-5 text-teal-700 dark:text-teal-300" />
            {MSG_PUBLIC.homeVisitsTodayIn}
          </span>
          <ul className="flex flex-wrap gap-2">
            {CITIES.map((city) => (
              <li
                key={city}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              >
                {city}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
