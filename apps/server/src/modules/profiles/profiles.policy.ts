import { AMBULANCE_CITIES, normalizeVehicleRegistration } from '@arogya/contract/constants/ambulance';
import { type ApprovalStatus, PROFESSIONAL_ROLES, type Role } from '@arogya/contract/constants/auth';
import { CITIES, DOCTOR_SEARCH_SPECIALTIES, NURSE_SPECIALTIES } from '@arogya/contract/constants/directory';
import { IMAGE_UPLOAD } from '@arogya/contract/constants/files';
import { MATERIAL_PROFILE_FIELDS } from '@arogya/contract/constants/profiles';
import { fill } from '@arogya/contract/messages';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { isIndianMobile, normalizeIndianMobile } from '@arogya/contract/phone';
import type { MaterialChanges, OwnProfile, updateProfileSchema } from '@arogya/contract/schemas/users';
import type { z } from 'zod';
import { ConflictError, type ErrorDetail, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';

export type ProfileUpdate = z.output<typeof updateProfileSchema>;
type EditableField = Exclude<keyof ProfileUpdate, 'email'>;

const BASE_FIELDS: readonly EditableField[] = ['name', 'phone', 'city', 'profilePictureUrl'];
const DOCTOR_FIELDS: readonly EditableField[] = [
  ...BASE_FIELDS,
  'specialty',
  'experience',
  'qualifications',
  'bio',
  'verifiedSkills',
  'serviceArea',
];

/**
 * What each role may change about itself (spec 02 §2, Profile editors). Doctors and nurses edit their
 * practice; a nurse also her licence number (the doctor editor has no licence field — a doctor's
 * registration number is what the admin verified). Drivers correct what registration asked of them: their
 * licence and vehicle registration (both reviewed again once approved), phone and service city. Technicians
 * have no practice fields to edit; their details are checked at approval.
 */
export const EDITABLE_FIELDS: Readonly<Record<Role, readonly EditableField[]>> = {
  patient: BASE_FIELDS,
  admin: BASE_FIELDS,
  technician: BASE_FIELDS,
  ambulance: [...BASE_FIELDS, 'licenseNumber', 'vehicleRegistrationNumber'],
  doctor: DOCTOR_FIELDS,
  nurse: [...DOCTOR_FIELDS, 'licenseNumber'],
};

const FIELD_LABELS: Readonly<Record<EditableField, string>> = {
  name: 'Name',
  phone: 'Phone',
  city: 'City',
  profilePictureUrl: 'Profile picture',
  specialty: 'Specialty',
  experience: 'Experience',
  qualifications: 'Qualifications',
  bio: 'Bio',
  licenseNumber: 'License number',
  verifiedSkills: 'Verified skills',
  serviceArea: 'Service area',
  vehicleRegistrationNumber: 'Vehicle registration number',
};

const ROLE_NAMES: Readonly<Record<Role, string>> = {
  patient: 'patient',
  admin: 'admin',
  doctor: 'doctor',
  nurse: 'nurse',
  technician: 'lab technician',
  ambulance: 'ambulance driver',
};

const PICTURE_PATH = new RegExp(
  `^${IMAGE_UPLOAD.publicPathPrefix.replace(/\//g, '\\/')}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
  'i',
);

/** The decided change: only fields that really change, already normalised. */
/** The fields that change; a cleared phone becomes null. */
export type ProfileChanges = Partial<Omit<ProfileUpdate, 'email' | 'phone'>> & { phone?: string | null };

export interface PlannedUpdate {
  changes: ProfileChanges;
  /** The uploaded file the new picture points at; the service checks it exists and is the person's. */
  pictureFileId: string | null;
}

/** Same value? Lists and polygons compare by content. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function invalid(path: string, message: string): never {
  const detail: ErrorDetail = { path: `body.${path}`, message };
  throw new ValidationError(message, [detail]);
}

/**
 * Decides a PUT /profile/me. The e-mail may come back unchanged but never changes. A field the role may
 * not edit is refused when its value differs from the stored one (an editor may send its whole form
 * back), with a message naming the field — never silently dropped.
 */
export function planProfileUpdate(
  user: SessionUser,
  current: OwnProfile,
  input: ProfileUpdate,
): PlannedUpdate {
  if (input.email !== undefined && input.email.trim().toLowerCase() !== current.email) {
    invalid('email', MSG_PROFILE.emailReadOnly);
  }

  const allowed = new Set(EDITABLE_FIELDS[user.role]);
  const changes: ProfileChanges = {};
  const refused: ErrorDetail[] = [];

  for (const field of Object.keys(FIELD_LABELS) as EditableField[]) {
    const value = input[field];
    if (value === undefined) continue;
    if (same(value, current[field])) continue;
    if (!allowed.has(field)) {
      refused.push({
        path: `body.${field}`,
        message: fill(MSG_PROFILE.fieldNotEditable, {
          field: FIELD_LABELS[field],
          role: ROLE_NAMES[user.role],
        }),
      });
      continue;
    }
    (changes as Record<string, unknown>)[field] = value;
  }
  if (refused.length > 0) throw new ValidationError(refused[0]?.message ?? MSG_PROFILE.updateFailed, refused);

  if (typeof changes.phone === 'string') changes.phone = checkPhone(user.role, changes.phone);
  if (changes.specialty !== undefined) checkSpecialty(user.role, changes.specialty);
  if (changes.licenseNumber !== undefined && changes.licenseNumber.length === 0) {
    invalid('licenseNumber', MSG_AUTH.licenseRequired);
  }
  if (changes.serviceArea) checkServiceArea(changes.serviceArea);
  if (changes.vehicleRegistrationNumber !== undefined) {
    const plate = normalizeVehicleRegistration(changes.vehicleRegistrationNumber);
    if (!plate) invalid('vehicleRegistrationNumber', MSG_AMBULANCE.vehicleRegistrationInvalid);
    if (same(plate, current.vehicleRegistrationNumber)) delete changes.vehicleRegistrationNumber;
    else changes.vehicleRegistrationNumber = plate;
  }
  if (changes.city !== undefined) checkCity(user.role, changes.city);

  let pictureFileId: string | null = null;
  if (changes.profilePictureUrl === '') changes.profilePictureUrl = null;
  if (changes.profilePictureUrl !== undefined && changes.profilePictureUrl !== null) {
    const match = PICTURE_PATH.exec(changes.profilePictureUrl);
    if (!match?.[1]) invalid('profilePictureUrl', MSG_PROFILE.pictureNotIssued);
    pictureFileId = match[1].toLowerCase();
    changes.profilePictureUrl = `${IMAGE_UPLOAD.publicPathPrefix}${pictureFileId}`;
  }

  return { changes, pictureFileId };
}

/** Professionals must stay reachable; others may clear their number. Stored as +91XXXXXXXXXX. */
function checkPhone(role: Role, phone: string): string | null {
  if (phone.length === 0) {
    if ((PROFESSIONAL_ROLES as readonly string[]).includes(role)) invalid('phone', MSG_AUTH.phoneRequired);
    return null;
  }
  if (!isIndianMobile(phone)) invalid('phone', MSG_AUTH.phoneInvalid);
  return normalizeIndianMobile(phone);
}

/** A driver's service city is one of the ambulance cities (Hyderabad too); everyone else's one of the cities. */
function checkCity(role: Role, city: string): void {
  const allowed: readonly string[] = role === 'ambulance' ? AMBULANCE_CITIES : CITIES;
  if (!allowed.includes(city))
    invalid('city', role === 'ambulance' ? MSG_AMBULANCE.driverCityInvalid : MSG_PROFILE.cityInvalid);
}

function checkSpecialty(role: Role, specialty: string): void {
  const allowed: readonly string[] = role === 'nurse' ? NURSE_SPECIALTIES : DOCTOR_SEARCH_SPECIALTIES;
  if (!allowed.includes(specialty)) invalid('specialty', MSG_PROFILE.specialtyInvalid);
}

/** The ring must enclose something: at least 3 distinct points (the schema checks closure and ranges). */
function checkServiceArea(area: NonNullable<ProfileUpdate['serviceArea']>): void {
  const ring = area.coordinates[0] ?? [];
  const distinct = new Set(ring.map(([lng, lat]) => `${lng},${lat}`));
  if (distinct.size < 3) invalid('serviceArea', MSG_PROFILE.serviceAreaMinPoints);
}

/**
 * Who may read GET /profile/{id}: a professional's profile is public; a patient's or an admin's only to
 * that person and to admins (being a patient here is nobody else's business).
 */
export function canViewProfile(viewer: SessionUser | null, target: { id: string; role: string }): boolean {
  if ((PROFESSIONAL_ROLES as readonly string[]).includes(target.role)) return true;
  return !!viewer && (viewer.id === target.id || viewer.role === 'admin');
}

/**
 * Which planned changes apply at once and which wait for an admin. Only an approved professional's
 * material fields (MATERIAL_PROFILE_FIELDS: what the admin verified) wait; a pending or rejected
 * professional is under review anyway, and everyone else has nothing verified.
 */
export function splitForReview(
  approvalStatus: ApprovalStatus | null,
  changes: ProfileChanges,
): { immediate: ProfileChanges; forReview: MaterialChanges } {
  if (approvalStatus !== 'approved') return { immediate: changes, forReview: {} };
  const immediate: ProfileChanges = { ...changes };
  const forReview: Record<string, unknown> = {};
  for (const field of MATERIAL_PROFILE_FIELDS) {
    if (immediate[field] === undefined) continue;
    forReview[field] = immediate[field];
    delete immediate[field];
  }
  return { immediate, forReview: forReview as MaterialChanges };
}

/** Arogya is never left without an admin: the last active one cannot deactivate themself (409). */
export function assertNotLastActiveAdmin(activeAdminIds: readonly string[], userId: string): void {
  if (activeAdminIds.every((id) => id === userId)) throw new ConflictError(MSG_PROFILE.lastActiveAdmin);
}
