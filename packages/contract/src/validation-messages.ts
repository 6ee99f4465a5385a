import { z } from 'zod';

/**
 * The zod error map: zod's default texts ("Invalid input: expected string, received undefined") are for
 * developers, so an issue without a message of its own gets a sentence naming the field ("Appointment
 * date is required."). A schema's own message always wins — zod asks this map only when the schema
 * gave none. The server installs it once (`installValidationMessages`).
 */
export const validationErrorMap: z.core.$ZodErrorMap = (issue) => {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label} is required.`;
      return `${label} must be ${TYPE_NAMES[issue.expected] ?? 'a valid value'}.`;
    case 'invalid_value': {
      const values = issue.values.map(String);
      if (values.length === 0 || values.length > 12) return `${label} is not one of the allowed values.`;
      return values.length === 1
        ? `${label} must be ${values[0]}.`
        : `${label} must be one of: ${values.join(', ')}.`;
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = String(small ? issue.minimum : issue.maximum);
      const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
      if (small && issue.origin === 'string' && bound === '1') return `${label} cannot be empty.`;
      if (small && issue.origin === 'array' && bound === '1') return `${label} needs at least one item.`;
      if (issue.exact) return `${label} must have exactly ${bound}${unit}.`;
      const exclusive = issue.inclusive === false;
      const relation = small ? (exclusive ? 'more than' : 'at least') : exclusive ? 'less than' : 'at most';
      return `${label} must be ${relation} ${bound}${unit}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `${label} must be a valid e-mail address.`;
      if (issue.format === 'uuid' || issue.format === 'guid') return `${label} is not a valid id.`;
      if (issue.format === 'url') return `${label} must be a valid web address.`;
      if (issue.format === 'date' || issue.format === 'datetime') return `${label} must be a valid date.`;
      return `${label} is not in the expected format.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `${label} has fields that are not allowed.`;
    default:
      return `${label} is not valid.`;
  }
};

/** Installs the map for every schema parsed in this process (schemas' own messages still win). */
export function installValidationMessages(): void {
  z.config({ customError: validationErrorMap });
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'empty',
};

/** "availableDates" → "Available dates": the last named segment of the path, or the body itself. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((s): s is string => typeof s === 'string' && !/^\d+$/.test(s));
  if (!name) return 'The request body';
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}
