import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { MSG_INPUT } from '../messages/input';

/**
 * Where the first NUL character (U+0000) sits in a value — in a string, or in an object's key — as a
 * path; null when there is none. PostgreSQL cannot store NUL in text, and no human types one.
 */
export function findNulCharacter(value: unknown): PropertyKey[] | null {
  // Iterative, each step linked to its parent: a hostile body may nest deeper than the call stack.
  interface Step {
    value: unknown;
    key: PropertyKey | null;
    parent: Step | null;
  }
  const pathOf = (step: Step | null, last?: PropertyKey): PropertyKey[] => {
    const path: PropertyKey[] = last === undefined ? [] : [last];
    for (let s = step; s && s.key !== null; s = s.parent) path.push(s.key);
    return path.reverse();
  };
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const v = step.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return pathOf(step);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: step });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (key.includes('\u0000')) return pathOf(step, key);
        stack.push({ value: child, key, parent: step });
      }
    }
  }
  return null;
}

/**
 * The rule every request part (body, query string, path parameters) passes before its own schema: no NUL
 * character anywhere (400 with `MSG_INPUT.nulCharacter`, naming the field). The server applies it to every
 * route's schemas in one place (its validator compiler), so a route added later has it too.
 */
export function withoutNulCharacters<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findNulCharacter(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: MSG_INPUT.nulCharacter, input: value });
    })
    .pipe(schema);
}

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
  /** True when the search stopped counting at its cap: `totalDoctors` is the cap, and there are more. */
  totalCapped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * `cap`: the count stopped at `cap + 1` matches. A total above the cap is reported as the cap with
 * `totalCapped`, and the pages stop at the one that holds the cap-th match.
 */
export function buildPagination(page: number, limit: number, total: number, cap?: number): Pagination {
  const capped = cap !== undefined && total > cap;
  const shown = capped ? cap : total;
  const totalPages = Math.max(1, Math.ceil(shown / limit));
  return {
    currentPage: page,
    totalPages,
    totalDoctors: shown,
    limit,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    ...(cap !== undefined && { totalCapped: capped }),
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
  /**
   * Field-level complaints of a 400 (`[{ path, message }]`), or, for a few conflicts, facts the client acts
   * on (`{ obligations: [...] }` for OPEN_OBLIGATIONS, `{ noticeVersion }` for NOTICE_OUTDATED).
   */
  details: z
    .union([z.array(z.object({ path: z.string(), message: z.string() })), z.record(z.string(), z.unknown())])
    .optional(),
  requestId: z.string(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** A plain acknowledgement: `{ msg }` (spec: admin approve, and similar). */
export const msgSchema = z.object({ msg: z.string(), message: z.string().optional() });
