import { withoutNulCharacters } from '@arogya/contract/schemas/common';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Validates every route's body, query string, path parameters and headers with their zod schemas, after
 * the rules that hold for every field of every request (the contract's `withoutNulCharacters`). The
 * described schema (OpenAPI) stays the route's own.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: withoutNulCharacters(route.schema) });
