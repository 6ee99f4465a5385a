import type { Role } from '@arogya/contract/constants/auth';

/**
 * The profile editor of a role (spec 02 §2: doctor and nurse editors, /admin/edit-profile; /driver/edit-profile), or null for
 * roles that have none yet. The 2FA setup page returns there; the editors link to /2fa-setup.
 */
export function profileEditorPathFor(role: Role): string | null {
  switch (role) {
    case 'doctor':
      return '/doctor/edit-profile';
    case 'nurse':
      return '/nurse/edit-profile';
    case 'admin':
      return '/admin/edit-profile';
    case 'ambulance':
      return '/driver/edit-profile';
    default:
      return null;
  }
}
