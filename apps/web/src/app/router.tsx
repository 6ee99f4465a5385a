import type { Role } from '@arogya/contract/constants';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootErrorPage } from './pages/root-error-page';
import type { RouteHandle } from './route-handle';
import { AppLayout } from './shell/app-layout';
import { PatientDoctorRoute } from './shell/patient-doctor-route';
import { RouteGuard } from './shell/route-guard';

/**
 * The whole route table of spec 01 §2 and spec 02 §2 with their guards. Every page is lazy-loaded; only the
 * shell is in the entry chunk. Routes whose feature lands in a later issue render the shared
 * "not available yet" page with their title (from `handle.title`) until that issue replaces the loader.
 */

type LazyRoute = NonNullable<RouteObject['lazy']>;

const notAvailableYet: LazyRoute = () =>
  import('./pages/not-available-yet-page').then((m) => ({ Component: m.NotAvailableYetPage }));

function comingSoon(path: string, title: string): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: notAvailableYet };
}

function page(path: string, title: string | undefined, lazy: LazyRoute): RouteObject {
  return { path, handle: { ...(title !== undefined && { title }) } satisfies RouteHandle, lazy };
}

/** Public (spec 01 §2 "Public", spec 02 §2 "public"). */
const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/content/pages/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  comingSoon('register', 'Create Your Account'),
  comingSoon('login', 'Login'),
  comingSoon('forgot-password', 'Forgot Password'),
  comingSoon('reset-password/:token', 'Reset Password'),
  comingSoon('search', 'Find Your Doctor'),
  comingSoon('search-nurses', MSG_SHELL.findANurse),
  comingSoon('nurses/:id', 'Nurse Profile'),
  comingSoon('book-ambulance', MSG_SHELL.bookAnAmbulance),
  comingSoon('follow-up/:id', 'Book Your Follow-up'),
  comingSoon('care-navigator', 'Care Navigator'),
  // Public in the spec's table; the page itself needs a session for its data.
  comingSoon('care-circle', 'My Proactive Care Circle'),
  page('about', MSG_PUBLIC.aboutHeading, () =>
    import('../features/content/pages/about-page').then((m) => ({ Component: m.AboutPage })),
  ),
  page('services', MSG_PUBLIC.servicesHeading, () =>
    import('../features/content/pages/services-page').then((m) => ({ Component: m.ServicesPage })),
  ),
  page('discharge-concierge', MSG_PUBLIC.dischargeConcierge, () =>
    import('../features/content/pages/discharge-concierge-page').then((m) => ({
      Component: m.DischargeConciergePage,
    })),
  ),
  page('testimonials', MSG_PUBLIC.testimonialsHeading, () =>
    import('../features/content/pages/testimonials-page').then((m) => ({ Component: m.TestimonialsPage })),
  ),
  page('contact', MSG_PUBLIC.contactHeading, () =>
    import('../features/content/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  ),
  page('privacy', MSG_SHELL.privacy, () =>
    import('../features/content/pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  ),
  page('terms', MSG_SHELL.terms, () =>
    import('../features/content/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
  ),
  comingSoon('care-fund/:patientId', 'Support a Care Fund'),
  comingSoon('forum', 'Health Q&A Forum'),
  comingSoon('forum/question/:questionId', 'Forum Question'),
  // Dev/test trigger for the error boundary (not linked anywhere): the page throws while rendering.
  page('__boom', undefined, () => import('./pages/boom-page').then((m) => ({ Component: m.BoomPage }))),
];

/** Login required (spec 01 §2 "Login required", spec 02 §2 "login-required"). */
const loginRequiredRoutes: RouteObject[] = [
  comingSoon('dashboard', 'Patient Dashboard'),
  comingSoon('book-lab-test', 'Book a Lab Test'),
  comingSoon('video-consult', 'Video Consultation'),
  comingSoon('my-appointments', MSG_SHELL.myAppointments),
  comingSoon('my-prescriptions', 'My Prescriptions'),
  comingSoon('my-health-records', 'My Health Records'),
  comingSoon('payment-history', 'Your Payment History'),
  comingSoon('care-fund', 'My Care Fund'),
  comingSoon('doctor/dashboard', 'Doctor Dashboard'),
  comingSoon('nurse/dashboard', 'Nurse Dashboard'),
  comingSoon('technician/dashboard', 'Technician Dashboard'),
  comingSoon('driver/dashboard', 'Ambulance Driver Dashboard'),
  comingSoon('doctor/edit-profile', 'Edit Doctor Profile'),
  comingSoon('nurse/edit-profile', 'Edit Nurse Profile'),
  comingSoon('doctor/appointments', 'Manage Appointments'),
  comingSoon('nurse/appointments', 'Manage Appointments'),
  comingSoon('upgrade-pro', 'Upgrade to Pro'),
  comingSoon('demand-hotspot', 'Demand Insights'),
  comingSoon('doctor/availability', 'Manage Availability'),
  comingSoon('nurse/availability', 'Manage Availability'),
  comingSoon('2fa-setup', 'Two-Factor Authentication'),
  comingSoon('support-community', 'Support Community'),
  comingSoon('support-community/:groupId', 'Support Group'),
  comingSoon('second-opinion-request', 'Request a Second Opinion'),
  comingSoon('my-second-opinions', 'My Second Opinions'),
  comingSoon('specialist-second-opinions', 'Specialist Second Opinions'),
  comingSoon('specialist/second-opinions', 'Specialist Second Opinions'),
  comingSoon('forum/ask', 'Ask a Question'),
];

/** Linked paths whose guard the spec does not show (spec 01 §2 "Other linked paths"): ours, by role. */
const roleRoutes: { roles: readonly Role[]; routes: RouteObject[] }[] = [
  { roles: ['patient'], routes: [comingSoon('health-quests', 'Health Quests')] },
  {
    roles: ['technician'],
    routes: [
      comingSoon('technician/schedule', 'Collection Schedule'),
      comingSoon('technician/profile', 'Technician Profile'),
    ],
  },
  // Nurse and admin only (spec 01 §2, spec 02 §2).
  { roles: ['nurse', 'admin'], routes: [comingSoon('nurse/moderation', 'Community Moderation')] },
];

/** Admin only. */
const adminRoutes: RouteObject[] = [
  comingSoon('admin', 'Admin Dashboard'),
  comingSoon('admin/edit-profile', 'Admin Profile'),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RootErrorPage />,
    children: [
      ...publicRoutes,
      // Patients only; anyone else goes through the storage-clearing login redirect.
      {
        path: 'doctors/:id',
        element: <PatientDoctorRoute />,
        children: [
          { index: true, handle: { title: 'Doctor Profile' } satisfies RouteHandle, lazy: notAvailableYet },
        ],
      },
      { element: <RouteGuard />, children: loginRequiredRoutes },
      ...roleRoutes.map(({ roles, routes: children }) => ({
        element: <RouteGuard roles={roles} />,
        children,
      })),
      { element: <RouteGuard adminOnly />, children: adminRoutes },
      page('*', MSG_SHELL.notFoundTitle, () =>
        import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      ),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
