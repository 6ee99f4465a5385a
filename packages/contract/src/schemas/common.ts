import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';

/** Every id is a UUID; JSON exposes it as `_id` (the spec's client reads `_id`), `id` may accompany it. */
export const idSchema = z.uuid({ message: 'Invalid id.' });
export const idParamsSchema = z.object({ id: idSchema });

/** Page numbers start at 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1 or more.')
    .max(100, 'Limit must be 100 or less.')
    .optional(),
});

/** The pagination block of the doctor search (spec 01 §3). */
export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalDoctors: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function buildPagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    currentPage: page,
    totalPages,
    totalDoctors: total,
    limit,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
}

const errorCodeValues = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/**
 * The one error shape of the API. `message` and `msg` carry the same human-readable text because
 * the spec's client reads either. No stack trace, SQL or internal detail is ever included.
 */
export const errorSchema = z.object({
  message: z.string(),
  msg: z.string(),
  code: z.enum(errorCodeValues),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** A plain acknowledgement: `{ msg }` (spec: admin approve, and similar). */
export const msgSchema = z.object({ msg: z.string(), message: z.string().optional() });
