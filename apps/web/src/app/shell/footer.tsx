import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Mail, Phone, Siren } from 'lucide-react';
import { Link } from 'react-router';
import { BackToTop } from './back-to-top';
import { Logo } from './logo';
import { NewsletterForm } from './newsletter-form';

/** The footer (spec 01 §2): Quick Links, Patient Portal and Manage Account columns, newsletter, back-to-top. */

interface FooterColumn {
  title: string;
  links: { to: string; label: string }[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: MSG_SHELL.quickLinks,
    links: [
      { to: '/', label: MSG_SHELL.home },
      { to: '/about', label: MSG_SHELL.aboutUs },
      { to: '/services', label: MSG_SHELL.services },
      { to: '/discharge-concierge', label: MSG_SHELL.dischargeConcierge },
      { to: '/testimonials', label: MSG_SHELL.testimonials },
      { to: '/contact', label: MSG_SHELL.contactUs },
    ],
  },
  {
    title: MSG_SHELL.patientPortal,
    links: [
      { to: '/search', label: MSG_SHELL.findADoctor },
      { to: '/search-nurses', label: MSG_SHELL.findANurse },
      { to: '/book-ambulance', label: MSG_SHELL.bookAnAmbulance },
      { to: '/forum', label: MSG_SHELL.healthForum },
      { to: '/dashboard', label: MSG_SHELL.patientDashboard },
      { to: '/my-appointments', label: MSG_SHELL.myAppointments },
    ],
  },
  {
    title: MSG_SHELL.manageAccount,
    links: [
      { to: '/login', label: MSG_SHELL.login },
      { to: '/register', label: MSG_SHELL.register },
      { to: '/doctor/dashboard', label: MSG_SHELL.professionalDashboard },
      { to: '/privacy', label: MSG_SHELL.privacy },
      { to: '/terms', label: MSG_SHELL.terms },
    ],
  },
];

const linkClasses =
  'text-sm text-slate-700 underline-offset-4 hover:text-teal-800 hover:underline dark:text-slate-300 dark:hover:text-teal-200';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="sm:col-span-2 lg:col-span-3">
          <Logo />
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{MSG_SHELL.footerTagline}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a
                href={`tel:${CONTACT_DETAILS.phone.replace(/\s+/g, '')}`}
                className={`${linkClasses} inline-flex items-center gap-2`}
              >
                <Phone aria-hidden="true" className="size-4" />
                {CONTACT_DETAILS.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${CONTACT_DETAILS.email}`}
                className={`${linkClasses} inline-flex items-center gap-2`}
              >
                <Mail aria-hidden="true" className="size-4" />
                {CONTACT_DETAILS.email}
              </a>
            </li>
          </ul>
        </div>

        <nav
          aria-label={MSG_SHELL.footerNavigation}
          className="grid gap-8 sm:col-span-2 sm:grid-cols-3 lg:col-span-6"
        >
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClasses}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="sm:col-span-2 lg:col-span-3">
          <NewsletterForm />
        </div>
      </div>

      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>{fill(MSG_SHELL.copyright, { year: new Date().getFullYear() })}</p>
          <p className="inline-flex items-center gap-2">
            <Siren aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
            {MSG_SHELL.emergencyNote}
          </p>
        </div>
      </div>
      <BackToTop />
    </footer>
  );
}
