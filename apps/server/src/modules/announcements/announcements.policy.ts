import { ANNOUNCEMENT_TARGETS, type AnnouncementTarget } from '@arogya/contract/constants/announcements';
import type { Role } from '@arogya/contract/constants/auth';

/**
 * Which announcements a viewer sees (spec 02 §3 targetRole): everyone sees 'All Users'; patients also
 * 'Patients Only'; doctors, nurses, technicians and drivers also 'Professionals Only'; admins all of them
 * (they manage them). A visitor who is not signed in sees 'All Users' only.
 */
export function announcementTargetsFor(role: Role | null): readonly AnnouncementTarget[] {
  switch (role) {
    case null:
      return ['All Users'];
    case 'patient':
      return ['All Users', 'Patients Only'];
    case 'doctor':
    case 'nurse':
    case 'technician':
    case 'ambulance':
      return ['All Users', 'Professionals Only'];
    case 'admin':
      return ANNOUNCEMENT_TARGETS;
  }
}
