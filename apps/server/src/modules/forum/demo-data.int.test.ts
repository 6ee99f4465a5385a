import { FORUM_CATEGORY_VALUES } from '@arogya/contract/constants/forum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { forumAnswers, forumQuestions } from '../../db/schema/forum';
import { seedDemoData } from '../../db/seed/seed';
import { fixedClock } from '../../lib/clock';
import { freshDatabase } from '../../test/harness';
import { createForumService } from './forum.service';
import { createForumRateLimiter } from './forum-rate-limit';

const silent = { info: () => {} };
const seededAt = new Date('2026-11-20T06:30:00Z');
let database: DatabaseHandle;
let service: ReturnType<typeof createForumService>;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db, { log: silent, now: seededAt });
  const clock = fixedClock(seededAt);
  service = createForumService({
    db: database.db,
    clock,
    events: { record: () => {} },
    limiter: createForumRateLimiter(clock),
  });
});
afterAll(async () => {
  await database?.close();
});

const titles = async (search: string) =>
  (await service.list(null, { search, limit: 50 })).data.questions.map((q) => q.title);

describe('forum demo data', () => {
  it('has 60+ questions in every category, verified answers, accepted, closed and hidden ones', async () => {
    const questions = await database.db.select().from(forumQuestions);
    const answers = await database.db.select().from(forumAnswers);
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((q) => q.category))).toEqual(new Set(FORUM_CATEGORY_VALUES));
    expect(questions.some((q) => q.status === 'answered')).toBe(true);
    expect(questions.some((q) => q.status === 'closed')).toBe(true);
    expect(questions.some((q) => q.answerCount === 0)).toBe(true);
    expect(questions.filter((q) => q.hiddenAt)).toHaveLength(1);
    expect(answers.some((a) => a.isVerifiedResponse)).toBe(true);
    expect(answers.some((a) => !a.isVerifiedResponse)).toBe(true);
    expect(answers.some((a) => a.score !== 0)).toBe(true);
    for (const q of questions) {
      const mine = answers.filter((a) => a.questionId === q.id && !a.hiddenAt && !a.removedAt);
      expect(q.answerCount).toBe(mine.length);
      expect(q.verifiedAnswerCount).toBe(mine.filter((a) => a.isVerifiedResponse).length);
    }
    const reported = await service.reported();
    expect(reported.map((r) => `${r.kind}:${r.hidden}`).sort()).toEqual(['answer:false', 'question:true']);

    await seedDemoData(database.db, { log: silent, now: new Date(seededAt.getTime() + 120_000) });
    expect(await database.db.select().from(forumQuestions)).toHaveLength(questions.length);
  });

  it('search ranks the relevant questions first and forgives a typo', async () => {
    expect((await titles('diabetes'))[0]).toMatch(/diabet/i);
    const typo = (await service.list(null, { search: 'diabtes', limit: 50 })).data.questions;
    expect(typo.length).toBeGreaterThanOrEqual(4);
    expect(typo.every((q) => /diabet/i.test(`${q.title} ${q.tags.join(' ')}`))).toBe(true);
    expect(typo[0]?.title).toMatch(/diabet/i);
    expect((await titles('thyroid tablet'))[0]).toBe('Thyroid medicine: empty stomach rule');
    expect((await titles('dengu'))[0]).toBe('Preventing dengue during monsoon');
    expect(await titles('anxiety')).toContain('Constant anxiety before exams');
    expect((await titles('pcos'))[0]).toBe('PCOS and weight loss tips');
    expect(await titles('xylophone')).toEqual([]);
  });
});
