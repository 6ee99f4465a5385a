import type { Role } from '@arogya/contract/constants/auth';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import {
  Ambulance,
  CalendarClock,
  CalendarDays,
  Crown,
  FileSearch,
  FlaskConical,
  IdCard,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MapPinned,
  ShieldCheck,
  UserCog,
} from 'lucide-react';

export interface DashboardLink {
  to: string;
  label: string;
  hint: string;
  icon: LucideIcon;
}

export interface DashboardContent {
  title: string;
  links: DashboardLink[];
}

const link = (to: string, label: string, hint: string, icon: LucideIcon): DashboardLink => ({
  to,
  label,
  hint,
  icon,
});

const appointments = (role: 'doctor' | 'nurse') =>
  link(
    `/${role}/appointments`,
    MSG_APPOINTMENTS.manageTitle,
    MSG_APPOINTMENTS.proLinkAppointmentsHint,
    CalendarClock,
  );
const availability = (role: 'doctor' | 'nurse') =>
  link(
    `/${role}/availability`,
    MSG_APPOINTMENTS.proLinkAvailability,
    MSG_APPOINTMENTS.proLinkAvailabilityHint,
    CalendarDays,
  );
const editProfile = (role: 'doctor' | 'nurse') =>
  link(
    `/${role}/edit-profile`,
    MSG_APPOINTMENTS.proLinkEditProfile,
    MSG_APPOINTMENTS.proLinkEditProfileHint,
    UserCog,
  );
const upgrade = link(
  '/upgrade-pro',
  MSG_APPOINTMENTS.proLinkUpgrade,
  MSG_APPOINTMENTS.proLinkUpgradeHint,
  Crown,
);
const proPlan = link(
  '/upgrade-pro',
  MSG_APPOINTMENTS.proLinkProPlan,
  MSG_APPOINTMENTS.proLinkProPlanHint,
  Crown,
);
const demand = link(
  '/demand-hotspot',
  MSG_APPOINTMENTS.proLinkDemand,
  MSG_APPOINTMENTS.proLinkDemandHint,
  MapPinned,
);
const twoFactor = link(
  '/2fa-setup',
  MSG_APPOINTMENTS.proLinkTwoFactor,
  MSG_APPOINTMENTS.proLinkTwoFactorHint,
  KeyRound,
);

/**
 * Each role's dashboard title and links (spec 02 §2). Doctor — the generic professional dashboard:
 * appointments, availability, profile, second opinions, /upgrade-pro (ours: a Pro doctor sees it as
 * 'Your Pro Plan' and also gets Demand Hotspots, which Pro unlocks). Nurse: appointments, availability,
 * profile, Demand Hotspots for Pro only, Upgrade for non-Pro only, Community Moderation. Other roles get only
 * routes that exist for them: technician schedule and profile, the driver console, the admin pages.
 */
export type DashboardRole = Exclude<Role, 'patient'>;

export function dashboardContent(role: DashboardRole, isPro: boolean): DashboardContent {
  switch (role) {
    case 'doctor':
      return {
        title: MSG_APPOINTMENTS.proDashboardDoctor,
        links: [
          appointments('doctor'),
          availability('doctor'),
          editProfile('doctor'),
          link(
            '/specialist/second-opinions',
            MSG_APPOINTMENTS.proLinkSecondOpinions,
            MSG_APPOINTMENTS.proLinkSecondOpinionsHint,
            FileSearch,
          ),
          ...(isPro ? [demand, proPlan] : [upgrade]),
        ],
      };
    case 'nurse':
      return {
        title: MSG_APPOINTMENTS.proDashboardNurse,
        links: [
          appointments('nurse'),
          availability('nurse'),
          editProfile('nurse'),
          isPro ? demand : upgrade,
          link(
            '/nurse/moderation',
            MSG_APPOINTMENTS.proLinkModeration,
            MSG_APPOINTMENTS.proLinkModerationHint,
            ShieldCheck,
          ),
        ],
      };
    case 'technician':
      return {
        title: MSG_APPOINTMENTS.proDashboardTechnician,
        links: [
          link(
            '/technician/schedule',
            MSG_APPOINTMENTS.proLinkSchedule,
            MSG_APPOINTMENTS.proLinkScheduleHint,
            FlaskConical,
          ),
          link(
            '/technician/profile',
            MSG_APPOINTMENTS.proLinkTechnicianProfile,
            MSG_APPOINTMENTS.proLinkTechnicianProfileHint,
            IdCard,
          ),
          twoFactor,
        ],
      };
    case 'ambulance':
      return {
        title: MSG_APPOINTMENTS.proDashboardAmbulance,
        links: [
          link(
            '/driver/dashboard',
            MSG_APPOINTMENTS.proLinkDriverConsole,
            MSG_APPOINTMENTS.proLinkDriverConsoleHint,
            Ambulance,
          ),
          twoFactor,
        ],
      };
    case 'admin':
      return {
        title: MSG_APPOINTMENTS.proDashboardAdmin,
        links: [
          link('/admin', MSG_APPOINTMENTS.proLinkAdmin, MSG_APPOINTMENTS.proLinkAdminHint, LayoutDashboard),
          link(
            '/admin/edit-profile',
            MSG_APPOINTMENTS.proLinkAdminProfile,
            MSG_APPOINTMENTS.proLinkAdminProfileHint,
            UserCog,
          ),
          twoFactor,
        ],
      };
  }
}
