import { ContactSection } from '../components/contact-section';

export function ContactPage() {
  return <ContactSection as="h1" />;
}
