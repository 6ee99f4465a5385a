import {
  CITIES,
  CITY_CENTRES,
  type City,
  DOCTOR_SEARCH_SPECIALTIES,
  type DoctorSearchSpecialty,
  NURSE_SPECIALTIES,
  type NurseSpecialty,
} from '@arogya/contract/constants/directory';
import { getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../client';
import { rowsOf } from '../rows';
import { professionalProfiles, users } from '../schema/users';
import { type LatLng, randomPointWithin, randomServiceArea } from './geo';
import { emailPart, pickName } from './names';
import { createRng, mixSeed, type Rng } from './prng';
import { stableUuid } from './stable-id';

/**
 * The one generator of professional (doctor and nurse) rows, shared by the demo seed (a few hundred
 * rows) and the search benchmark's data generator (100,000 rows). Row `i` of a set depends only on the
 * set's options and `i` — never on how many rows are generated — so a set can be produced in batches,
 * and generating it again gives the same rows with the same ids.
 */

export type UserInsert = typeof users.$inferInsert & { id: string };
export type ProfileInsert = typeof professionalProfiles.$inferInsert;

/** A users row and, for professionals, its professional_profiles row. */
export interface AccountRow {
  user: UserInsert;
  profile?: ProfileInsert;
}

export interface ProviderRow extends AccountRow {
  profile: ProfileInsert;
}

export type ProviderRole = 'doctor' | 'nurse';

export interface ProviderSetOptions {
  /** Seeds the PRNG (row i draws from its own stream, derived from seed and i). */
  seed: number;
  /** Ids are `stableUuid(`${idPrefix}:${i}`)`: distinct prefixes give disjoint sets. */
  idPrefix: string;
  /** Emails are `first.last.N@<emailDomain>` with N = i + 1. */
  emailDomain: string;
  /** The first digit of every mobile number in the set (+91 6–9…), so two sets never share a number. */
  phoneLeadDigit: '6' | '7' | '8' | '9';
  /** A precomputed argon2id hash per role: hashing is done once per password, never per row. */
  passwordHashes: Readonly<Record<ProviderRole, string>>;
  /** Timestamps (joined, reviewed, Pro expiry) are relative to this instant. */
  now: Date;
  /** The admin recorded as the approver, if any. */
  reviewedBy?: string | null;
}

type Cell =
  | { role: 'doctor'; city: City; specialty: DoctorSearchSpecialty }
  | { role: 'nurse'; city: City; specialty: NurseSpecialty };

function coverageRound(withNurses: boolean): Cell[] {
  return CITIES.flatMap((city) => [
    ...DOCTOR_SEARCH_SPECIALTIES.map((specialty): Cell => ({ role: 'doctor', city, specialty })),
    ...(withNurses ? NURSE_SPECIALTIES.map((specialty): Cell => ({ role: 'nurse', city, specialty })) : []),
  ]);
}

/**
 * The first rows of every set walk this plan: every city × doctor search specialty three times and
 * every city × nurse specialty twice, one full round at a time. Any set of at least
 * `COVERAGE_MIN_ROWS` rows therefore has a professional in every city for every search filter
 * (each nurse search category matches exactly one stored nurse specialty — NURSE_SEARCH_MATCHES).
 * Rows after the plan are drawn with realistic weights (big cities and common specialties more often).
 */
const COVERAGE_PLAN: readonly Cell[] = [
  ...coverageRound(true),
  ...coverageRound(true),
  ...coverageRound(false),
];
export const COVERAGE_MIN_ROWS =
  CITIES.length * (DOCTOR_SEARCH_SPECIALTIES.length + NURSE_SPECIALTIES.length);
/** 7 cities × (7 specialties × 3 doctors + 5 nurse specialties × 2 nurses) = 217. */
export const COVERAGE_PLAN_ROWS = COVERAGE_PLAN.length;
export const COVERAGE_PLAN_DOCTORS = COVERAGE_PLAN.filter((c) => c.role === 'doctor').length;

/** Roughly the share of the seven cities' registered practitioners (ours, approximate). */
const CITY_WEIGHTS: Readonly<Record<City, number>> = {
  Mumbai: 22,
  Delhi: 24,
  Bangalore: 17,
  Pune: 9,
  Patna: 5,
  Kolkata: 12,
  Chennai: 11,
};
const ROLE_WEIGHTS: Readonly<Record<ProviderRole, number>> = { doctor: 60, nurse: 40 };
const DOCTOR_SPECIALTY_WEIGHTS: Readonly<Record<DoctorSearchSpecialty, number>> = {
  'General Physician': 30,
  Dentist: 15,
  Pediatrician: 14,
  Gynecologist: 13,
  Dermatologist: 10,
  Cardiologist: 10,
  Neurologist: 8,
};
const NURSE_SPECIALTY_WEIGHTS: Readonly<Record<NurseSpecialty, number>> = {
  'General Nursing': 35,
  'Elder Care': 25,
  'Post-Operative Care': 15,
  'Child Care': 15,
  'Auxiliary Nursing (ANM)': 10,
};

interface PracticeProfile {
  /** The field, as a bio mentions it ("cardiology"). */
  field: string;
  /** Alternative qualification lists; one is drawn. */
  degrees: readonly (readonly string[])[];
  /** 2–4 of these become the verified skills. */
  skills: readonly string[];
}

const DOCTOR_PRACTICE: Readonly<Record<DoctorSearchSpecialty, PracticeProfile>> = {
  Cardiologist: {
    field: 'cardiology',
    degrees: [
      ['MBBS', 'MD (General Medicine)', 'DM (Cardiology)'],
      ['MBBS', 'DNB (General Medicine)', 'DNB (Cardiology)'],
    ],
    skills: [
      'ECG interpretation',
      'Hypertension management',
      'Echocardiography',
      'Heart failure care',
      'Lipid management',
    ],
  },
  Dermatologist: {
    field: 'dermatology',
    degrees: [
      ['MBBS', 'MD (Dermatology)'],
      ['MBBS', 'DDVL'],
      ['MBBS', 'DNB (Dermatology)'],
    ],
    skills: [
      'Acne treatment',
      'Eczema and psoriasis care',
      'Dermoscopy',
      'Hair loss management',
      'Chemical peels',
    ],
  },
  Gynecologist: {
    field: 'obstetrics and gynaecology',
    degrees: [
      ['MBBS', 'MS (Obstetrics & Gynaecology)'],
      ['MBBS', 'DGO'],
      ['MBBS', 'DNB (Obstetrics & Gynaecology)'],
    ],
    skills: [
      'Antenatal care',
      'PCOS management',
      'Menopause care',
      'Family planning counselling',
      'High-risk pregnancy care',
    ],
  },
  Dentist: {
    field: 'dentistry',
    degrees: [
      ['BDS'],
      ['BDS', 'MDS (Orthodontics)'],
      ['BDS', 'MDS (Endodontics)'],
      ['BDS', 'MDS (Periodontics)'],
    ],
    skills: [
      'Root canal treatment',
      'Scaling and polishing',
      'Tooth extraction',
      'Dental fillings',
      'Oral hygiene counselling',
    ],
  },
  Pediatrician: {
    field: 'paediatrics',
    degrees: [
      ['MBBS', 'MD (Paediatrics)'],
      ['MBBS', 'DCH'],
      ['MBBS', 'DNB (Paediatrics)'],
    ],
    skills: [
      'Childhood immunisation',
      'Newborn care',
      'Growth and development assessment',
      'Childhood asthma care',
      'Nutrition counselling',
    ],
  },
  'General Physician': {
    field: 'general medicine',
    degrees: [['MBBS'], ['MBBS', 'MD (General Medicine)'], ['MBBS', 'DNB (Family Medicine)']],
    skills: [
      'Diabetes management',
      'Fever and infection care',
      'Hypertension management',
      'Preventive health check-ups',
      'Geriatric care',
    ],
  },
  Neurologist: {
    field: 'neurology',
    degrees: [
      ['MBBS', 'MD (General Medicine)', 'DM (Neurology)'],
      ['MBBS', 'DNB (Neurology)'],
    ],
    skills: [
      'Migraine management',
      'Epilepsy care',
      'Stroke rehabilitation',
      "Parkinson's disease care",
      'Neuropathy evaluation',
    ],
  },
};

const NURSE_PRACTICE: Readonly<Record<NurseSpecialty, PracticeProfile>> = {
  'Elder Care': {
    field: 'elder care',
    degrees: [['GNM'], ['B.Sc Nursing'], ['B.Sc Nursing', 'Certificate in Geriatric Care']],
    skills: [
      'Geriatric care',
      'Fall prevention',
      'Medication management',
      'Bedsore care',
      'Dementia support',
    ],
  },
  'Child Care': {
    field: 'child care',
    degrees: [['GNM'], ['B.Sc Nursing'], ['B.Sc Nursing', 'Certificate in Neonatal Care']],
    skills: [
      'Newborn care',
      'Vaccination support',
      'Paediatric medication',
      'Feeding support',
      'Growth monitoring',
    ],
  },
  'Post-Operative Care': {
    field: 'post-operative care',
    degrees: [['GNM'], ['B.Sc Nursing'], ['Post Basic B.Sc Nursing'], ['B.Sc Nursing', 'M.Sc Nursing']],
    skills: ['Wound dressing', 'Drain care', 'IV cannulation', 'Pain monitoring', 'Catheter care'],
  },
  'General Nursing': {
    field: 'general nursing',
    degrees: [['GNM'], ['GNM', 'Post Basic B.Sc Nursing'], ['B.Sc Nursing']],
    skills: [
      'Vital signs monitoring',
      'Injections and IV therapy',
      'Wound dressing',
      'Patient hygiene care',
      'Diabetes care',
    ],
  },
  'Auxiliary Nursing (ANM)': {
    field: 'auxiliary nursing and midwifery',
    degrees: [['ANM']],
    skills: [
      'Basic patient care',
      'Vital signs monitoring',
      'Maternal and child health',
      'Immunisation support',
    ],
  },
};

/**
 * Registration numbers of seeded professionals: `<COUNCIL>-<YEAR>-<6-digit serial>`, where COUNCIL is
 * the state council of the professional's city — medical (MMC Maharashtra, DMC Delhi, KMC Karnataka,
 * BCMR Bihar, WBMC West Bengal, TNMC Tamil Nadu), dental for dentists (MSDC, DDC, KSDC, BSDC, WBDC,
 * TNDC) and nursing for nurses (MNC, DNC, KSNC, BNRC, WBNC, TNNMC) — and YEAR the year of
 * registration. Example: MMC-2011-045678 (a Maharashtra doctor registered in 2011).
 */
export const SEED_LICENCE_PATTERN = /^[A-Z]{2,5}-(19|20)\d{2}-\d{6}$/;
const COUNCILS: Readonly<Record<City, { medical: string; dental: string; nursing: string }>> = {
  Mumbai: { medical: 'MMC', dental: 'MSDC', nursing: 'MNC' },
  Pune: { medical: 'MMC', dental: 'MSDC', nursing: 'MNC' },
  Delhi: { medical: 'DMC', dental: 'DDC', nursing: 'DNC' },
  Bangalore: { medical: 'KMC', dental: 'KSDC', nursing: 'KSNC' },
  Patna: { medical: 'BCMR', dental: 'BSDC', nursing: 'BNRC' },
  Kolkata: { medical: 'WBMC', dental: 'WBDC', nursing: 'WBNC' },
  Chennai: { medical: 'TNMC', dental: 'TNDC', nursing: 'TNNMC' },
};
/** Registration year = this year minus years of experience: fixed, so licence numbers never drift. */
const LICENCE_REFERENCE_YEAR = 2026;

const DAY_MS = 86_400_000;

/** A bijection of [0, modulus) for indexes below the modulus (multiplier coprime to 10): unique digits. */
function scramble(index: number, multiplier: number, offset: number, modulus: number): number {
  return (index * multiplier + offset) % modulus;
}

function years(n: number): string {
  return n === 1 ? '1 year' : `${n} years`;
}

/**
 * Crude coastlines (ours): the city discs of CITY_CENTRES reach into the sea off Mumbai and Chennai,
 * and a map of pins in the water looks broken. Points failing the test are drawn again.
 */
const ON_LAND: Partial<Record<City, (p: LatLng) => boolean>> = {
  Mumbai: (p) => p.lng >= 72.815 && p.lat >= 18.89,
  Chennai: (p) => p.lng <= 80.285,
};

function officeLocation(rng: Rng, city: City): LatLng {
  const centre = CITY_CENTRES[city];
  const onLand = ON_LAND[city] ?? (() => true);
  for (let attempt = 0; attempt < 50; attempt++) {
    const p = randomPointWithin(rng, centre, centre.radiusKm);
    if (onLand(p)) return p;
  }
  return { lat: centre.lat, lng: centre.lng };
}

function weightedCell(rng: Rng): Cell {
  const city = rng.weighted(CITY_WEIGHTS);
  return rng.weighted(ROLE_WEIGHTS) === 'doctor'
    ? { role: 'doctor', city, specialty: rng.weighted(DOCTOR_SPECIALTY_WEIGHTS) }
    : { role: 'nurse', city, specialty: rng.weighted(NURSE_SPECIALTY_WEIGHTS) };
}

function bioFor(rng: Rng, cell: Cell, experience: number, skill: string): string {
  const field =
    cell.role === 'doctor' ? DOCTOR_PRACTICE[cell.specialty].field : NURSE_PRACTICE[cell.specialty].field;
  if (cell.role === 'doctor') {
    return rng.pick([
      `${cell.specialty} with ${years(experience)} of experience, offering home visits and video consultations across ${cell.city}.`,
      `Practising ${field} in ${cell.city} for ${years(experience)}, with a special interest in ${skill.toLowerCase()}.`,
      `Believes good care starts with listening; ${years(experience)} in ${field}, now seeing patients at home in ${cell.city}.`,
    ]);
  }
  return rng.pick([
    `Nurse with ${years(experience)} of experience in ${field}, caring for patients at home in ${cell.city}.`,
    `Compassionate ${field} nurse skilled in ${skill.toLowerCase()}, serving families across ${cell.city}.`,
    `${years(experience).replace(/^./, (c) => c.toUpperCase())} of ${field} experience in hospitals and homes around ${cell.city}.`,
  ]);
}

/** Row `index` of a provider set. Pure: the same options and index always give the same row. */
export function providerRow(index: number, opts: ProviderSetOptions): ProviderRow {
  const rng = createRng(mixSeed(opts.seed, index));
  const cell = COVERAGE_PLAN[index] ?? weightedCell(rng);
  const practice = cell.role === 'doctor' ? DOCTOR_PRACTICE[cell.specialty] : NURSE_PRACTICE[cell.specialty];

  const gender = rng.chance(cell.role === 'doctor' ? 0.45 : 0.85) ? 'female' : 'male';
  const name = pickName(rng, cell.city, gender);
  const experience = rng.int(1, 30);
  // Ratings lean towards the top of 3.5–5.0; review counts towards the low end of 1–400.
  const averageRating = Math.round((3.5 + 1.5 * Math.sqrt(rng.next())) * 10) / 10;
  const numReviews = 1 + Math.floor(399 * rng.next() ** 2);
  const qualifications = [...rng.pick(practice.degrees)];
  const verifiedSkills = rng.sample(practice.skills, rng.int(2, 4));
  const bio = bioFor(rng, cell, experience, verifiedSkills[0] ?? practice.field);
  const office = officeLocation(rng, cell.city);

  const councils = COUNCILS[cell.city];
  const council =
    cell.role === 'nurse'
      ? councils.nursing
      : cell.specialty === 'Dentist'
        ? councils.dental
        : councils.medical;
  const serial = String(scramble(index, 7919, 104_729, 1_000_000)).padStart(6, '0');
  const licenseNumber = `${council}-${LICENCE_REFERENCE_YEAR - experience}-${serial}`;
  const phone = `+91 ${opts.phoneLeadDigit}${String(scramble(index, 387_420_489, 123_456_789, 1_000_000_000)).padStart(9, '0')}`;

  const now = opts.now.getTime();
  const createdAt = new Date(now - rng.int(30, 900) * DAY_MS - rng.int(0, DAY_MS - 1));
  const reviewedAt = new Date(createdAt.getTime() + rng.int(1, 5) * DAY_MS);

  const isPro = rng.chance(0.15);
  const subscriptionExpiresAt = isPro ? new Date(now + rng.int(30, 300) * DAY_MS) : null;

  const area =
    cell.role === 'doctor' && rng.chance(0.2)
      ? randomServiceArea(rng, randomPointWithin(rng, office, 3))
      : null;

  const id = stableUuid(`${opts.idPrefix}:${index}`);
  return {
    user: {
      id,
      email: `${emailPart(name.first)}.${emailPart(name.last)}.${index + 1}@${opts.emailDomain}`,
      name: `${name.first} ${name.last}`,
      passwordHash: opts.passwordHashes[cell.role],
      role: cell.role,
      phone,
      city: cell.city,
      createdAt,
      updatedAt: reviewedAt,
    },
    profile: {
      userId: id,
      role: cell.role,
      specialty: cell.specialty,
      city: cell.city,
      experience,
      licenseNumber,
      qualifications,
      bio,
      verifiedSkills,
      approvalStatus: 'approved',
      reviewedAt,
      reviewedBy: opts.reviewedBy ?? null,
      averageRating,
      numReviews,
      latitude: office.lat,
      longitude: office.lng,
      serviceArea: area?.polygon ?? null,
      serviceAreaCentroidLat: area?.centroid.lat ?? null,
      serviceAreaCentroidLng: area?.centroid.lng ?? null,
      subscriptionTier: isPro ? 'pro' : 'free',
      subscriptionStatus: isPro ? 'active' : null,
      subscriptionExpiresAt,
      createdAt,
      updatedAt: reviewedAt,
    },
  };
}

/** Rows [start, start + count) of a set, lazily (the benchmark streams 100,000 of them in batches). */
export function* providerRows(count: number, opts: ProviderSetOptions, start = 0): Generator<ProviderRow> {
  for (let i = start; i < start + count; i++) yield providerRow(i, opts);
}

/**
 * Inserts accounts in batches: users first, then the profiles of the users this call actually
 * inserted. A user that already exists (same id or same email) is left alone with its profile, so
 * inserting the same rows twice changes nothing. Returns how many users were inserted.
 */
export async function insertAccountRows(
  db: Database | Tx,
  rows: readonly AccountRow[],
  batchSize = 1000,
): Promise<number> {
  let inserted = 0;
  for (let offset = 0; offset < rows.length; offset += batchSize) {
    const batch = rows.slice(offset, offset + batchSize);
    const addedIds = new Set<string>();
    for (const group of groupByShape(batch.map((r) => r.user))) {
      for (const { id } of await insertRecords<{ id: string }>(db, users, group, 'id')) addedIds.add(id);
    }
    inserted += addedIds.size;
    const profiles = batch.flatMap((r) => (r.profile && addedIds.has(r.user.id) ? [r.profile] : []));
    for (const group of groupByShape(profiles)) await insertRecords(db, professionalProfiles, group);
  }
  return inserted;
}

/** The keys of a row that carry a value (an undefined key takes its column default, like a missing one). */
function definedKeys(row: object): string[] {
  return Object.entries(row).flatMap(([k, v]) => (v === undefined ? [] : [k]));
}

/** Rows with the same set of keys, together (a missing key must get its column default, not null). */
function groupByShape<T extends object>(rows: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const shape = definedKeys(row).sort().join(',');
    const group = groups.get(shape);
    if (group) group.push(row);
    else groups.set(shape, [row]);
  }
  return [...groups.values()];
}

