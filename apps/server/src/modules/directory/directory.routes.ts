import { FEES } from '@arogya/contract/constants/appointments';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import {
  DOCTOR_SEARCH_DEFAULTS,
  doctorSearchQuerySchema,
  doctorSearchResponseSchema,
  MAP_VIEW_CAP,
  MAX_SEARCH_RADIUS_KM,
  nurseSearchQuerySchema,
  nurseSearchResponseSchema,
  providerDetailSchema,
} from '@arogya/contract/schemas/directory';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../lib/http/zod-app';
import { createDirectoryService, NURSE_LIST_CAP } from './directory.service';

/** The ranking rule, stated once for the API docs (and in bench/README.md). */
const RANKING =
  'Pro members (tier pro, subscription active, expiry in the future) rank ahead AMONG EQUALS only: Pro is the ' +
  'tie-breaker immediately after the primary sort key — average rating for rating_desc, experience for ' +
  'experience_desc, review count for reviews_desc, distance as shown (km, one decimal) for distance_asc — then ' +
  'the remaining keys (rating, then review count) and finally the id, so paging is deterministic. A higher-rated ' +
  'free doctor stays ahead of a lower-rated Pro one.';

export function registerDirectoryRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'database' | 'clock' | 'demand' | 'analytics'>,
): void {
  const directory = createDirectoryService({ db: ctx.db, prepared: ctx.database.prepared, clock: ctx.clock });

  app.get(
    '/doctors',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'Find approved doctors (filters, location, sorting, paging)',
        description:
          'Lists approved doctors with active accounts. Filters combine; empty values are ignored. `skillKeyword` ' +
          'matches, case-insensitively, any part of the specialty, qualifications or verified skills. With `lat` ' +
          `and \`lng\` (and \`radius\` in km, default ${DOCTOR_SEARCH_DEFAULTS.radiusKm}, at most ${MAX_SEARCH_RADIUS_KM}) ` +
          'a doctor matches when their office or the centre of their service area lies within the radius, or their ' +
          'service area contains the point; `distance` is the smaller of the office and centre distances (0 when ' +
          'the service area contains the point) and `matchedBy` says which place matched. ' +
          `Default order: ${DOCTOR_SEARCH_DEFAULTS.sortBy}. ${RANKING} ` +
          `Pages of \`limit\` (default ${DOCTOR_SEARCH_DEFAULTS.limit}); a page beyond the end is empty with the ` +
          `right totals. \`mapView=true\` returns every match up to ${MAP_VIEW_CAP}, in the same order, as page 1 of 1 ` +
          `with \`limit\` ${MAP_VIEW_CAP} (\`totalDoctors\` still counts every match). Fee: the In-Home Visit fee, ` +
          `₹${FEES.DOCTOR_IN_HOME_VISIT}.`,
        querystring: doctorSearchQuerySchema,
        response: { 200: doctorSearchResponseSchema },
      },
    },
    async (request) => {
      const { lat, lng, city, specialty } = request.query;
      // Demand for the heatmap: buffered in memory and written in batches, never awaited here.
      ctx.demand.record({ lat, lng, city, specialty });
      const result = await directory.searchDoctors(request.query);
      // Profile analytics (search appearances): counted in memory, written in batches.
      ctx.analytics.appeared(result.doctors.map((d) => d._id));
      return result;
    },
  );

  app.get(
    '/nurses',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'Find approved nurses by care category and city',
        description:
          'A list (no paging) of approved nurses with active accounts. A care category matches the nurses ' +
          'registered under it ("General Nursing (GNM)" matches "General Nursing"). Ordered by rating; ' +
          `${RANKING} At most ${NURSE_LIST_CAP} nurses. Fee: ₹${FEES.NURSE_PER_DAY} per day.`,
        querystring: nurseSearchQuerySchema,
        response: { 200: nurseSearchResponseSchema },
      },
    },
    async (request) => {
      const nurses = await directory.searchNurses(request.query);
      ctx.analytics.appeared(nurses.map((n) => n._id));
      return nurses;
    },
  );

  app.get(
    '/doctors/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: "An approved doctor's profile with bookable days and taken slots",
        description:
          '`availableDates`: the days the doctor offers from today (India time) on; `takenSlots`: slots of those ' +
          'days already held by an appointment that is not cancelled. 404 for an unknown, unapproved or ' +
          'deactivated doctor.',
        params: idParamsSchema,
        response: { 200: providerDetailSchema },
      },
    },
    async (request) => {
      const doctor = await directory.doctor(request.params.id);
      ctx.analytics.viewed(doctor._id);
      return doctor;
    },
  );

  app.get(
    '/nurses/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: "An approved nurse's profile with bookable days and taken slots",
        description:
          '`availableDates`: the days the nurse offers from today (India time) on; `takenSlots`: slots of those ' +
          'days already held by an appointment that is not cancelled. 404 for an unknown, unapproved or ' +
          'deactivated nurse.',
        params: idParamsSchema,
        response: { 200: providerDetailSchema },
      },
    },
    async (request) => {
      const nurse = await directory.nurse(request.params.id);
      ctx.analytics.viewed(nurse._id);
      return nurse;
    },
  );
}
