import type { City } from '@arogya/contract/constants/directory';
import { rupeesToPaise } from '@arogya/contract/constants/payments';
import { addDays, indiaDate, slotStart } from '@arogya/contract/india-time';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../lib/storage';
import type { Database } from '../client';
import { DEMO_FLEET, seedDemoAmbulance } from './demo-ambulance';
import { seedDemoAnnouncements } from './demo-announcements';
import {
  DEMO_APPOINTMENT_DOCTOR_KEY,
  DEMO_APPOINTMENT_PATIENT_KEY,
  seedDemoAppointments,
} from './demo-appointments';
import { demoVideoSlotChangesAt, seedDemoCareCircle } from './demo-care-circle';
import { seedDemoCareFund } from './demo-care-fund';
import { seedDemoDischargeRequests } from './demo-discharge-requests';
import { type DemoForumPeople, seedDemoForum } from './demo-forum';
import { type DemoItemReviewPeople, seedDemoItemReviews } from './demo-item-reviews';
import { seedDemoLabTests } from './demo-lab-tests';
import { DEMO_PASSWORD_HASHES, DEMO_PASSWORDS, type DemoRole } from './demo-passwords';
import { seedDemoPrescriptions } from './demo-prescriptions';
import { seedDemoPrivacy } from './demo-privacy';
import { seedDemoQuests } from './demo-quests';
import { type DemoReviewPeople, seedDemoReviews } from './demo-reviews';
import { demoDeclaringDoctors, seedDemoSecondOpinions } from './demo-second-opinions';
import { type DemoSubscriptionPeople, seedDemoSubscriptions } from './demo-subscription';
import { seedDemoSupport } from './demo-support';
import { randomServiceArea } from './geo';
import { createRng } from './prng';
import {
  type AccountRow,
  COVERAGE_PLAN_DOCTORS,
  COVERAGE_PLAN_ROWS,
  countExistingUsers,
  insertAccountRows,
  type ProviderSetOptions,
  providerRows,
} from './providers';
import { stableUuid } from './stable-id';

/**
 * Demo data for `npm start`: an admin, patients with care-fund balances, named demo professionals of
 * every role (two of them awaiting approval) and 217 approved doctors and nurses covering every city
 * and every search filter. Deterministic (ids and content come from fixed names and a seeded PRNG;
 * only timestamps are relative to the time of seeding), idempotent (rows that exist are left alone)
 * and fast (each distinct password is hashed once; when every row exists nothing is hashed at all).
 */

export interface SeedLogger {
  info: (obj: object, msg?: string) => void;
}

export interface SeedOptions {
  log: SeedLogger;
  /** "Now" for the relative timestamps (Pro expiry, review dates); defaults to the current time. */
  now?: Date;
  /** Where demo documents go (the lab report, second-opinion files, health records); without it they are left out. */
  storage?: FileStorage | null;
}

export interface SeedResult {
  /** Users inserted by this run (0 when everything was already there). */
  insertedUsers: number;
  totalUsers: number;
  durationMs: number;
}

export { DEMO_PASSWORDS };

/** Bulk professionals: `first.last.N@demo.arogya.health`, ids from the `demo-provider` prefix. */
export const DEMO_PROVIDER_EMAIL_DOMAIN = 'demo.arogya.health';
const DEMO_PROVIDER_ID_PREFIX = 'demo-provider';
const DEMO_PROVIDER_SEED = 20_240_601;
export const DEMO_PROVIDER_COUNT = COVERAGE_PLAN_ROWS;

const DAY_MS = 86_400_000;

interface NamedAccount {
  key: string;
  role: DemoRole;
  email: string;
  name: string;
  note: string;
  city?: City;
  phone?: string;
  careFundRupees?: number;
  location?: { lat: number; lng: number };
  profile?: NamedProfile;
}

interface NamedProfile {
  specialty?: string;
  experience: number;
  licenseNumber: string;
  vehicleRegistrationNumber?: string;
  qualifications: string[];
  verifiedSkills: string[];
  bio: string;
  approved: boolean;
  /** Rejected by the admin with this reason (decision 052): signs in, sees it, can resubmit. */
  rejectionReason?: string;
  /** Approved but without any availability yet: not listed in search until they add some (decision 052). */
  withoutAvailability?: boolean;
  fraudFlags?: string[];
  averageRating?: number;
  numReviews?: number;
  /** Pro for this many days from the time of seeding. */
  proDays?: number;
  /** Seed of a service area around the office location. */
  serviceAreaSeed?: number;
}

