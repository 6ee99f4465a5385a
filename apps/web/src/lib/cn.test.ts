import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('skips falsy values and joins the rest', () => {
    expect(cn('a', false, null, undefined, 'b', { c: true, d: false })).toBe('a b c');
  });

  it('lets a later Tailwind class override a conflicting earlier one', () => {
    expect(cn('px-2 py-1 text-sm', 'px-4')).toBe('py-1 text-sm px-4');
    expect(cn('bg-slate-100', 'bg-sky-100')).toBe('bg-sky-100');
  });
});
