import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, validationErrorMap } from './validation-messages';

/** The first issue's text when `schema` parses `input` with the map (a schema's own message still wins). */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input, { error: validationErrorMap });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the zod error map', () => {
  it('names the field and says what is wrong', () => {
    const body = z.object({
      appointmentDate: z.string(),
      fee: z.number().int().min(1).max(10),
      tags: z.array(z.string()).min(1),
      status: z.enum(['Pending', 'Accepted']),
      email: z.email(),
      id: z.uuid(),
      note: z.string().min(1),
      code: z.string().length(6),
    });
    const valid = {
      appointmentDate: '2026-11-27',
      fee: 5,
      tags: ['a'],
      status: 'Pending',
      email: 'a@b.in',
      id: '0190f7e4-7a3c-7cc2-8f4e-3c2a1b0d9e8f',
      note: 'x',
      code: '123456',
    };
    expect(messageOf(body, { ...valid, appointmentDate: undefined })).toBe('Appointment date is required.');
    expect(messageOf(body, { ...valid, appointmentDate: 4 })).toBe('Appointment date must be text.');
    expect(messageOf(body, { ...valid, fee: 1.5 })).toBe('Fee must be a whole number.');
    expect(messageOf(body, { ...valid, fee: 0 })).toBe('Fee must be at least 1.');
    expect(messageOf(body, { ...valid, fee: 11 })).toBe('Fee must be at most 10.');
    expect(messageOf(body, { ...valid, tags: [] })).toBe('Tags needs at least one item.');
    expect(messageOf(body, { ...valid, status: 'Done' })).toBe('Status must be one of: Pending, Accepted.');
    expect(messageOf(body, { ...valid, email: 'nope' })).toBe('Email must be a valid e-mail address.');
    expect(messageOf(body, { ...valid, id: 'x' })).toBe('Id is not a valid id.');
    expect(messageOf(body, { ...valid, note: '' })).toBe('Note cannot be empty.');
    expect(messageOf(body, { ...valid, code: '1' })).toBe('Code must have exactly 6 characters.');
    expect(messageOf(body, 'text')).toBe('The request body must be an object.');
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.object({ name: z.string({ error: 'Name please.' }) }), {})).toBe('Name please.');
    expect(messageOf(z.string().min(3, 'Too short, friend.'), 'a')).toBe('Too short, friend.');
  });

  it('labels nested and listed fields by their last named segment', () => {
    expect(fieldLabel(['items', 2, 'unit_price'])).toBe('Unit price');
    expect(fieldLabel(['patient-name'])).toBe('Patient name');
    expect(fieldLabel([0])).toBe('The request body');
  });
});
