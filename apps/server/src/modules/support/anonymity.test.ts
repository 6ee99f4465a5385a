import { describe, expect, it } from 'vitest';
import { authorKey, generateDisplayName, newKeySalt } from './anonymity';

describe('anonymous names and author keys', () => {
  it('makes names such as "Calm Heron 42"', () => {
    expect(generateDisplayName(() => 0)).toBe('Calm Peacock 10'.replace('Peacock', 'Heron'));
    for (let i = 0; i < 50; i++) expect(generateDisplayName()).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [1-9]\d$/);
  });

  it('keys are stable per person per group, differ between groups, and do not contain the id', () => {
    const user = '0193a4b2-1111-7000-8000-000000000001';
    const [g1, g2] = [newKeySalt(), newKeySalt()];
    expect(authorKey(g1, user)).toBe(authorKey(g1, user));
    expect(authorKey(g1, user)).not.toBe(authorKey(g2, user));
    expect(authorKey(g1, user)).toHaveLength(16);
    expect(authorKey(g1, user)).not.toContain(user.slice(0, 8));
  });
});
