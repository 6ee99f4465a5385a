/**
 * Validation texts: zod's default messages are for developers, so a failed field gets a sentence that
 * names it ("Appointment date is required."); a schema's own message is kept as written.
 */
/** What fastify-type-provider-zod keeps of a zod issue. */
interface ValidationItem {
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * zod's own texts ("Invalid input: expected string, received undefined", "Too small: expected
 * string to have >=1 characters") are for developers. Schemas with a message of their own keep it;
 * the defaults are rewritten into a sentence naming the field.
 */
const ZOD_DEFAULT =
  /^(Invalid input(: .*)?|Invalid option: .*|Too (big|small): .*|Invalid string: .*|Invalid number: .*|Invalid (key|value) in .*|Invalid discriminator value\. .*|Unrecognized keys?: .*|Invalid [A-Za-z0-9 ]+)$/;

export function humanValidationMessage(
  item: ValidationItem,
  path: readonly string[],
  context = 'body',
): string {
  const message = item.message ?? '';
  if (message && !ZOD_DEFAULT.test(message)) return message;
  const label = fieldLabel(path, context);
  const p = item.params ?? {};
  const num = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? String(v) : '');
  switch (item.keyword) {
    case 'invalid_type':
      if (/received undefined$/.test(message)) return `${label} is required.`;
      return `${label} must be ${TYPE_NAMES[String(p.expected)] ?? 'a valid value'}.`;
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? p.values.map(String) : [];
      if (values.length === 0 || values.length > 12) return `${label} is not one of the allowed values.`;
      return values.length === 1
        ? `${label} must be ${values[0]}.`
        : `${label} must be one of: ${values.join(', ')}.`;
    }
    case 'too_small':
    case 'too_big': {
      const small = item.keyword === 'too_small';
      const bound = num(small ? p.minimum : p.maximum);
      const exclusive = p.inclusive === false;
      const unit = p.origin === 'string' ? ' characters' : p.origin === 'array' ? ' items' : '';
      if (small && p.origin === 'string' && bound === '1') return `${label} cannot be empty.`;
      if (small && p.origin === 'array' && bound === '1') return `${label} needs at least one item.`;
      if (p.exact) return `${label} must have exactly ${bound}${unit}.`;
      const relation = small ? (exclusive ? 'more than' : 'at least') : exclusive ? 'less than' : 'at most';
      return `${label} must be ${relation} ${bound}${unit}.`;
    }
    case 'invalid_format':
      if (p.format === 'email') return `${label} must be a valid e-mail address.`;
      if (p.format === 'uuid' || p.format === 'guid') return `${label} is not a valid id.`;
      if (p.format === 'url') return `${label} must be a valid web address.`;
      if (p.format === 'date' || p.format === 'datetime') return `${label} must be a valid date.`;
      return `${label} is not in the expected format.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${num(p.divisor)}.`;
    case 'unrecognized_keys':
      return `${label} has fields that are not allowed.`;
    default:
      return `${label} is not valid.`;
  }
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

/** "availableDates" → "Available dates"; the last named segment of the path, or the body itself. */
function fieldLabel(path: readonly string[], context: string): string {
  const name = [...path].reverse().find((s) => !/^\d+$/.test(s));
  if (!name) return context === 'body' ? 'The request body' : 'The request';
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}
