import { describe, expect, it } from 'vitest';
import { isPastTheEnd } from './past-the-end';

describe('isPastTheEnd', () => {
  it('is a page after the last of a list that has items', () => {
    expect(isPastTheEnd({ currentPage: 9, totalPages: 3 }, 0, 14)).toBe(true);
  });

  it('is not the last page, an empty list, or a page that shows items', () => {
    expect(isPastTheEnd({ currentPage: 3, totalPages: 3 }, 0, 14)).toBe(false);
    expect(isPastTheEnd({ currentPage: 2, totalPages: 1 }, 0, 0)).toBe(false);
    expect(isPastTheEnd({ currentPage: 4, totalPages: 3 }, 2, 14)).toBe(false);
  });
});
