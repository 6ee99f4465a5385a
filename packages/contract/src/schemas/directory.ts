import { z } from 'zod';
import {
  CITIES,
  DOCTOR_SEARCH_SPECIALTIES,
  DOCTOR_SORTS,
  NURSE_SEARCH_CATEGORIES,
  SEARCH_DEFAULTS,
} from '../constants/directory';
import { keysOf } from '../keys-of';
import { paginationSchema } from './common';
import { geoPointSchema, serviceAreaSchema } from './users';

/** Query values arrive as strings; an empty value means "not given" (spec 01 §7: empty values dropped). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The most doctors a map view returns in one answer (documented in the API description). */
export const MAP_VIEW_CAP = 500;
/** The widest radius a search accepts, in km. */
export const MAX_SEARCH_RADIUS_KM = 50;

/**
 * GET /doctors. `lat`, `lng` and `radius` go together: with them the search keeps doctors whose
 * office or service-area centre lies within the radius, or whose service area contains the point.
 */
export const doctorSearchQuerySchema = z
  .object({
    specialty: optionalQuery(z.enum(DOCTOR_SEARCH_SPECIALTIES, { error: 'Unknown specialty.' })),
    city: optionalQuery(z.enum(CITIES, { error: 'Unknown city.' })),
    radius: optionalQuery(
      z.coerce
        .number({ error: 'Radius must be a number of kilometres.' })
        .gt(0, 'Radius must be more than 0 km.')
        .max(MAX_SEARCH_RADIUS_KM, `Radius must be at most ${MAX_SEARCH_RADIUS_KM} km.`),
    ),
    minExperience: optionalQuery(z.coerce.number().int().min(0, 'Experience cannot be negative.').max(60)),
    maxExperience: optionalQuery(z.coerce.number().int().min(0, 'Experience cannot be negative.').max(60)),
    sortBy: optionalQuery(z.enum(keysOf(DOCTOR_SORTS), { error: 'Unknown sort order.' })),
    skillKeyword: optionalQuery(
      z.string().trim().min(1).max(60, 'Skill keyword must be at most 60 characters.'),
    ),
    lat: optionalQuery(
      z.coerce
        .number()
        .min(-90, 'Latitude must be between -90 and 90.')
        .max(90, 'Latitude must be between -90 and 90.'),
    ),
    lng: optionalQuery(
      z.coerce
        .number()
        .min(-180, 'Longitude must be between -180 and 180.')
        .max(180, 'Longitude must be between -180 and 180.'),
    ),
    page: optionalQuery(
      z.coerce.number().int('Page must be a whole number.').min(1, 'Page must be 1 or more.'),
    ),
    limit: optionalQuery(
      z.coerce.number().int().min(1, 'Limit must be 1 or more.').max(50, 'Limit must be 50 or less.'),
    ),
    mapView: optionalQuery(z.enum(['true', 'false'])),
  })
  .superRefine((q, ctx) => {
    const located = [q.lat, q.lng].filter((v) => v !== undefined).length;
    if (located === 1)
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Send both lat and lng, or neither.' });
    if (q.lat === 0 || q.lng === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lat'],
        message:
          'Location detection returned invalid coordinates. Please try again or select a city manually.',
      });
    }
    if (q.minExperience !== undefined && q.maxExperience !== undefined && q.minExperience > q.maxExperience) {
      ctx.addIssue({
        code: 'custom',
        path: ['minExperience'],
        message: 'Minimum experience is above the maximum.',
      });
    }
    if (q.sortBy === 'distance_asc' && q.lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sortBy'], message: 'Sorting by distance needs your location.' });
    }
  });
export type DoctorSearchQuery = z.infer<typeof doctorSearchQuerySchema>;

export const DOCTOR_SEARCH_DEFAULTS = {
  sortBy: SEARCH_DEFAULTS.sortBy,
  limit: SEARCH_DEFAULTS.pageSize,
  radiusKm: SEARCH_DEFAULTS.radiusKm,
} as const;

/** A doctor as the search shows it (spec 01 §3 Doctor/Nurse). */
export const doctorCardSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  specialty: z.string().nullable(),
  city: z.string().nullable(),
  experience: z.number().nullable(),
  averageRating: z.number(),
  numReviews: z.number(),
  isVerified: z.boolean(),
  verifiedSkills: z.array(z.string()),
  /** 'pro' only while the Pro subscription is active and unexpired. */
  subscriptionTier: z.enum(['free', 'pro']),
  profilePictureUrl: z.string().nullable(),
  /** Rupees: the In-Home Visit fee. */
  fee: z.number(),
  /** Kilometres from the searched point, when the search was located. */
  distance: z.number().optional(),
  /** Which place put the doctor inside the search area, when located. */
  matchedBy: z.enum(['office', 'serviceAreaCentroid', 'serviceArea']).optional(),
  location: geoPointSchema.nullable(),
  serviceArea: serviceAreaSchema.nullable(),
  serviceAreaCentroid: geoPointSchema.nullable(),
});
export type DoctorCard = z.infer<typeof doctorCardSchema>;

export const doctorSearchResponseSchema = z.object({
  doctors: z.array(doctorCardSchema),
  pagination: paginationSchema,
});

/** GET /nurses: `{specialty, city}`, a list (spec 01 §7). */
export const nurseSearchQuerySchema = z.object({
  specialty: optionalQuery(z.enum(NURSE_SEARCH_CATEGORIES, { error: 'Unknown care category.' })),
  city: optionalQuery(z.enum(CITIES, { error: 'Unknown city.' })),
});
export type NurseSearchQuery = z.infer<typeof nurseSearchQuerySchema>;

export const nurseCardSchema = doctorCardSchema.omit({
  distance: true,
  matchedBy: true,
  serviceArea: true,
  serviceAreaCentroid: true,
});
export type NurseCard = z.infer<typeof nurseCardSchema>;
export const nurseSearchResponseSchema = z.array(nurseCardSchema);

/** A slot already taken by a non-cancelled appointment: the grid disables it. */
export const takenSlotSchema = z.object({ date: z.string(), time: z.string() });

/** GET /doctors/{id} and GET /nurses/{id}: the profile with its availability. */
export const providerDetailSchema = doctorCardSchema.extend({
  role: z.enum(['doctor', 'nurse']),
  qualifications: z.array(z.string()),
  bio: z.string().nullable(),
  /** `slots` (ours, decision 053): the slot times offered that day; the grid's other times are not bookable. */
  availableDates: z.array(z.object({ date: z.string(), slots: z.array(z.string()).optional() })),
  takenSlots: z.array(takenSlotSchema),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;