/** Delhi doctor's number; the pending doctor registered with the same one (a DUPLICATE_PHONE flag). */
const KAPOOR_PHONE = '+91 9811054321';

/**
 * The named demo accounts. Phones start with 98 (bulk demo professionals use 7…, benchmark rows 6…),
 * so no two accounts share a number except the deliberate duplicate.
 */
const NAMED_ACCOUNTS: readonly NamedAccount[] = [
  {
    key: 'admin',
    role: 'admin',
    email: 'admin@arogya.health',
    name: 'Arogya Admin',
    note: 'Admin: approvals, announcements, moderation',
  },
  {
    key: 'patient-priya',
    role: 'patient',
    email: 'priya@arogya.health',
    name: 'Priya Sharma',
    city: 'Mumbai',
    careFundRupees: 5000,
    location: { lat: 19.0728, lng: 72.8826 },
    note: 'Patient, Mumbai, care fund ₹5,000 (public page /care-fund/priya-sharma); an upcoming lab collection in Pune; two recent visits to rate',
  },
  {
    key: 'patient-rahul',
    role: 'patient',
    email: 'rahul@arogya.health',
    name: 'Rahul Verma',
    city: 'Delhi',
    careFundRupees: 1500,
    location: { lat: 28.6304, lng: 77.2177 },
    note: 'Patient, Delhi, care fund ₹1,500; two recent visits to rate',
  },
  {
    key: 'patient-ananya',
    role: 'patient',
    email: 'ananya@arogya.health',
    name: 'Ananya Iyer',
    city: 'Chennai',
    careFundRupees: 0,
    location: { lat: 13.0418, lng: 80.2341 },
    note: 'Patient, Chennai, empty care fund; two recent visits to rate',
  },
  {
    key: 'patient-meera',
    role: 'patient',
    email: 'meera@arogya.health',
    name: 'Meera Joshi',
    city: 'Mumbai',
    careFundRupees: 0,
    location: { lat: 19.0176, lng: 72.8562 },
    note: 'Patient, Mumbai, past home visits with the Pro doctor and nurse; two recent visits to rate',
  },
  {
    key: 'doctor-mehta',
    role: 'doctor',
    email: 'dr.mehta@arogya.health',
    name: 'Arjun Mehta',
    city: 'Mumbai',
    phone: '+91 9820012345',
    location: { lat: 19.0596, lng: 72.8295 },
    note: 'Doctor, Cardiologist, Mumbai, Pro, with a service area',
    profile: {
      specialty: 'Cardiologist',
      experience: 14,
      licenseNumber: 'MMC-2012-045678',
      qualifications: ['MBBS', 'MD (General Medicine)', 'DM (Cardiology)'],
      verifiedSkills: ['ECG interpretation', 'Hypertension management', 'Heart failure care'],
      bio: 'Interventional cardiologist with 14 years of experience, offering home visits across western Mumbai.',
      approved: true,
      proDays: 180,
      serviceAreaSeed: 7,
    },
  },
  {
    key: 'doctor-kapoor',
    role: 'doctor',
    email: 'dr.kapoor@arogya.health',
    name: 'Neha Kapoor',
    city: 'Delhi',
    phone: KAPOOR_PHONE,
    location: { lat: 28.5494, lng: 77.2001 },
    note: 'Doctor, Dermatologist, Delhi, Pro expired',
    profile: {
      specialty: 'Dermatologist',
      experience: 9,
      licenseNumber: 'DMC-2017-012345',
      qualifications: ['MBBS', 'MD (Dermatology)'],
      verifiedSkills: ['Acne treatment', 'Eczema and psoriasis care', 'Dermoscopy'],
      bio: 'Dermatologist in South Delhi for 9 years, with a special interest in eczema and psoriasis care.',
      approved: true,
    },
  },
  {
    key: 'nurse-fernandes',
    role: 'nurse',
    email: 'nurse.fernandes@arogya.health',
    name: 'Maria Fernandes',
    city: 'Mumbai',
    phone: '+91 9833098765',
    location: { lat: 19.1136, lng: 72.8697 },
    note: 'Nurse, Elder Care, Mumbai, Pro',
    profile: {
      specialty: 'Elder Care',
      experience: 12,
      licenseNumber: 'MNC-2014-023456',
      qualifications: ['B.Sc Nursing', 'Certificate in Geriatric Care'],
      verifiedSkills: ['Geriatric care', 'Fall prevention', 'Medication management'],
      bio: 'Elder-care nurse with 12 years of experience, caring for seniors at home across Mumbai.',
      approved: true,
    },
  },
  {
    key: 'technician-singh',
    role: 'technician',
    email: 'tech.singh@arogya.health',
    name: 'Vikram Singh',
    city: 'Pune',
    phone: '+91 9822011223',
    location: { lat: 18.5314, lng: 73.8446 },
    note: 'Lab technician, Pune, approved; collections today, upcoming and completed (one with a report)',
    profile: {
      experience: 7,
      // Certification id: <course>-<state>-<year>-<serial>.
      licenseNumber: 'DMLT-MH-2019-04512',
      qualifications: ['DMLT'],
      verifiedSkills: ['Phlebotomy', 'Home sample collection'],
      bio: 'Lab technician with 7 years of home sample collection across Pune.',
      approved: true,
    },
  },
  {
    key: 'driver-khan',
    role: 'ambulance',
    email: 'driver.khan@arogya.health',
    name: 'Imran Khan',
    city: 'Delhi',
    phone: '+91 9810077889',
    location: { lat: 28.6448, lng: 77.2167 },
    note: 'Ambulance driver, Delhi, approved, online; a completed trip for Priya',
    profile: {
      experience: 10,
      // Indian driving licence: <state>-<RTO><year of issue><7-digit serial>.
      licenseNumber: 'DL-0420110149646',
      vehicleRegistrationNumber: 'DL 01 CA 4521',
      qualifications: ['Basic Life Support (BLS)'],
      verifiedSkills: ['Patient transfer', 'First aid'],
      bio: 'Ambulance driver with 10 years on Delhi roads and BLS training.',
      approved: true,
    },
  },
  {
    key: 'doctor-pending',
    role: 'doctor',
    email: 'pending.doctor@arogya.health',
    name: 'Rohan Desai',
    city: 'Pune',
    phone: KAPOOR_PHONE,
    location: { lat: 18.5089, lng: 73.8259 },
    note: 'Doctor awaiting approval (flag: duplicate phone)',
    profile: {
      specialty: 'General Physician',
      experience: 3,
      licenseNumber: 'MMC-2023-078901',
      qualifications: ['MBBS'],
      verifiedSkills: [],
      bio: 'General physician starting home visits in Pune.',
      approved: false,
      fraudFlags: ['DUPLICATE_PHONE'],
    },
  },
  {
    key: 'driver-pending',
    role: 'ambulance',
    email: 'pending.driver@arogya.health',
    name: 'Suresh Yadav',
    city: 'Mumbai',
    phone: '+91 9867044556',
    location: { lat: 19.0178, lng: 72.8478 },
    note: 'Ambulance driver awaiting approval',
    profile: {
      experience: 4,
      licenseNumber: 'MH-0220150034567',
      vehicleRegistrationNumber: 'MH 02 EK 7781',
      qualifications: [],
      verifiedSkills: [],
      bio: 'Ambulance driver in Mumbai.',
      approved: false,
    },
  },
  {
    key: 'doctor-rejected',
    role: 'doctor',
    email: 'rejected.doctor@arogya.health',
    name: 'Kavita Joshi',
    city: 'Pune',
    phone: '+91 9822051234',
    location: { lat: 18.5204, lng: 73.8567 },
    note: 'Doctor whose application was rejected (licence number unreadable): signs in, sees the reason, corrects and resubmits',
    profile: {
      specialty: 'Pediatrician',
      experience: 6,
      licenseNumber: 'MMC-2019-0',
      qualifications: ['MBBS', 'MD (Pediatrics)'],
      verifiedSkills: [],
      bio: 'Pediatrician offering home visits in Pune.',
      approved: false,
      fraudFlags: ['INVALID_LICENSE_FORMAT'],
      rejectionReason:
        'The licence number MMC-2019-0 is incomplete. Please enter the full number as printed on your MMC certificate.',
    },
  },
  {
    key: 'doctor-new',
    role: 'doctor',
    email: 'new.doctor@arogya.health',
    name: 'Arvind Rao',
    city: 'Bangalore',
    phone: '+91 9845012345',
    location: { lat: 12.9716, lng: 77.5946 },
    note: 'Doctor just approved, no availability yet: the dashboard asks for it; not in search until set',
    profile: {
      specialty: 'General Physician',
      experience: 8,
      licenseNumber: 'KMC-2016-045123',
      qualifications: ['MBBS'],
      verifiedSkills: ['Home visits', 'Diabetes care'],
      bio: 'General physician in Bengaluru, new to Arogya.',
      approved: true,
      withoutAvailability: true,
    },
  },
  {
    key: 'patient-rohan',
    role: 'patient',
    email: 'rohan@arogya.health',
    name: 'Rohan Sharma',
    city: 'Mumbai',
    careFundRupees: 0,
    location: { lat: 19.0822, lng: 72.8417 },
    note: 'Patient, Mumbai; Priya’s brother, Active Family in her care circle; a video consultation today',
  },
  {
    key: 'patient-sameer',
    role: 'patient',
    email: 'sameer@arogya.health',
    name: 'Sameer Khan',
    city: 'Pune',
    careFundRupees: 0,
    location: { lat: 18.5204, lng: 73.8567 },
    note: 'Patient, Pune; asked for his account to be erased: scheduled 7 days after the seed, cancel it in Privacy (/profile/privacy)',
  },
];

