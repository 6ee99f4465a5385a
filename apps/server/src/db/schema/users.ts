import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';

/** The columns of an index, as drizzle's `index().on()` takes them. */
type IndexColumns = Parameters<ReturnType<typeof index>['on']>;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Every account. Secrets never leave the server: responses are shaped by their zod schemas, which
 * do not name these columns.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    phone: text('phone'),
    city: text('city'),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped on password reset, 2FA change and deactivation: every older token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** AES-256-GCM ciphertext of the TOTP secret. */
    twoFactorSecretEnc: text('two_factor_secret_enc'),
    /** A secret handed out by setup but not yet verified; never replaces the active one until verified. */
    twoFactorPendingSecretEnc: text('two_factor_pending_secret_enc'),
    /** The last accepted TOTP time step: a code cannot be replayed within its window. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /** Integer paise. Changed only together with a ledger row. */
    careFundBalancePaise: bigint('care_fund_balance_paise', { mode: 'number' }).notNull().default(0),
    profilePictureUrl: text('profile_picture_url'),
    /**
     * Bytes of every file the person has stored (files.size_bytes summed), changed only in the transaction
     * that inserts or deletes those rows, by a conditional update that cannot pass STORAGE_QUOTA.
     */
    storageUsedBytes: bigint('storage_used_bytes', { mode: 'number' }).notNull().default(0),
    /** Last location the person shared (PUT /profile/location). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The client address the account registered from: the SUSPICIOUS_ACTIVITY fraud flag counts bursts. */
    registrationIp: text('registration_ip'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    // Fraud flags: registrations per address per hour, and phone numbers compared by their last 10 digits
    // (stored numbers differ in spacing and +91 prefixes).
    index('users_registration_ip_idx').on(t.registrationIp, t.createdAt),
    index('users_phone_digits_idx').on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`),
    check(
      'users_role_check',
      sql`${t.role} in ('patient','doctor','nurse','technician','ambulance','admin')`,
    ),
    check('users_care_fund_nonnegative', sql`${t.careFundBalancePaise} >= 0`),
    check('users_storage_used_nonnegative', sql`${t.storageUsedBytes} >= 0`),
  ],
);

/**
 * The professional side of an account (doctor, nurse, technician, ambulance driver): one row per
 * professional. Search reads this table, so the listing columns (role, city, specialty, approval,
 * rating, location) live here.
 */
export const professionalProfiles = pgTable(
  'professional_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    specialty: text('specialty'),
    city: text('city'),
    experience: integer('experience'),
    licenseNumber: text('license_number'),
    /** AES-256-GCM ciphertext of the government id, and a keyed hash of it for duplicate checks. */
    govIdEnc: text('gov_id_enc'),
    govIdHash: text('gov_id_hash'),
    vehicleRegistrationNumber: text('vehicle_registration_number'),
    qualifications: text('qualifications').array().notNull().default(sql`'{}'::text[]`),
    bio: text('bio'),
    verifiedSkills: text('verified_skills').array().notNull().default(sql`'{}'::text[]`),
    /** pending | approved | rejected (DESIGN §6). */
    approvalStatus: text('approval_status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /**
     * True from registration until the doctor or nurse first has availability (weekly hours or days),
     * and again when they clear it all: search lists only professionals with this false (decision 052).
     */
    needsAvailability: boolean('needs_availability').notNull().default(false),
    /**
     * The account's `users.is_active`, copied here by the database (triggers of migration 0032) so the
     * listing indexes can hold only active accounts and no search joins `users` to leave out the
     * deactivated (decision 072). Never written by the application.
     */
    accountActive: boolean('account_active').notNull().default(true),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    fraudFlags: text('fraud_flags').array().notNull().default(sql`'{}'::text[]`),
    averageRating: real('average_rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    /** Office / base location. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** GeoJSON Polygon (ring of [lng, lat]) or null, with its centroid computed by the server. */
    serviceArea: jsonb('service_area'),
    serviceAreaCentroidLat: doublePrecision('service_area_centroid_lat'),
    serviceAreaCentroidLng: doublePrecision('service_area_centroid_lng'),
    /** free | pro; Pro counts only while expiry is in the future and status is active. */
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    subscriptionStatus: text('subscription_status'),
    ...timestamps,
    // Search columns, computed by the database on every write (generated columns), so no writer — the
    // profile editor, registration, the seed, the benchmark generator — can forget or get them wrong.
    // The functions are created by migration 0009 (drizzle-kit cannot declare functions).
    /** Lower-cased specialty, qualifications and verified skills: the skill-keyword search (trigram index). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`arogya_search_text("specialty", "qualifications", "verified_skills")`,
    ),
    /** Bounding box of the service area: the index that prefilters "does the area contain this point". */
    serviceAreaMinLat: doublePrecision('service_area_min_lat').generatedAlwaysAs(
      sql`arogya_ring_bound("service_area", 1, false)`,
    ),
    serviceAreaMaxLat: doublePrecision('service_area_max_lat').generatedAlwaysAs(
      sql`arogya_ring_bound("service_area", 1, true)`,
    ),
    serviceAreaMinLng: doublePrecision('service_area_min_lng').generatedAlwaysAs(
      sql`arogya_ring_bound("service_area", 0, false)`,
    ),
    serviceAreaMaxLng: doublePrecision('service_area_max_lng').generatedAlwaysAs(
      sql`arogya_ring_bound("service_area", 0, true)`,
    ),
    /**
     * What "sort by rating" orders by: the rating smoothed towards RATING_PRIOR (decision 042), so one
     * 5-star review does not outrank two hundred 4.8s. Computed by the database from the two columns the
     * reviews module keeps in step with the reviews, so it can never disagree with them.
     */
    ratingScore: doublePrecision('rating_score').generatedAlwaysAs(
      sql`(("num_reviews"::float8 * "average_rating"::float8 + 17.5::float8) / ("num_reviews"::float8 + 5::float8))`,
    ),
  },
  (t) => {
    // Listed in the directory: what every search requires besides the role (decisions 071, 072).
    const listed = sql`${t.approvalStatus} = 'approved' and not ${t.needsAvailability} and ${t.accountActive}`;
    // Every column a search filters, counts or orders by — and the two places a located search's walk of
    // a dense area tests (decision 074); each listing index carries those its leading columns do not, so
    // every walk of one is an index-only scan.
    const listingColumns = [
      t.userId,
      t.averageRating,
      t.city,
      t.specialty,
      t.experience,
      t.subscriptionTier,
      t.subscriptionStatus,
      t.subscriptionExpiresAt,
      t.latitude,
      t.longitude,
      t.serviceAreaCentroidLat,
      t.serviceAreaCentroidLng,
      t.searchText,
    ];
    const listingIndex = (name: string, where: SQL, lead: IndexColumns) => {
      const carried = listingColumns.filter((c) => !(lead as unknown[]).includes(c));
      return index(name)
        .on(...([...lead, ...carried] as IndexColumns))
        .where(where);
    };
    // A listing index's twin over the Pro subscribers only (decision 078): a page's walk of the Pro members
    // (Pro ranks among equals, and depends on the clock, so it is walked apart) reads these instead of every
    // listed doctor's entry. Whether a subscription is still unexpired is checked on the entries walked.
    const proListed = sql`${listed} and ${t.subscriptionTier} = 'pro' and ${t.subscriptionStatus} = 'active'`;
    // The default sort's keys without Pro, which depends on the clock: rating ↓, reviews ↓, id. (A column's
    // order is given anew for each index: drizzle resets it once an index has taken it.)
    const ratingOrder = () => [t.ratingScore.desc(), t.numReviews.desc(), t.userId];
    // The directory's listing indexes (modules/directory): every column a search filters, counts and
    // orders by, so the searches without a location are index-only scans. They hold only the listed —
    // approved, not waiting for a first availability (decision 071), with an active account (072) — so
    // nothing a search filters on is missing from them. The geographic indexes need INCLUDE, which drizzle
    // cannot declare: they are created in migrations (professional_profiles_office_geo_idx,
    // professional_profiles_centroid_geo_idx, last in 0033, and their twins led by the specialty,
    // …_office_geo_specialty_idx and …_centroid_geo_specialty_idx, 0035; …_area_bbox_idx, 0030), as are
    // the B-tree indexes of the place grid's strips, …_office_strip_idx, …_centroid_strip_idx and their
    // specialty twins (0040, decision 083), whose key is an expression drizzle would not keep apart, and the
    // strips in the default order, …_office_order_idx and its specialty twin (0043, decision 094).
    // Each leads with the equality filters of one search shape (PostgreSQL 15 cannot skip a leading
    // column), then the order of a sort — rating ↓, reviews ↓, id by default — so a page is read in index
    // order and stops once full (docs/decisions/044); the rest are carried for index-only scans.
    // search_text comes last so a keyword search can walk them too. The rating is the one sort-key column:
    // a stored score replacing it changes these indexes and orderSql/indexOrderPageSql in the directory.
    // Each is professional_profiles_search_<name>_idx, and its Pro twin …_<name>_pro_idx.
    const listingKeys: [name: string, lead: () => IndexColumns][] = [
      ['city', () => [t.role, t.city, ...ratingOrder()]],
      ['specialty', () => [t.role, t.specialty, ...ratingOrder()]],
      ['city_specialty', () => [t.role, t.city, t.specialty, ...ratingOrder()]],
      // No city or specialty (the first page of /search, the nurse list).
      ['rating', () => [t.role, ...ratingOrder()]],
      // The other two sorts, in their own order; a city or specialty is checked on the entries walked.
      [
        'experience',
        () => [t.role, t.experience.desc(), t.ratingScore.desc(), t.numReviews.desc(), t.userId],
      ],
      ['reviews', () => [t.role, t.numReviews.desc(), t.ratingScore.desc(), t.userId]],
    ];
    return [
      ...listingKeys.map(([name, lead]) =>
        listingIndex(`professional_profiles_search_${name}_idx`, listed, lead()),
      ),
      ...listingKeys.map(([name, lead]) =>
        listingIndex(`professional_profiles_search_${name}_pro_idx`, proListed, lead()),
      ),
      // The admin's Pending Approvals and its count on the dashboard: the few awaiting a decision.
      index('professional_profiles_pending_idx').on(t.userId).where(sql`${t.approvalStatus} = 'pending'`),
      // A skill keyword (decisions 044, 075): the listed doctors' trigrams, each beside one filter (btree_gin),
      // so a keyword with a specialty or a city is one bitmap of both — not every entry of the filter's listing
      // index checked in turn (17,947 general physicians for a keyword none of them has). A keyword alone
      // scans either index's trigrams. Only doctors search by keyword; the role is in the predicate, not the
      // key (a key every entry shares lengthened each scan by its 60,000-entry posting list).
      index('professional_profiles_keyword_specialty_idx')
        .using('gin', t.specialty, t.searchText.op('gin_trgm_ops'))
        .where(sql`${t.role} = 'doctor' and ${listed}`),
      index('professional_profiles_keyword_city_idx')
        .using('gin', t.city, t.searchText.op('gin_trgm_ops'))
        .where(sql`${t.role} = 'doctor' and ${listed}`),
      index('professional_profiles_gov_id_hash_idx').on(t.govIdHash),
      check(
        'professional_profiles_role_check',
        sql`${t.role} in ('doctor','nurse','technician','ambulance')`,
      ),
      check(
        'professional_profiles_approval_check',
        sql`${t.approvalStatus} in ('pending','approved','rejected')`,
      ),
      check(
        'professional_profiles_experience_check',
        sql`${t.experience} is null or ${t.experience} between 0 and 80`,
      ),
    ];
  },
);
