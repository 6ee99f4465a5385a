import { FRAUD_FLAG_CODES, type FraudFlag } from '@arogya/contract/constants/admin';
import { PROFESSIONAL_ROLES, type ProfessionalRole } from '@arogya/contract/constants/auth';
import type { Database, Tx } from '../../db/client';
import { readAll } from '../../db/reads';
import { disposableDomains } from './disposable-email-domains';
import { countRegistrationsFromIp, govIdHashInUse, phoneDigitsInUse } from './fraud-flags.repo';

export type FraudFlagCode = FraudFlag;

/** Registrations from one address within an hour (the candidate included) that raise SUSPICIOUS_ACTIVITY. */
export const SUSPICIOUS_REGISTRATIONS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface FraudCandidate {
  /** The account being checked, when it exists already: it is never its own duplicate. */
  userId?: string;
  email: string;
  phone?: string | null;
  /** The keyed hash of the government id (professional_profiles.gov_id_hash), never the id itself. */
  govIdHash?: string | null;
  licenseNumber?: string | null;
  role: string;
  /** The client address of the registration, exactly as stored in users.registration_ip. */
  ip?: string | null;
  /** The time of the check (licence years may not lie in the future); defaults to the current time. */
  now?: Date;
  /**
   * When re-checking an existing account (a profile change): its registration time. The burst window is
   * then the hour up to it, so the answer is the same as at registration. Omitted at registration: the
   * window is the hour before `now`.
   */
  registeredAt?: Date | null;
}

/**
 * The fraud flags of an account (DESIGN §6, decision 004), computed on registration and on profile change.
 * Flags never block anyone; they tell the admin reviewing a pending professional where to look.
 *
 * - DUPLICATE_GOV_ID: another account carries the same keyed hash of its government id.
 * - DUPLICATE_PHONE: another account (active or deactivated) has a phone number with the same last 10
 *   digits — `+91 98110 54321`, `09811054321` and `9811054321` are one number.
 * - DISPOSABLE_EMAIL: the e-mail domain, or a parent domain of it, is in the shipped list of disposable
 *   mail services (`disposable-email-domains.ts`: the maintained npm list with our additions).
 * - INVALID_LICENSE_FORMAT: a professional whose licence number is missing or does not look like one of
 *   the Indian formats of their role (see `isPlausibleLicenseNumber`). Patients and admins have none.
 * - SUSPICIOUS_ACTIVITY: this is at least the 5th account registered from the same address within one hour.
 *
 * Codes come back in the catalogue's order (FRAUD_FLAG_CODES), each at most once.
 */
export async function computeFraudFlags(
  db: Database | Tx,
  candidate: FraudCandidate,
): Promise<FraudFlagCode[]> {
  const now = candidate.now ?? new Date();
  const flags = new Set<FraudFlagCode>();

  const digits = candidate.phone ? phoneDigits(candidate.phone) : null;
  const anchor = candidate.registeredAt ?? null;
  const [govIdTaken, phoneTaken, burst] = await readAll(db, [
    async () => (candidate.govIdHash ? govIdHashInUse(db, candidate.govIdHash, candidate.userId) : false),
    async () => (digits ? phoneDigitsInUse(db, digits, candidate.userId) : false),
    async () =>
      candidate.ip
        ? countRegistrationsFromIp(
            db,
            candidate.ip,
            anchor
              ? { from: new Date(anchor.getTime() - HOUR_MS), to: anchor }
              : { from: new Date(now.getTime() - HOUR_MS) },
            candidate.userId,
          )
        : 0,
  ]);

  if (govIdTaken) flags.add('DUPLICATE_GOV_ID');
  if (phoneTaken) flags.add('DUPLICATE_PHONE');
  if (isDisposableEmail(candidate.email)) flags.add('DISPOSABLE_EMAIL');
  if (
    isProfessionalRole(candidate.role) &&
    !isPlausibleLicenseNumber(candidate.role, candidate.licenseNumber, now)
  ) {
    flags.add('INVALID_LICENSE_FORMAT');
  }
  if (candidate.ip && burst + 1 >= SUSPICIOUS_REGISTRATIONS_PER_HOUR) flags.add('SUSPICIOUS_ACTIVITY');

  return FRAUD_FLAG_CODES.filter((code) => flags.has(code));
}

/**
 * The stored flags after a re-check: the recomputed codes replace the known ones, while codes this module
 * does not compute (set by another process, or by a later version) are kept.
 */