export interface DemoAccount {
  role: DemoRole;
  email: string;
  password: string;
  note: string;
}

/** The demo accounts table (README, `npm run db:seed`): the named accounts and where the rest are. */
export function listDemoAccounts(): DemoAccount[] {
  return [
    ...NAMED_ACCOUNTS.map((a) => ({
      role: a.role,
      email: a.email,
      password: DEMO_PASSWORDS[a.role],
      note: a.note,
    })),
    ...(['doctor', 'nurse'] as const).map((role) => {
      const count = role === 'doctor' ? COVERAGE_PLAN_DOCTORS : DEMO_PROVIDER_COUNT - COVERAGE_PLAN_DOCTORS;
      return {
        role,
        email: exampleBulkEmail(role),
        password: DEMO_PASSWORDS[role],
        note: `One of ${count} approved ${role}s in every city (first.last.N@${DEMO_PROVIDER_EMAIL_DOMAIN})`,
      };
    }),
    {
      role: 'ambulance',
      email: DEMO_FLEET[0]?.email ?? '',
      password: DEMO_PASSWORDS.ambulance,
      note: `One of ${DEMO_FLEET.length} approved drivers, online, two in each ambulance city (driver.<city>.1|2@arogya.health)`,
    },
  ];
}

/** The first demo account of each role: what a newcomer signs in with (the ready line, the login page's panel). */
export function listPrimaryDemoAccounts(): DemoAccount[] {
  return listDemoAccounts().filter((a, i, all) => all.findIndex((b) => b.role === a.role) === i);
}

