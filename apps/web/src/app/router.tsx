import type { Role } from '@arogya/contract/constants/auth';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { type AppointmentExtras, AppointmentExtrasProvider } from '../lib/appointment-extras';
import { RootErrorPage } from './pages/root-error-page';
import type { RouteHandle } from './route-handle';
import { AppLayout } from './shell/app-layout';
import { PatientDoctorRoute } from './shell/patient-doctor-route';
import { RouteGuard } from './shell/route-guard';

/**
 * The whole route table of spec 01 §2 and spec 02 §2 with their guards. Every page is lazy-loaded; only the
 * shell is in the entry chunk.
 */

type LazyRoute = NonNullable<RouteObject['lazy']>;

function page(path: string, title: string | undefined, lazy: LazyRoute): RouteObject {
  return { path, handle: { ...(title !== undefined && { title }) } satisfies RouteHandle, lazy };
}

/** The shared account editor (features/profiles), headed by the route's title. */
function editProfile(path: string, title: string): RouteObject {
  return page(path, title, () =>
    import('../features/profiles/pages/edit-profile-page').then(({ EditProfilePage }) => ({
      Component: () => <EditProfilePage title={title} />,
    })),
  );
}

/** The availability calendar, shared by /doctor/availability and /nurse/availability. */
const availabilityPage: LazyRoute = () =>
  import('../features/availability/pages/availability-page').then((m) => ({ Component: m.AvailabilityPage }));

/**
 * The professional appointment manager, shared by /doctor/appointments and /nurse/appointments. Each
 * appointment also shows the records its patient shared and, for doctors, its prescriptions.
 */
function appointmentsManager(role: 'doctor' | 'nurse'): LazyRoute {
  return () =>
    Promise.all([
      import('./routes/professional/pages/appointments-manager-page'),
      import('../features/prescriptions/components/issue-prescription'),
      import('../features/records/components/shared-records'),
      import('../features/video/components/video-call-buttons'),
    ]).then(
      ([
        { AppointmentsManagerPage },
        { AppointmentPrescriptions },
        { SharedRecords },
        { StartVideoCallButton },
      ]) => {
        const extras: AppointmentExtras = (appointment) => (
          <>
            <StartVideoCallButton appointment={appointment} />
            <SharedRecords patientId={appointment.patient._id} />
            <AppointmentPrescriptions appointment={appointment} />
          </>
        );
        return {
          Component: () => (
            <AppointmentExtrasProvider value={extras}>
              <AppointmentsManagerPage practice={role} />
            </AppointmentExtrasProvider>
          ),
        };
      },
    );
}

/**
 * The professional dashboards with the subscription area's panels (upgrade banner, earnings, analytics) and
 * the reviews of their visits.
 */
const withProPanels = () =>
  Promise.all([
    import('./routes/professional/pages/dashboard-pages'),
    import('../features/subscription/components/pro-dashboard-panels'),
    import('../features/reviews/components/my-reviews-panel'),
  ]);

