export const ROLES = ['patient', 'doctor', 'nurse', 'technician', 'ambulance', 'admin'] as const;

export type Role = (typeof ROLES)[number];

/** Admin is never offered at registration. */
export const SELF_REGISTER_ROLES = ['patient', 'doctor', 'nurse', 'technician', 'ambulance'] as const;

export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** Labels of the register page's role selector, in the spec's order. */
export const ROLE_LABELS: Readonly<Record<SelfRegisterRole, string>> = {
  patient: 'Patient',
  doctor: 'Doctor',
  nurse: 'Nurse',
  technician: 'Lab Technician',
  ambulance: 'Ambulance Driver',
};

/** Professional roles: they give phone and professional details at registration. */
export const PROFESSIONAL_ROLES = ['doctor', 'nurse', 'technician', 'ambulance'] as const;

export type ProfessionalRole = (typeof PROFESSIONAL_ROLES)[number];

/** Roles that must wait for admin approval before they can work (spec 01 §4, §6). */
export const PENDING_APPROVAL_ROLES = ['technician', 'ambulance'] as const;

/** Account approval states (ours — DESIGN §6). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Where the logo and login send a role (spec 01 §4 "Routing after login"). Ambulance drivers go to `/`. */
export function homePathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'patient':
      return '/dashboard';
    case 'doctor':
    case 'nurse':
      return '/doctor/dashboard';
    case 'technician':
      return '/technician/dashboard';
    default:
      return '/';
  }
}

/**
 * Where a patient goes after login: the `redirect` query parameter when it is a safe in-app path, else
 * `/dashboard`; other roles use `homePathFor`. After a two-factor verify use `homePathFor` (the spec sends
 * a patient to `/dashboard` then, ignoring `redirect`).
 */
export function postLoginPathFor(role: Role, redirect?: string | null): string {
  if (role === 'patient' && redirect && isSafeRedirect(redirect)) return redirect;
  return homePathFor(role);
}

/** An in-app absolute path only (no scheme, no protocol-relative `//host`, no backslash tricks). */
export function isSafeRedirect(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\r\n]/.test(path);
}

/**
 * Where registration sends a new user (spec 01 §4): patient `/dashboard`, doctor `/doctor/dashboard`,
 * nurse `/nurse/dashboard`; technician and ambulance see the pending-approval text and go to `/`.
 */
export function postRegistrationPathFor(role: SelfRegisterRole): string {
  switch (role) {
    case 'patient':
      return '/dashboard';
    case 'doctor':
      return '/doctor/dashboard';
    case 'nurse':
      return '/nurse/dashboard';
    default:
      return '/';
  }
}

/**
 * The role's own dashboard (spec 02 §2: Go to Dashboard on the upgrade page, dashboard routes). Unlike
 * `homePathFor`, nurses get `/nurse/dashboard` and drivers `/driver/dashboard`.
 */
export function dashboardPathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'patient':
      return '/dashboard';
    case 'doctor':
      return '/doctor/dashboard';
    case 'nurse':
      return '/nurse/dashboard';
    case 'technician':
      return '/technician/dashboard';
    case 'ambulance':
      return '/driver/dashboard';
  }
}

export const PASSWORD_MIN_LENGTH = 6;

/** Ours: bounds the work of hashing an attacker-chosen password. */
export const PASSWORD_MAX_LENGTH = 128;

export const TWO_FACTOR_CODE_LENGTH = 6;

/** Placeholder of the phone field at registration. */
export const PHONE_PLACEHOLDER = '+91 9876543210';