/** The email of the first bulk demo professional of a role (names do not depend on time or hashes). */
function exampleBulkEmail(role: 'doctor' | 'nurse'): string {
  const opts = demoProviderOptions(new Date(0), { doctor: '', nurse: '' });
  for (const row of providerRows(DEMO_PROVIDER_COUNT, opts)) {
    if (row.user.role === role) return row.user.email;
  }
  throw new Error(`no demo ${role}`);
}

/** The demo accounts as an aligned plain-text table. */
export function formatDemoAccounts(accounts: readonly DemoAccount[] = listDemoAccounts()): string {
  const header = { role: 'Role', email: 'Email', password: 'Password', note: 'Note' };
  const rows = [header, ...accounts];
  const width = (k: keyof DemoAccount) => Math.max(...rows.map((r) => r[k].length));
  const line = (r: Record<keyof DemoAccount, string>) =>
    [
      r.role.padEnd(width('role')),
      r.email.padEnd(width('email')),
      r.password.padEnd(width('password')),
      r.note,
    ].join('  ');
  return [line(header), ...accounts.map(line)].join('\n');
}

function demoPrivacyPeople() {
  return {
    accountIds: NAMED_ACCOUNTS.map((a) => namedAccountId(a.key)),
    priyaId: namedAccountId('patient-priya'),
    sameerId: namedAccountId('patient-sameer'),
  };
}

