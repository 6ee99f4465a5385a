import { describe, expect, it } from 'vitest';
import { pickupLine } from './pickup';

describe('pickupLine', () => {
  it('adds the city to an address that does not name it', () => {
    expect(pickupLine('12 Road No. 3, Banjara Hills', 'Hyderabad')).toBe(
      '12 Road No. 3, Banjara Hills, Hyderabad',
    );
  });

  it('does not repeat a city the address already ends with, whatever its case and trailing commas', () => {
    expect(pickupLine('12 Road No. 3, Banjara Hills, Hyderabad', 'Hyderabad')).toBe(
      '12 Road No. 3, Banjara Hills, Hyderabad',
    );
    expect(pickupLine('Flat 4, Koramangala, bengaluru , ', 'Bengaluru')).toBe(
      'Flat 4, Koramangala, bengaluru',
    );
  });

  it('keeps a city named earlier in the address and still ends with the booking city', () => {
    expect(pickupLine('Hyderabad House, Lodhi Road', 'Delhi')).toBe('Hyderabad House, Lodhi Road, Delhi');
  });
});
