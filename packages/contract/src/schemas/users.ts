import { z } from 'zod';
import { AMBULANCE_CITIES } from '../constants/ambulance';
import { APPROVAL_STATUSES, ROLES } from '../constants/auth';
import { CITIES } from '../constants/directory';
import { MSG_SCHEMA_CHECKS } from '../messages/schema-checks';

/** Accepts 5 or "5" (form selects send strings); 1 to 30 years (spec §9). */
export const experienceSchema = z.coerce
  .number({ error: MSG_SCHEMA_CHECKS.experienceRequired })
  .int(MSG_SCHEMA_CHECKS.experienceRequired)
  .min(1, MSG_SCHEMA_CHECKS.experienceRequired)
  .max(30, 'Experience must be between 1 and 30 years.');

const id = z.string();
const nullableText = z.string().nullable();

/** A GeoJSON point, [lng, lat] like the spec's `location`. */
export const geoPointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});

const position = z.tuple([
  z
    .number()
    .min(-180, 'Longitude must be between -180 and 180.')
    .max(180, 'Longitude must be between -180 and 180.'),
  z.number().min(-90, 'Latitude must be between -90 and 90.').max(90, 'Latitude must be between -90 and 90.'),
]);

/** A service area: a GeoJSON Polygon with one closed ring of at least 3 distinct points. */
export const serviceAreaSchema = z
  .object({
    type: z.literal('Polygon'),
    coordinates: z.array(z.array(position).min(4, MSG_SCHEMA_CHECKS.serviceAreaMinPoints).max(200)).length(1),
  })
  .refine(
    (p) => {
      const ring = p.coordinates[0] ?? [];
      const first = ring[0];
      const last = ring[ring.length - 1];
      return !!first && !!last && first[0] === last[0] && first[1] === last[1];
    },
    { message: 'The service area ring must be closed (first point equals last).' },
  );
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/**
 * The signed-in person as the app sees them (GET /auth/me, and `user` in login/registration
 * responses). `careFundBalance` (rupees) only for patients; never anyone else's.
 */
export const sessionUserSchema = z.object({
  _id: id,
  id,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  city: nullableText,
  phone: nullableText,
  profilePictureUrl: nullableText,
  /** Professionals only: pending until an admin approves; rejected with a reason. */
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  rejectionReason: nullableText,
  isVerified: z.boolean(),
  isTwoFactorEnabled: z.boolean(),
  /** 'pro' only while the subscription is active and unexpired. */
  subscriptionTier: z.enum(['free', 'pro']),
  specialty: nullableText,
  licenseNumber: nullableText,
  careFundBalance: z.number().optional(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Proposed values of the material fields (MATERIAL_PROFILE_FIELDS): only the ones that change. */
export const materialChangesSchema = z.object({
  name: z.string().optional(),
  specialty: z.string().optional(),
  licenseNumber: z.string().optional(),
  verifiedSkills: z.array(z.string()).optional(),
  vehicleRegistrationNumber: z.string().optional(),
});
export type MaterialChanges = z.infer<typeof materialChangesSchema>;

/**
 * An approved professional's change to material fields: waiting for an admin, or turned down with a
 * reason. Approved ones are simply the profile's values, so they are not shown here.
 */
export const profileChangeRequestSchema = z.object({
  _id: id,
  status: z.enum(['pending', 'rejected']),
  changes: materialChangesSchema,
  rejectionReason: nullableText,
  createdAt: z.string(),
  reviewedAt: nullableText,
});
export type ProfileChangeRequest = z.infer<typeof profileChangeRequestSchema>;

/** GET /profile/me: everything the person may see and edit about themselves. */
export const ownProfileSchema = sessionUserSchema.extend({
  /** The latest change to material fields when it is pending or was rejected; null otherwise. */
  profileChangeRequest: profileChangeRequestSchema.nullable(),
  experience: z.number().nullable(),
  qualifications: z.array(z.string()),
  bio: nullableText,
  verifiedSkills: z.array(z.string()),
  vehicleRegistrationNumber: nullableText,
  location: geoPointSchema.nullable(),
  serviceArea: serviceAreaSchema.nullable(),
  serviceAreaCentroid: geoPointSchema.nullable(),
  subscriptionExpiry: nullableText,
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/**
 * GET /profile/{id}: public fields only — never an email, phone, government id, health data or
 * balance, except the caller's own `careFundBalance` when the id is their own.
 */
export const publicProfileSchema = z.object({
  _id: id,
  id,
  name: z.string(),
  role: z.enum(ROLES),
  city: nullableText,
  specialty: nullableText,
  experience: z.number().nullable(),
  qualifications: z.array(z.string()),
  bio: nullableText,
  verifiedSkills: z.array(z.string()),
  averageRating: z.number(),
  numReviews: z.number(),
  isVerified: z.boolean(),
  subscriptionTier: z.enum(['free', 'pro']),
  profilePictureUrl: nullableText,
  careFundBalance: z.number().optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** Qualifications arrive comma-joined from the editor (spec 02 §7) or as a list. */
const listOfText = (max: number, each: number) =>
  z
    .union([z.string().max(max * (each + 2)), z.array(z.string().max(each))])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')))
    .transform((items) => items.map((s) => s.trim()).filter((s) => s.length > 0))
    .pipe(z.array(z.string().max(each)).max(max, `At most ${max} items.`));

/**
 * PUT /profile/me. Every field optional; which ones a role may change is the server's policy
 * (a patient has no specialty). `email` may be sent back unchanged but never changed.
 */
export const updateProfileSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100).optional(),
  email: z.string().optional(),
  phone: z.string().trim().max(20).optional(),
  /** One of the cities; a driver's one of the ambulance cities (the server checks which, by role). */
  city: z
    .enum([...new Set([...CITIES, ...AMBULANCE_CITIES])] as [string, ...string[]], {
      error: 'Please choose a city from the list.',
    })
    .optional(),
  profilePictureUrl: z.string().trim().max(500).nullable().optional(),
  specialty: z.string().trim().max(60).optional(),
  /** Same rule as registration: 1 to 30 years (spec §9). */
  experience: experienceSchema.optional(),
  qualifications: listOfText(20, 100).optional(),
  bio: z.string().trim().max(2000).nullable().optional(),
  licenseNumber: z.string().trim().max(50).optional(),
  verifiedSkills: listOfText(30, 60).optional(),
  serviceArea: serviceAreaSchema.nullable().optional(),
  /** Drivers: the ambulance's registration (the server checks the format and answers it spaced). */
  vehicleRegistrationNumber: z.string().trim().max(20).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** PUT /profile/location. A pair where either value is 0 is invalid (spec 01 §5). */
export const locationSchema = z
  .object({
    latitude: z.coerce
      .number()
      .min(-90, 'Latitude must be between -90 and 90.')
      .max(90, 'Latitude must be between -90 and 90.'),
    longitude: z.coerce
      .number()
      .min(-180, 'Longitude must be between -180 and 180.')
      .max(180, 'Longitude must be between -180 and 180.'),
  })
  .refine((v) => v.latitude !== 0 && v.longitude !== 0, {
    message: 'Location detection returned invalid coordinates. Please try again or select a city manually.',
  });

/** PUT /profile/location: the saved position as a GeoJSON point ([lng, lat]). */
export const locationResponseSchema = z.object({ msg: z.string(), location: geoPointSchema });