export function namedAccountId(key: string): string {
  return stableUuid(`demo-account:${key}`);
}

function demoProviderOptions(
  now: Date,
  passwordHashes: ProviderSetOptions['passwordHashes'],
): ProviderSetOptions {
  return {
    seed: DEMO_PROVIDER_SEED,
    idPrefix: DEMO_PROVIDER_ID_PREFIX,
    emailDomain: DEMO_PROVIDER_EMAIL_DOMAIN,
    phoneLeadDigit: '7',
    passwordHashes,
    now,
    reviewedBy: namedAccountId('admin'),
  };
}

/** Every id the seed creates, without building rows or hashing anything. */
export function demoUserIds(): string[] {
  const bulk = Array.from({ length: DEMO_PROVIDER_COUNT }, (_, i) =>
    stableUuid(`${DEMO_PROVIDER_ID_PREFIX}:${i}`),
  );
  return [...NAMED_ACCOUNTS.map((a) => namedAccountId(a.key)), ...bulk];
}

function namedAccountRow(a: NamedAccount, passwordHash: string, now: Date): AccountRow {
  const id = namedAccountId(a.key);
  const joined = new Date(now.getTime() - 120 * DAY_MS);
  const user: AccountRow['user'] = {
    id,
    email: a.email,
    name: a.name,
    passwordHash,
    role: a.role,
    phone: a.phone ?? null,
    city: a.city ?? null,
    careFundBalancePaise: rupeesToPaise(a.careFundRupees ?? 0),
    latitude: a.role === 'patient' ? (a.location?.lat ?? null) : null,
    longitude: a.role === 'patient' ? (a.location?.lng ?? null) : null,
    createdAt: joined,
    updatedAt: joined,
  };
  const p = a.profile;
  if (!p || a.role === 'admin' || a.role === 'patient') return { user };

  const area =
    p.serviceAreaSeed !== undefined && a.location
      ? randomServiceArea(createRng(p.serviceAreaSeed), a.location)
      : null;
  const reviewedAt = p.approved || p.rejectionReason ? new Date(joined.getTime() + 2 * DAY_MS) : null;
  return {
    user,
    profile: {
      userId: id,
      role: a.role,
      specialty: p.specialty ?? null,
      city: a.city ?? null,
      experience: p.experience,
      licenseNumber: p.licenseNumber,
      vehicleRegistrationNumber: p.vehicleRegistrationNumber ?? null,
      qualifications: p.qualifications,
      bio: p.bio,
      verifiedSkills: p.verifiedSkills,
      approvalStatus: p.rejectionReason ? 'rejected' : p.approved ? 'approved' : 'pending',
      rejectionReason: p.rejectionReason ?? null,
      needsAvailability: p.withoutAvailability ?? false,
      reviewedAt,
      reviewedBy: reviewedAt ? namedAccountId('admin') : null,
      fraudFlags: p.fraudFlags ?? [],
      averageRating: p.averageRating ?? 0,
      numReviews: p.numReviews ?? 0,
      latitude: a.location?.lat ?? null,
      longitude: a.location?.lng ?? null,
      serviceArea: area?.polygon ?? null,
      serviceAreaCentroidLat: area?.centroid.lat ?? null,
      serviceAreaCentroidLng: area?.centroid.lng ?? null,
      subscriptionTier: p.proDays ? 'pro' : 'free',
      subscriptionStatus: p.proDays ? 'active' : null,
      subscriptionExpiresAt: p.proDays ? new Date(now.getTime() + p.proDays * DAY_MS) : null,
      createdAt: joined,
      updatedAt: reviewedAt ?? joined,
    },
  };
}

