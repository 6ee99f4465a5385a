import { describe, expect, it } from 'vitest';
import {
  RATING_PRIOR,
  reviewDeadline,
  reviewEditDeadline,
  reviewerDisplayName,
  smoothedRating,
  starDistribution,
} from './reviews';

describe('smoothedRating', () => {
  it('is the prior mean with no reviews', () => {
    expect(smoothedRating(0, 0)).toBe(RATING_PRIOR.mean);
  });

  it('does not let one 5-star review outrank two hundred 4.8s', () => {
    expect(smoothedRating(5, 1)).toBeLessThan(smoothedRating(4.8, 200));
    expect(smoothedRating(5, 3)).toBeLessThan(smoothedRating(4.5, 50));
  });

  it('moves from the prior towards the average as reviews accumulate', () => {
    const few = smoothedRating(5, 2);
    const many = smoothedRating(5, 100);
    expect(few).toBeGreaterThan(RATING_PRIOR.mean);
    expect(many).toBeGreaterThan(few);
    expect(many).toBeLessThan(5);
    expect(smoothedRating(2, 100)).toBeLessThan(smoothedRating(2, 2));
  });

  it('follows the formula (n·avg + weight·mean) / (n + weight)', () => {
    expect(smoothedRating(4, 5)).toBeCloseTo(
      (5 * 4 + RATING_PRIOR.weight * RATING_PRIOR.mean) / (5 + RATING_PRIOR.weight),
    );
  });

  it('is monotonic in the average for a fixed count', () => {
    for (let n = 1; n < 50; n += 7) {
      expect(smoothedRating(4.1, n)).toBeLessThan(smoothedRating(4.2, n));
    }
  });
});

describe('starDistribution', () => {
  it('counts 5 down to 1 with whole percentages', () => {
    expect(starDistribution([5, 5, 4, 1])).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });

  it('is all zero for no reviews', () => {
    expect(starDistribution([]).map((b) => [b.stars, b.count, b.percent])).toEqual([
      [5, 0, 0],
      [4, 0, 0],
      [3, 0, 0],
      [2, 0, 0],
      [1, 0, 0],
    ]);
  });

  it('adds up to the number of reviews', () => {
    const ratings = Array.from({ length: 97 }, (_, i) => (i % 5) + 1);
    expect(starDistribution(ratings).reduce((sum, b) => sum + b.count, 0)).toBe(97);
  });
});

describe('reviewerDisplayName', () => {
  it('keeps the first name and the last initial only', () => {
    expect(reviewerDisplayName('Priya Sharma')).toBe('Priya S.');
    expect(reviewerDisplayName('  Ananya  Lakshmi iyer ')).toBe('Ananya I.');
    expect(reviewerDisplayName('Madonna')).toBe('Madonna');
  });
});

describe('review windows', () => {
  it('reviews for 30 days after completion, edits for 7 after writing', () => {
    const t = new Date('2026-01-01T10:00:00Z');
    expect(reviewDeadline(t).toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(reviewEditDeadline(t).toISOString()).toBe('2026-01-08T10:00:00.000Z');
  });
});