export function mergeFraudFlags(stored: readonly string[], recomputed: readonly FraudFlagCode[]): string[] {
  const known = new Set<string>(FRAUD_FLAG_CODES);
  return [...recomputed, ...stored.filter((code) => !known.has(code))];
}

function isProfessionalRole(role: string): role is ProfessionalRole {
  return (PROFESSIONAL_ROLES as readonly string[]).includes(role);
}

/** The digits that identify an Indian number: the last 10; null when there are too few to compare. */
export function phoneDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Disposable e-mail
// ---------------------------------------------------------------------------------------------------------

/** True when the address's domain, or any parent domain of it, is a disposable-mail service. */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  // mail.mailinator.com → mail.mailinator.com, mailinator.com (a bare TLD is never listed).
  const disposable = disposableDomains();
  for (let i = 0; i < labels.length - 1; i++) {
    if (disposable.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Licence numbers
// ---------------------------------------------------------------------------------------------------------

/**
 * State medical / dental / nursing council and NMC registration numbers. Councils write them many ways,
 * so the check is on shape: an optional council prefix (2–6 letters: MMC, DMC, KMC, TNMC, NMC, KSNC,
 * TNNMC…), an optional register segment (1–4 letters: `R` in `DMC/R/12345`, `RN`, `RNRM`), an optional
 * year of registration, then a 4–8 digit serial, optionally followed by the year (`12345/2010`).
 * Separators: space, hyphen, slash or dot. Examples: MMC-2011-045678, DMC/R/12345, KMC 123456,
 * NMC-2020-123456, MNC-2014-023456, 45678.
 */
const COUNCIL_REGISTRATION =
  /^(?:[A-Z]{2,6}[ ./-]*)?(?:[A-Z]{1,4}[ ./-]+)?(?:(?<yearBefore>(?:19|20)\d{2})[ ./-]+)?\d{4,8}(?:[ ./-]+(?<yearAfter>(?:19|20)\d{2}))?$/;

/**
 * A technician's certification id (DMLT, BMLT, state paramedical boards): letters and digits in groups
 * separated by a space, hyphen, slash or dot, 5–30 characters, at least 2 letters and 4 digits.
 * Example: DMLT-MH-2019-04512.
 */
const CERTIFICATION_ID = /^(?=(?:[^A-Z]*[A-Z]){2})(?=(?:\D*\d){4})[A-Z0-9]+(?:[ ./-][A-Z0-9]+)*$/;

/**
 * An Indian driving licence: state code, 2-digit RTO code, 4-digit year of issue and a 7-digit serial,
 * with optional separators between the groups. Examples: DL-0420110149646, MH12 20190012345,
 * MH-12-2019-0012345.
 */
const DRIVING_LICENCE =
  /^(?<state>[A-Z]{2})[ /-]?(?<rto>\d{2})[ /-]?(?<year>(?:19|20)\d{2})[ /-]?(?<serial>\d{7})$/;

/** State and union-territory codes of Indian registrations (including the older OR, UA and CT). */
const STATE_CODES = new Set(
  (
    'AN AP AR AS BR CG CH CT DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK ' +
    'TG TN TR TS UA UK UP WB'
  ).split(' '),
);

/** The spelling compared: upper case, outer spaces trimmed, inner runs of spaces collapsed. */
function canonicalLicence(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ');
}

function yearIsPast(year: string | undefined, now: Date): boolean {
  return year === undefined || Number(year) <= now.getUTCFullYear();
}

/**
 * Does this look like a licence number of the role's kind? Missing or blank counts as invalid for a
 * professional. A year inside the number may not be in the future.
 */
export function isPlausibleLicenseNumber(
  role: ProfessionalRole,
  licenseNumber: string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!licenseNumber) return false;
  const value = canonicalLicence(licenseNumber);
  if (value.length === 0 || value.length > 50) return false;
  switch (role) {
    case 'doctor':
    case 'nurse': {
      const m = COUNCIL_REGISTRATION.exec(value);
      return !!m && yearIsPast(m.groups?.yearBefore, now) && yearIsPast(m.groups?.yearAfter, now);
    }
    case 'technician':
      return value.length >= 5 && value.length <= 30 && CERTIFICATION_ID.test(value);
    case 'ambulance': {
      const m = DRIVING_LICENCE.exec(value);
      return !!m && STATE_CODES.has(m.groups?.state ?? '') && yearIsPast(m.groups?.year, now);
    }
  }
}
