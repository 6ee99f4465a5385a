import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { CallToAction } from '../components/call-to-action';
import { ClaimsStrip } from '../components/claims-strip';
import { TestimonialsSection } from '../components/testimonials-section';

export function TestimonialsPage() {
  return (
    <>
      <TestimonialsSection as="h1" />
      <ClaimsStrip />
      <CallToAction title={MSG_PUBLIC.testimonialsCta} />
    </>
  );
}
