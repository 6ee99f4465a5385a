import { describe, expect, it } from 'vitest';
import { MSG_FORUM } from '../messages/forum';
import { createAnswerSchema, createQuestionSchema, questionListQuerySchema } from '../schemas/forum';
import { forumPageButtons, forumTimeAgo, normalizeForumTags } from './forum';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('normalizeForumTags', () => {
  it('trims, lower-cases, drops blanks and duplicates, keeping the first order', () => {
    expect(normalizeForumTags(['  Diabetes ', 'diet', 'DIABETES', '', '   ', 'Diet'])).toEqual([
      'diabetes',
      'diet',
    ]);
    expect(normalizeForumTags([])).toEqual([]);
  });
});

describe('forumTimeAgo', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const ago = (ms: number) => forumTimeAgo(new Date(now.getTime() - ms), now);
  it('reads like a person would say it', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3_600_000)).toBe('1 hour ago');
    expect(ago(23 * 3_600_000)).toBe('23 hours ago');
    expect(ago(24 * 3_600_000)).toBe('1 day ago');
    expect(ago(29 * 86_400_000)).toBe('29 days ago');
    expect(ago(30 * 86_400_000)).toBe('1 month ago');
    expect(ago(200 * 86_400_000)).toBe('6 months ago');
    expect(ago(365 * 86_400_000)).toBe('1 year ago');
    expect(ago(800 * 86_400_000)).toBe('2 years ago');
    // A clock slightly behind the row's time is not "in the future".
    expect(ago(-5_000)).toBe('just now');
  });
});

describe('forumPageButtons', () => {
  it('shows up to 5 pages around the current one, within range', () => {
    expect(forumPageButtons(1, 1)).toEqual([1]);
    expect(forumPageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(forumPageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(forumPageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(forumPageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(forumPageButtons(1, 0)).toEqual([]);
  });
});

describe('forum validation texts (spec 02 §5)', () => {
  const valid = {
    title: 'A title long enough',
    body: 'A body that is long enough to post.',
    category: 'general',
  };
  it('ask form', () => {
    expect(firstMessage(createQuestionSchema.safeParse({ ...valid, title: '  ' }))).toBe(
      MSG_FORUM.fillRequired,
    );
    expect(firstMessage(createQuestionSchema.safeParse({ ...valid, title: 'Short' }))).toBe(
      MSG_FORUM.titleTooShort,
    );
    expect(firstMessage(createQuestionSchema.safeParse({ ...valid, body: 'Too short' }))).toBe(
      MSG_FORUM.bodyTooShort,
    );
    expect(firstMessage(createQuestionSchema.safeParse({ ...valid, tags: ['x'.repeat(31)] }))).toBe(
      MSG_FORUM.tagTooLong,
    );
    expect(
      firstMessage(createQuestionSchema.safeParse({ ...valid, tags: ['a', 'b', 'c', 'd', 'e', 'f'] })),
    ).toBe(MSG_FORUM.tooManyTags);
    expect(createQuestionSchema.parse({ ...valid, tags: [' A ', 'a'] }).tags).toEqual(['a']);
  });
  it('answer form', () => {
    expect(firstMessage(createAnswerSchema.safeParse({ body: '' }))).toBe(MSG_FORUM.answerRequired);
    expect(firstMessage(createAnswerSchema.safeParse({ body: 'short answer' }))).toBe(
      MSG_FORUM.answerTooShort,
    );
    expect(createAnswerSchema.safeParse({ body: 'x'.repeat(20) }).success).toBe(true);
  });
  it('list query ignores blank and all', () => {
    expect(
      questionListQuerySchema.parse({ category: 'all', status: '', sortBy: '', search: ' ', tags: '' }),
    ).toEqual({
      page: 1,
      limit: 10,
    });
  });
});