/** Public (spec 01 §2 "Public", spec 02 §2 "public"). */
const publicRoutes: RouteObject[] = [
  {
    index: true,
    // The landing page with the floating chat assistant (spec 01 §1).
    lazy: () => import('./routes/landing-route').then((m) => ({ Component: m.LandingRoute })),
  },
  page('register', MSG_SHELL.routeCreateYourAccount, () =>
    import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
  ),
  page('login', MSG_SHELL.login, () =>
    import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  ),
  page('forgot-password', MSG_SHELL.routeForgotPassword, () =>
    import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  ),
  page('reset-password/:token', MSG_SHELL.routeResetPassword, () =>
    import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  ),
  // Development only (the API behind it does not exist in production): the e-mails the app would send.
  page('dev/mailbox', MSG_SHELL.routeDevelopmentMailbox, () =>
    import('../features/auth/pages/dev-mailbox-page').then((m) => ({ Component: m.DevMailboxPage })),
  ),
  // A literal, like the other titles: importing the search catalogue here would put it in the shell.
  page('search', MSG_SHELL.routeFindYourDoctor, () =>
    import('../features/directory/pages/doctor-search-page').then((m) => ({ Component: m.DoctorSearchPage })),
  ),
  page('search-nurses', MSG_SHELL.findANurse, () =>
    import('../features/directory/pages/nurse-search-page').then((m) => ({ Component: m.NurseSearchPage })),
  ),
  page('nurses/:id', MSG_SHELL.routeNurseProfile, () =>
    import('./routes/provider-profile-route').then((m) => ({ Component: m.NurseProfileRoute })),
  ),
  page('book-ambulance', MSG_SHELL.bookAnAmbulance, () =>
    import('../features/ambulance/pages/book-ambulance-page').then((m) => ({
      Component: m.BookAmbulancePage,
    })),
  ),
  // The tracking link handed out at booking: no account needed, so family can follow too.
  page('ambulance/track/:token', MSG_SHELL.routeTrackYourAmbulance, () =>
    import('../features/ambulance/pages/track-ambulance-page').then((m) => ({
      Component: m.TrackAmbulancePage,
    })),
  ),
  page('follow-up/:id', MSG_SHELL.routeBookYourFollowUp, () =>
    import('../features/appointments/pages/follow-up-page').then((m) => ({ Component: m.FollowUpPage })),
  ),
  page('care-navigator', MSG_SHELL.routeCareNavigator, () =>
    import('../features/navigator/pages/care-navigator-page').then((m) => ({
      Component: m.CareNavigatorPage,
    })),
  ),
  // Public in the spec's table; the page itself needs a session for its data.
  page('care-circle', MSG_SHELL.routeMyProactiveCareCircle, () =>
    import('./routes/care-circle/care-circle-page').then((m) => ({ Component: m.CareCirclePage })),
  ),
  page('about', MSG_SHELL.aboutHeading, () =>
    import('../features/content/pages/about-page').then((m) => ({ Component: m.AboutPage })),
  ),
  page('services', MSG_SHELL.servicesHeading, () =>
    import('../features/content/pages/services-page').then((m) => ({ Component: m.ServicesPage })),
  ),
  page('discharge-concierge', MSG_SHELL.dischargeConcierge, () =>
    import('../features/content/pages/discharge-concierge-page').then((m) => ({
      Component: m.DischargeConciergePage,
    })),
  ),
  page('testimonials', MSG_SHELL.testimonialsHeading, () =>
    import('../features/content/pages/testimonials-page').then((m) => ({ Component: m.TestimonialsPage })),
  ),
  page('contact', MSG_SHELL.contactUs, () =>
    import('../features/content/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  ),
  page('privacy', MSG_SHELL.privacy, () =>
    import('../features/content/pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  ),
  page('terms', MSG_SHELL.terms, () =>
    import('../features/content/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
  ),
  page('care-fund/:patientId', MSG_SHELL.careFundPublicPageTitle, () =>
    import('../features/care-fund/pages/public-care-fund-page').then((m) => ({
      Component: m.PublicCareFundPage,
    })),
  ),
  page('forum', MSG_SHELL.routeHealthQAForum, () =>
    import('../features/forum/pages/forum-list-page').then((m) => ({ Component: m.ForumListPage })),
  ),
  page('forum/question/:questionId', MSG_SHELL.routeForumQuestion, () =>
    import('../features/forum/pages/question-page').then((m) => ({ Component: m.QuestionPage })),
  ),
  // Dev/test trigger for the error boundary (not linked anywhere): the page throws while rendering.
  page('__boom', undefined, () => import('./pages/boom-page').then((m) => ({ Component: m.BoomPage }))),
];

/** Login required (spec 01 §2 "Login required", spec 02 §2 "login-required"). */
const loginRequiredRoutes: RouteObject[] = [
  page('dashboard', MSG_SHELL.patientDashboard, () =>
    import('./routes/patient-dashboard/pages/patient-dashboard-page').then((m) => ({
      Component: m.PatientDashboardPage,
    })),
  ),
  page('book-lab-test', MSG_SHELL.routeBookALabTest, () =>
    import('../features/lab-tests/pages/book-lab-test-page').then((m) => ({ Component: m.BookLabTestPage })),
  ),
  page('video-consult', MSG_SHELL.routeVideoConsultation, () =>
    import('../features/video/pages/video-consult-page').then((m) => ({ Component: m.VideoConsultPage })),
  ),
  // The appointments and, below them, the patient's lab collections.
  page('my-appointments', MSG_SHELL.myAppointments, () =>
    import('./routes/my-appointments-route').then((m) => ({ Component: m.MyAppointmentsRoute })),
  ),
  page('my-prescriptions', MSG_SHELL.routeMyPrescriptions, () =>
    import('../features/prescriptions/pages/my-prescriptions-page').then((m) => ({
      Component: m.MyPrescriptionsPage,
    })),
  ),
  page('my-health-records', MSG_SHELL.routeMyHealthRecords, () =>
    import('../features/records/pages/my-health-records-page').then((m) => ({
      Component: m.MyHealthRecordsPage,
    })),
  ),
  page('payment-history', MSG_SHELL.routeYourPaymentHistory, () =>
    import('../features/payments/pages/payment-history-page').then((m) => ({
      Component: m.PaymentHistoryPage,
    })),
  ),
  page('care-fund', MSG_SHELL.routeMyCareFund, () =>
    import('../features/care-fund/pages/my-care-fund-page').then((m) => ({ Component: m.MyCareFundPage })),
  ),
  // The technician pages show 'Access Denied' to other roles themselves (like the driver dashboard).
  page('technician/dashboard', MSG_SHELL.routeTechnicianDashboard, () =>
    Promise.all([
      import('../features/lab-tests/pages/technician-dashboard-page'),
      import('./routes/professional/components/onboarding-banner'),
      import('../features/reviews/components/my-reviews-panel'),
    ]).then(([m, { WithOnboardingBanner }, { MyReviewsPanel }]) => ({
      Component: () => (
        <WithOnboardingBanner>
          <m.TechnicianDashboardPage reviewsPanel={<MyReviewsPanel />} />
        </WithOnboardingBanner>
      ),
    })),
  ),
  page('technician/schedule', MSG_SHELL.routeCollectionSchedule, () =>
    import('../features/lab-tests/pages/technician-schedule-page').then((m) => ({
      Component: m.TechnicianSchedulePage,
    })),
  ),
  page('technician/profile', MSG_SHELL.routeTechnicianProfile, () =>
    import('./routes/technician-profile-page').then((m) => ({ Component: m.TechnicianProfilePage })),
  ),
  page('driver/dashboard', MSG_SHELL.routeAmbulanceDriverDashboard, () =>
    Promise.all([
      import('../features/ambulance/pages/driver-dashboard-page'),
      import('./routes/professional/components/onboarding-banner'),
      import('../features/reviews/components/my-reviews-panel'),
    ]).then(([m, { WithOnboardingBanner }, { MyReviewsPanel }]) => ({
      Component: () => (
        <WithOnboardingBanner>
          <m.DriverDashboardPage reviewsPanel={<MyReviewsPanel />} />
        </WithOnboardingBanner>
      ),
    })),
  ),
  page('upgrade-pro', MSG_SHELL.routeUpgradeToPro, () =>
    import('../features/subscription/pages/upgrade-pro-page').then((m) => ({ Component: m.UpgradeProPage })),
  ),
  page('demand-hotspot', MSG_SHELL.routeDemandInsights, () =>
    import('../features/subscription/pages/demand-hotspot-page').then((m) => ({
      Component: m.DemandHotspotPage,
    })),
  ),
  page('earnings', MSG_SHELL.routeEarnings, () =>
    import('../features/subscription/pages/earnings-page').then((m) => ({ Component: m.EarningsPage })),
  ),
  page('2fa-setup', MSG_SHELL.routeTwoFactorAuthentication, () =>
    import('../features/auth/pages/two-factor-setup-page').then((m) => ({
      Component: m.TwoFactorSetupPage,
    })),
  ),
  // Ours: change password and the way to 2FA, for every role (patients have no profile editor).
  page('account/security', MSG_SHELL.routeAccountSecurity, () =>
    import('../features/auth/pages/account-security-page').then((m) => ({
      Component: m.AccountSecurityPage,
    })),
  ),
  // Ours (issue #25): "Your data" — export, consents, account deletion — for every role.
  page('profile/privacy', MSG_SHELL.routeYourData, () =>
    import('../features/privacy/pages/privacy-settings-page').then((m) => ({
      Component: m.PrivacySettingsPage,
    })),
  ),
  page('support-community', MSG_SHELL.routeSupportCommunity, () =>
    import('../features/support/pages/support-community-page').then((m) => ({
      Component: m.SupportCommunityPage,
    })),
  ),
  page('support-community/:groupId', MSG_SHELL.routeSupportGroup, () =>
    import('../features/support/pages/support-group-page').then((m) => ({ Component: m.SupportGroupPage })),
  ),
  page('second-opinion-request', MSG_SHELL.routeRequestASecondOpinion, () =>
    import('../features/second-opinions/pages/second-opinion-request-page').then((m) => ({
      Component: m.SecondOpinionRequestPage,
    })),
  ),
  page('my-second-opinions', MSG_SHELL.routeMySecondOpinions, () =>
    import('../features/second-opinions/pages/my-second-opinions-page').then((m) => ({
      Component: m.MySecondOpinionsPage,
    })),
  ),
  ...['specialist-second-opinions', 'specialist/second-opinions'].map((path) =>
    page(path, MSG_SHELL.routeSpecialistSecondOpinions, () =>
      import('../features/second-opinions/pages/specialist-cases-page').then((m) => ({
        Component: m.SpecialistCasesPage,
      })),
    ),
  ),
  page('forum/ask', MSG_SHELL.routeAskAQuestion, () =>
    import('../features/forum/pages/ask-question-page').then((m) => ({ Component: m.AskQuestionPage })),
  ),
];

/** Routes with a roles list: a role mismatch goes to / (spec 01 §2 Route guard). */
const roleRoutes: { roles: readonly Role[]; routes: RouteObject[] }[] = [
  // Login-required in the spec's tables, and each the page of one role: the guard's roles list sends a
  // role mismatch to / (spec 01 §2 Route guard; issue #22 item 9).
  {
    roles: ['doctor', 'nurse', 'technician', 'ambulance', 'admin'],
    routes: [
      // The home of every non-patient; nurses are sent on to /nurse/dashboard (app/routes/professional).
      page('doctor/dashboard', MSG_SHELL.routeDoctorDashboard, () =>
        withProPanels().then(([m, { ProDashboardPanels }, { MyReviewsPanel }]) => ({
          Component: () => (
            <m.DoctorDashboardPage
              practicePanels={
                <div className="space-y-10">
                  <ProDashboardPanels />
                  <MyReviewsPanel />
                </div>
              }
            />
          ),
        })),
      ),
    ],
  },
  {
    roles: ['doctor'],
    routes: [
      editProfile('doctor/edit-profile', MSG_SHELL.routeEditDoctorProfile),
      page('doctor/appointments', MSG_SHELL.routeManageAppointments, appointmentsManager('doctor')),
      page('doctor/availability', MSG_SHELL.routeMyAvailability, availabilityPage),
    ],
  },
  {
    roles: ['nurse'],
    routes: [
      page('nurse/dashboard', MSG_SHELL.routeNurseDashboard, () =>
        withProPanels().then(([m, { ProDashboardPanels }, { MyReviewsPanel }]) => ({
          Component: () => (
            <m.NurseDashboardPage
              practicePanels={
                <div className="space-y-10">
                  <ProDashboardPanels />
                  <MyReviewsPanel />
                </div>
              }
            />
          ),
        })),
      ),
      editProfile('nurse/edit-profile', MSG_SHELL.routeEditNurseProfile),
      page('nurse/appointments', MSG_SHELL.routeManageAppointments, appointmentsManager('nurse')),
      page('nurse/availability', MSG_SHELL.routeMyAvailability, availabilityPage),
    ],
  },
  {
    roles: ['ambulance'],
    routes: [editProfile('driver/edit-profile', MSG_SHELL.routeEditDriverProfile)],
  },
  {
    roles: ['patient'],
    routes: [
      page('health-quests', MSG_SHELL.healthQuests, () =>
        import('../features/quests/pages/health-quests-page').then((m) => ({
          Component: m.HealthQuestsPage,
        })),
      ),
    ],
  },
  // Nurse and admin only (spec 01 §2, spec 02 §2).
  {
    roles: ['nurse', 'admin'],
    routes: [
      page('nurse/moderation', MSG_SHELL.routeCommunityModeration, () =>
        import('./routes/nurse-moderation-route').then((m) => ({ Component: m.NurseModerationRoute })),
      ),
    ],
  },
];

/** Admin only. */
const adminRoutes: RouteObject[] = [
  page('admin', MSG_SHELL.routeAdminDashboard, () =>
    import('./routes/admin-dashboard-route').then((m) => ({ Component: m.AdminDashboardRoute })),
  ),
  editProfile('admin/edit-profile', MSG_SHELL.routeAdminProfile),
  page('admin/second-opinion-specialties', MSG_SHELL.routeSecondOpinionSpecialties, () =>
    import('../features/second-opinions/pages/specialty-approvals-page').then((m) => ({
      Component: m.SpecialtyApprovalsPage,
    })),
  ),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RootErrorPage />,
    // The first page's code is still on its way (every page is lazy): nothing is drawn before it, as
    // before, but said so, or the router warns on every visit.
    HydrateFallback: () => null,
    children: [
      ...publicRoutes,
      // Patients only; anyone else goes through the storage-clearing login redirect.
      {
        path: 'doctors/:id',
        element: <PatientDoctorRoute />,
        children: [
          {
            index: true,
            handle: { title: MSG_SHELL.routeDoctorProfile } satisfies RouteHandle,
            lazy: () =>
              import('./routes/provider-profile-route').then((m) => ({ Component: m.DoctorProfileRoute })),
          },
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
