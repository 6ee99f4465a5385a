import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { HeroSection } from '../components/hero-section';
import { ServicesSection } from '../components/services-section';
import { TestimonialsSection } from '../components/testimonials-section';

/** The landing page (spec 01 §1): hero, about, services, testimonials, contact with form and map. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <TestimonialsSection />
      <ContactSection />
    </>
  );
}