/** How far ahead the demo professionals are bookable, in days from today (India time). */
export const DEMO_AVAILABILITY_DAYS = 21;

/**
 * Gives every approved demo doctor and nurse open days from today for DEMO_AVAILABILITY_DAYS days
 * (Sundays off), so a newcomer finds real free slots. It rolls forward: each start adds only the days that
 * have come into the window since it last rolled that professional (`demo_availability_rolled`, decision 092),
 * so a day the professional removed stays removed and no day is duplicated. Only demo accounts (by their
 * stable ids) are touched, never a real professional's calendar.
 */
async function seedRollingAvailability(db: Database, ids: readonly string[], now: Date): Promise<void> {
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date`;
  await db.execute(sql`
    with pros as (
      select p.user_id, greatest(${today}, r.through + 1) as first_day,
        ${today} + ${DEMO_AVAILABILITY_DAYS - 1}::int as last_day
      from professional_profiles p
      left join demo_availability_rolled r on r.professional_id = p.user_id
      where p.role in ('doctor', 'nurse')
        and p.approval_status = 'approved'
        and not p.needs_availability
        and p.user_id in (${idList})
    ), added as (
      insert into availability (professional_id, date)
      select pros.user_id, d::date
      from pros cross join generate_series(pros.first_day, pros.last_day, interval '1 day') as d
      where extract(isodow from d) <> 7
      on conflict do nothing
    )
    insert into demo_availability_rolled as r (professional_id, through)
    select user_id, last_day from pros
    on conflict (professional_id) do update set through = excluded.through where r.through < excluded.through
  `);
}

/**
 * Weekly hours for the two Pro demo professionals (decision 053), so their calendars show the weeks after
 * the marked days too: Dr. Mehta Mon–Fri 10:00–14:30, Nurse Fernandes Mon–Sat 08:00–19:00. Never changes
 * hours already there (a newcomer's edits survive a restart).
 */
async function seedDemoWeeklyHours(db: Database): Promise<void> {
  const rows = [
    ...[1, 2, 3, 4, 5].map((weekday) => ({
      id: namedAccountId('doctor-mehta'),
      weekday,
      start: 600,
      end: 870,
    })),
    ...[1, 2, 3, 4, 5, 6].map((weekday) => ({
      id: namedAccountId('nurse-fernandes'),
      weekday,
      start: 480,
      end: 1140,
    })),
  ];
  for (const r of rows) {
    await db.execute(sql`
      insert into availability_weekly_hours (professional_id, weekday, start_minutes, end_minutes)
      values (${r.id}::uuid, ${r.weekday}, ${r.start}, ${r.end})
      on conflict do nothing
    `);
  }
}

/** Priya and Dr. Mehta: the two people of the demo appointments. */
function demoAppointmentParties(): { patientId: string; doctorId: string } {
  return {
    patientId: namedAccountId(DEMO_APPOINTMENT_PATIENT_KEY),
    doctorId: namedAccountId(DEMO_APPOINTMENT_DOCTOR_KEY),
  };
}

/** Priya's public care fund; Rahul is one of its donors. */
function demoCareFundPeople(): { priyaId: string; rahulId: string } {
  return { priyaId: namedAccountId('patient-priya'), rahulId: namedAccountId('patient-rahul') };
}

/** Pro: Dr. Mehta and Nurse Fernandes active, Dr. Kapoor expired; the patients are their visits' patients. */
function demoSubscriptionPeople(): DemoSubscriptionPeople {
  return {
    mehtaId: namedAccountId('doctor-mehta'),
    fernandesId: namedAccountId('nurse-fernandes'),
    kapoorId: namedAccountId('doctor-kapoor'),
    patientId: namedAccountId('patient-meera'),
  };
}

/** The demo technician and the patients of the demo lab collections. */
function demoLabParties() {
  return {
    technicianId: namedAccountId('technician-singh'),
    priyaId: namedAccountId('patient-priya'),
    rahulId: namedAccountId('patient-rahul'),
    ananyaId: namedAccountId('patient-ananya'),
  };
}

/** Imran Khan and the ambulance fleet; Priya booked his demo trip. */
function demoAmbulancePeople() {
  return {
    khanId: namedAccountId('driver-khan'),
    priyaId: namedAccountId('patient-priya'),
    adminId: namedAccountId('admin'),
  };
}

/** Priya's care circle: Rohan (Family), Dr. Mehta (Doctor), Ananya invited; Rohan's video consultation today. */
function demoCareCirclePeople() {
  const email = (key: string) => NAMED_ACCOUNTS.find((a) => a.key === key)?.email ?? '';
  return {
    priyaId: namedAccountId('patient-priya'),
    rohanId: namedAccountId('patient-rohan'),
    rohanEmail: email('patient-rohan'),
    mehtaId: namedAccountId('doctor-mehta'),
    mehtaEmail: email('doctor-mehta'),
    ananyaEmail: email('patient-ananya'),
  };
}

/** Second opinions: 20 bulk demo doctors declare one review specialty each; Priya, Rahul and Dr. Mehta's cases. */
async function seedSecondOpinions(db: Database, storage: FileStorage | null, now: Date): Promise<void> {
  const bulk = demoUserIds().slice(NAMED_ACCOUNTS.length);
  await seedDemoSecondOpinions(
    db,
    storage,
    {
      ...demoCareFundPeople(),
      mehtaId: namedAccountId('doctor-mehta'),
      adminId: namedAccountId('admin'),
      doctorIds: await demoDeclaringDoctors(db, bulk, 20),
    },
    now,
  );
}

/** The forum: the demo patients ask; the approved doctors and nurse answer verified, the pending doctor not. */
function demoForumPeople(): DemoForumPeople {
  return {
    patientIds: ['patient-priya', 'patient-rahul', 'patient-ananya', 'patient-meera'].map(namedAccountId),
    doctorIds: ['doctor-mehta', 'doctor-kapoor'].map(namedAccountId),
    nurseIds: [namedAccountId('nurse-fernandes')],
    pendingDoctorId: namedAccountId('doctor-pending'),
  };
}

/** Reviews: the four demo patients, the named doctors and nurse; every demo professional's rating is recounted. */
function demoReviewPeople(): DemoReviewPeople {
  return {
    patients: ['patient-priya', 'patient-rahul', 'patient-ananya', 'patient-meera'].map((key) => ({
      key,
      id: namedAccountId(key),
    })),
    doctors: ['doctor-mehta', 'doctor-kapoor'].map((key) => ({ key, id: namedAccountId(key) })),
    nurse: { key: 'nurse-fernandes', id: namedAccountId('nurse-fernandes') },
    providerIds: demoUserIds(),
  };
}

/** The demo patients' reviewed and open lab collections (Vikram Singh) and ambulance trips (Imran Khan). */
function demoItemReviewPeople(): DemoItemReviewPeople {
  const nameOf = (key: string) => NAMED_ACCOUNTS.find((a) => a.key === key)?.name ?? '';
  return {
    patients: ['patient-priya', 'patient-rahul', 'patient-ananya', 'patient-meera'].map((key) => ({
      key,
      id: namedAccountId(key),
      name: nameOf(key),
    })),
    technicianId: namedAccountId('technician-singh'),
    driverId: namedAccountId('driver-khan'),
  };
}

/** The demo patient who sent a Discharge Concierge request and the admin who handled it. */
function demoDischargePeople() {
  return { patientId: namedAccountId('patient-priya'), adminId: namedAccountId('admin') };
}

/**
 * Until when a seed run would make what a run at `seededAt` made, up to timestamps that move with the time of
 * the run (decision 088): the build's seeded snapshot stands in for a fresh start's seed until then.
 *
 * The seeders depend on the time of day only through India's calendar day (`indiaDate(now)`: today's lab
 * round, the rolling availability, the upcoming visit), except the care circle's video consultation, which takes
 * the slot open now or next. A seeder that comes to choose by the time in another way adds its moment here;
 * seed-window.int.test.ts seeds just before this instant and at it, at several times of the day, and compares.
 */
export function demoSeedValidUntil(seededAt: Date): Date {
  const nextIndiaMidnight = slotStart(addDays(indiaDate(seededAt), 1), '12:00 AM');
  return new Date(Math.min(nextIndiaMidnight.getTime(), demoVideoSlotChangesAt(seededAt).getTime()));
}

/** The demo areas after the accounts, in the order they are seeded (each may read what an earlier one made). */
function demoAreas(
  db: Database,
  ids: readonly string[],
  now: Date,
  storage: FileStorage | null,
): ReadonlyArray<readonly [name: string, seed: () => Promise<void>]> {
  const files = storage ?? undefined;
  return [
    ['availability', () => seedRollingAvailability(db, ids, now)],
    ['weekly hours', () => seedDemoWeeklyHours(db)],
    ['appointments', () => seedDemoAppointments(db, demoAppointmentParties(), now)],
    ['care fund', () => seedDemoCareFund(db, demoCareFundPeople(), now)],
    // Before the subscriptions: their commission backfill then covers the review visits too.
    ['reviews', () => seedDemoReviews(db, demoReviewPeople(), now)],
    ['subscriptions', () => seedDemoSubscriptions(db, demoSubscriptionPeople(), now)],
    ['lab tests', () => seedDemoLabTests(db, demoLabParties(), now, files)],
    ['second opinions', () => seedSecondOpinions(db, storage, now)],
    ['prescriptions', () => seedDemoPrescriptions(db, demoAppointmentParties(), now, files)],
    ['forum', () => seedDemoForum(db, demoForumPeople(), now)],
    ['support', () => seedDemoSupport(db, demoSupportPeople(), now)],
    ['discharge requests', () => seedDemoDischargeRequests(db, demoDischargePeople(), now)],
    ['quests', () => seedDemoQuests(db, { patientId: demoAppointmentParties().patientId }, now)],
    ['ambulance', () => seedDemoAmbulance(db, demoAmbulancePeople(), now)],
    ['item reviews', () => seedDemoItemReviews(db, demoItemReviewPeople(), now)],
    ['care circle', () => seedDemoCareCircle(db, demoCareCirclePeople(), now)],
    ['privacy', () => seedDemoPrivacy(db, demoPrivacyPeople(), now)],
  ];
}

/** Runs `seed` and records its milliseconds under `name` (the seed's log line carries them). */
async function timed(
  areaMs: Record<string, number>,
  name: string,
  seed: () => Promise<unknown>,
): Promise<void> {
  const started = performance.now();
  await seed();
  areaMs[name] = Math.round(performance.now() - started);
}

/** Seeds the demo data; safe to call on every start (rows that exist are left alone). */
export async function seedDemoData(db: Database, opts: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const ids = demoUserIds();
  const areaMs: Record<string, number> = {};
  await timed(areaMs, 'announcements', () => seedDemoAnnouncements(db, now));

  const present = (await countExistingUsers(db, ids)) === ids.length;
  let insertedUsers = 0;
  if (!present) {
    const rows: AccountRow[] = [
      ...NAMED_ACCOUNTS.map((a) => namedAccountRow(a, DEMO_PASSWORD_HASHES[a.role], now)),
      ...providerRows(
        DEMO_PROVIDER_COUNT,
        demoProviderOptions(now, { doctor: DEMO_PASSWORD_HASHES.doctor, nurse: DEMO_PASSWORD_HASHES.nurse }),
      ),
    ];
    await timed(areaMs, 'accounts', async () => {
      insertedUsers = await db.transaction((tx) => insertAccountRows(tx, rows, 500));
    });
  }
  for (const [name, seed] of demoAreas(db, ids, now, opts.storage ?? null)) await timed(areaMs, name, seed);

  const durationMs = Math.round(performance.now() - started);
  if (present) opts.log.info({ users: ids.length, durationMs, areaMs }, 'demo data already present');
  else opts.log.info({ insertedUsers, users: ids.length, durationMs, areaMs }, 'demo data seeded');
  return { insertedUsers, totalUsers: ids.length, durationMs };
}

function demoSupportPeople() {
  return {
    priyaId: namedAccountId('patient-priya'),
    rahulId: namedAccountId('patient-rahul'),
    ananyaId: namedAccountId('patient-ananya'),
    meeraId: namedAccountId('patient-meera'),
  };
}