/**
 * A set-based multi-row insert: the rows travel as ONE jsonb parameter and are expanded by
 * jsonb_to_recordset, typed from the Drizzle column definitions. Drizzle's own insert builder spends
 * ~300 ms building a 1000-row statement of 29 columns; this takes a few ms, on PostgreSQL and PGlite
 * alike, and runs inside the caller's transaction. Rows must share one set of keys (see
 * groupByShape); values must survive JSON (dates become ISO strings, arrays become SQL arrays).
 * Conflicting rows are skipped.
 */
async function insertRecords<R = never>(
  db: Database | Tx,
  table: typeof users | typeof professionalProfiles,
  rows: readonly object[],
  returning?: string,
): Promise<R[]> {
  const first = rows[0];
  if (!first) return [];
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keys = definedKeys(first);
  const column = (key: string): PgColumn => {
    const c = columns[key];
    if (!c) throw new Error(`${getTableName(table)} has no column for ${key}`);
    return c;
  };
  const target = sql.join(
    keys.map((k) => sql.identifier(column(k).name)),
    sql`, `,
  );
  const source = sql.join(
    keys.map((k) => sql`x.${sql.identifier(k)}`),
    sql`, `,
  );
  const recordType = sql.join(
    keys.map((k) => sql`${sql.identifier(k)} ${sql.raw(column(k).getSQLType())}`),
    sql`, `,
  );
  const returningClause = returning
    ? sql` returning ${sql.identifier(column(returning).name)} as ${sql.identifier(returning)}`
    : sql``;
  return rowsOf<R>(
    await db.execute(
      sql`insert into ${table} (${target}) select ${source} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${recordType}) on conflict do nothing${returningClause}`,
    ),
  );
}

/** How many of these user ids exist already (the seed's fast path on every start). */
export async function countExistingUsers(db: Database | Tx, ids: readonly string[]): Promise<number> {
  let found = 0;
  for (let offset = 0; offset < ids.length; offset += 1000) {
    const chunk = ids.slice(offset, offset + 1000);
    const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, chunk));
    found += rows.length;
  }
  return found;
}
