import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { Quote, Star } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { TESTIMONIALS } from '../data/testimonials';
import { type HeadingLevel, SectionHeading } from './section-heading';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Three static testimonials (spec 01 §1); the top of /testimonials with `as="h1"`. */
export function TestimonialsSection({ as = 'h2' }: { as?: HeadingLevel }) {
  return (
    <section aria-labelledby="testimonials-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          as={as}
          id="testimonials-title"
          eyebrow="Stories from families"
          title={MSG_PUBLIC.testimonialsHeading}
          lead="Real experiences from patients and families who chose care at home."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <div className="flex items-center justify-between">
                  <Quote aria-hidden="true" className="size-8 text-teal-600 dark:text-teal-400" />
                  <p className="flex gap-0.5" role="img" aria-label={MSG_PUBLIC.testimonialRated}>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Star key={n} aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                    ))}
                  </p>
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700 dark:text-slate-300">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
                  <span
                    aria-hidden="true"
                    className="grid size-11 place-items-center rounded-full bg-teal-100 font-semibold text-teal-900 dark:bg-teal-900 dark:text-teal-100"
                  >
                    {initials(testimonial.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {testimonial.name}
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {testimonial.city} · {testimonial.service}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
