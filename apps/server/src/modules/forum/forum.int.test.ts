import { MSG_FORUM } from '@arogya/contract/messages/forum';
import {
  answerCreatedSchema,
  forumOkSchema,
  questionCreatedSchema,
  questionDetailSchema,
  questionListSchema,
  reportedForumListSchema,
  voteResultSchema,
} from '@arogya/contract/schemas/forum';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/care';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const clock = fixedClock('2026-11-20T06:30:00Z');
const HOUR = 3_600_000;

let t: TestApp;
let patient: DirectAccount;
let other: DirectAccount;
let third: DirectAccount;
let doctor: DirectAccount;
let pendingDoctor: DirectAccount;
let nurse: DirectAccount;
let admin: DirectAccount;
let voters: DirectAccount[] = [];

type Json = Record<string, unknown>;

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: DirectAccount | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
}

const QUESTION = {
  title: 'How should I manage type 2 diabetes with diet?',
  body: 'My father was diagnosed with type 2 diabetes last month. What foods should he avoid?',
  category: 'chronic-conditions',
  tags: ['  Diabetes ', 'diet', 'DIABETES'],
};
const ANSWER = 'Cut down on refined sugar and white rice; prefer millets, dal and vegetables.';

async function ask(who: DirectAccount = patient, body: Json = {}) {
  const res = await call('POST', '/api/forum/questions', who, { ...QUESTION, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return questionCreatedSchema.parse(res.json()).data;
}

async function answer(questionId: string, who: DirectAccount, body = ANSWER) {
  const res = await call('POST', `/api/forum/questions/${questionId}/answers`, who, { body });
  expect(res.statusCode, res.body).toBe(201);
  return answerCreatedSchema.parse(res.json()).data;
}

async function detail(id: string, who: DirectAccount | null = null) {
  const res = await call('GET', `/api/forum/questions/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return questionDetailSchema.parse(res.json()).data;
}

async function list(query: string, who: DirectAccount | null = null) {
  const res = await call('GET', `/api/forum/questions${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return questionListSchema.parse(res.json()).data;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  [patient, other, third, doctor, pendingDoctor, nurse, admin] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' }),
    insertAccount(t.app, { role: 'patient', name: 'Rahul Verma' }),
    insertAccount(t.app, { role: 'patient', name: 'Meena Iyer' }),
    insertAccount(t.app, {
      role: 'doctor',
      name: 'Dr. Arjun Mehta',
      specialty: 'Endocrinologist',
      experience: 12,
    }),
    insertAccount(t.app, { role: 'doctor', name: 'Dr. New', approvalStatus: 'pending' }),
    insertAccount(t.app, { role: 'nurse', name: 'Nurse Asha' }),
    insertAccount(t.app, { role: 'admin', name: 'Admin' }),
  ]);
  voters = await Promise.all(
    Array.from({ length: 20 }, (_, i) => insertAccount(t.app, { role: 'patient', name: `Voter ${i}` })),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('asking', () => {
  it('creates a question with normalised tags, in the spec shape', async () => {
    const q = await ask();
    expect(q).toMatchObject({
      title: QUESTION.title,
      category: 'chronic-conditions',
      tags: ['diabetes', 'diet'],
      status: 'open',
      score: 0,
      userVote: 'none',
      views: 0,
      answerCount: 0,
      timeAgo: 'just now',
      canEdit: true,
      author: { _id: patient.id, name: 'Priya Sharma', role: 'patient', isVerified: false },
    });
  });

  it('refuses invalid input with the form texts', async () => {
    const cases: [Json, string][] = [
      [{ title: '' }, MSG_FORUM.fillRequired],
      [{ title: 'Too short' }, MSG_FORUM.titleTooShort],
      [{ title: 'x'.repeat(201) }, MSG_FORUM.titleTooLong],
      [{ body: '   ' }, MSG_FORUM.fillRequired],
      [{ body: 'Not twenty chars' }, MSG_FORUM.bodyTooShort],
      [{ body: 'y'.repeat(2001) }, MSG_FORUM.bodyTooLong],
      [{ category: 'astrology' }, MSG_FORUM.invalidCategory],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, MSG_FORUM.tooManyTags],
      [{ tags: ['t'.repeat(31)] }, MSG_FORUM.tagTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/forum/questions', other, { ...QUESTION, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Six tags that normalise to five are fine.
    const q = await ask(other, { tags: ['a', 'B', 'b ', 'c', 'd', 'e'] });
    expect(q.tags).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('needs a sign-in', async () => {
    expect((await call('POST', '/api/forum/questions', null, QUESTION)).statusCode).toBe(401);
  });
});

describe('reading', () => {
  it('returns 404 for an unknown question and 400 for a malformed id', async () => {
    expect(
      (await call('GET', '/api/forum/questions/0190a2a2-0000-7000-8000-000000000000', null)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/forum/questions/nope', null)).statusCode).toBe(400);
  });

  it('counts a view once per viewer per India day', async () => {
    const q = await ask();
    expect((await detail(q._id, other)).question.views).toBe(1);
    expect((await detail(q._id, other)).question.views).toBe(1);
    expect((await detail(q._id, third)).question.views).toBe(2);
    expect((await detail(q._id, null)).question.views).toBe(3);
    expect((await detail(q._id, null)).question.views).toBe(3);
    clock.advance(24 * HOUR);
    expect((await detail(q._id, other)).question.views).toBe(4);
    expect((await detail(q._id, other)).question.timeAgo).toBe('1 day ago');
  });
});

describe('answering', () => {
  it('marks answers of approved professionals verified and counts them', async () => {
    const q = await ask();
    const a1 = await answer(q._id, doctor);
    expect(a1).toMatchObject({
      isVerifiedResponse: true,
      isAccepted: false,
      canAccept: false,
      canEdit: true,
      author: { role: 'doctor', isVerified: true, specialty: 'Endocrinologist', experience: 12 },
    });
    const a2 = await answer(q._id, pendingDoctor);
    expect(a2.isVerifiedResponse).toBe(false);
    await answer(q._id, nurse);
    await answer(q._id, other);
    const d = await detail(q._id, patient);
    expect(d.stats).toEqual({ totalAnswers: 4, verifiedAnswers: 2 });
    expect(d.question.answerCount).toBe(4);
    expect(d.answers.every((a) => a.canAccept)).toBe(true);
    const notes = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, patient.id), eq(notifications.kind, 'forum_answer')));
    expect(notes.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses short or blank answers with the form texts', async () => {
    const q = await ask();
    for (const [body, message] of [
      ['', MSG_FORUM.answerRequired],
      ['too short', MSG_FORUM.answerTooShort],
      ['z'.repeat(3001), MSG_FORUM.answerTooLong],
    ] as const) {
      const res = await call('POST', `/api/forum/questions/${q._id}/answers`, doctor, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await call('POST', `/api/forum/questions/${q._id}/answers`, null, { body: ANSWER })).statusCode,
    ).toBe(401);
  });

  it('a closed question takes no answers; the author or a moderator closes and reopens', async () => {
    const q = await ask();
    const byOther = await call('PUT', `/api/forum/questions/${q._id}/status`, other, { status: 'closed' });
    expect(byOther.statusCode).toBe(403);
    const closed = await call('PUT', `/api/forum/questions/${q._id}/status`, patient, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(questionCreatedSchema.parse(closed.json()).data.status).toBe('closed');
    const refused = await call('POST', `/api/forum/questions/${q._id}/answers`, doctor, { body: ANSWER });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG_FORUM.questionClosed);
    const reopened = await call('PUT', `/api/forum/questions/${q._id}/status`, nurse, { status: 'open' });
    expect(questionCreatedSchema.parse(reopened.json()).data.status).toBe('open');
    await answer(q._id, doctor);
    expect(
      (await call('PUT', `/api/forum/questions/${q._id}/status`, admin, { status: 'answered' })).statusCode,
    ).toBe(400);
  });
});

describe('voting', () => {
  it('upvote, withdraw, switch; nobody votes on their own content', async () => {
    const q = await ask();
    const url = `/api/forum/questions/${q._id}/vote`;
    const vote = async (who: DirectAccount, voteType: string) => {
      const res = await call('POST', url, who, { voteType });
      expect(res.statusCode, res.body).toBe(200);
      return voteResultSchema.parse(res.json()).data;
    };
    expect(await vote(other, 'upvote')).toEqual({ score: 1, userVote: 'upvote' });
    expect(await vote(other, 'upvote')).toEqual({ score: 0, userVote: 'none' });
    expect(await vote(other, 'downvote')).toEqual({ score: -1, userVote: 'downvote' });
    expect(await vote(other, 'upvote')).toEqual({ score: 1, userVote: 'upvote' });
    expect(await vote(third, 'upvote')).toEqual({ score: 2, userVote: 'upvote' });
    expect((await detail(q._id, other)).question.userVote).toBe('upvote');
    expect((await detail(q._id, patient)).question.userVote).toBe('none');
    const own = await call('POST', url, patient, { voteType: 'upvote' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MSG_FORUM.cannotVoteOwn);
    expect((await call('POST', url, other, { voteType: 'sideways' })).statusCode).toBe(400);
    expect((await call('POST', url, null, { voteType: 'upvote' })).statusCode).toBe(401);
    const a = await answer(q._id, doctor);
    const ares = await call('POST', `/api/forum/answers/${a._id}/vote`, patient, { voteType: 'downvote' });
    expect(voteResultSchema.parse(ares.json()).data).toEqual({ score: -1, userVote: 'downvote' });
    expect(
      (await call('POST', `/api/forum/answers/${a._id}/vote`, doctor, { voteType: 'upvote' })).statusCode,
    ).toBe(403);
  });

  it('20 concurrent votes add up exactly', async () => {
    const q = await ask();
    const a = await answer(q._id, doctor);
    const results = await Promise.all(
      voters.map((v, i) =>
        call('POST', `/api/forum/answers/${a._id}/vote`, v, { voteType: i < 15 ? 'upvote' : 'downvote' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(voters.map(() => 200));
    expect((await detail(q._id)).answers[0]?.score).toBe(10);
    // The same 20 again, all withdrawing at once.
    await Promise.all(
      voters.map((v, i) =>
        call('POST', `/api/forum/answers/${a._id}/vote`, v, { voteType: i < 15 ? 'upvote' : 'downvote' }),
      ),
    );
    expect((await detail(q._id)).answers[0]?.score).toBe(0);
  });
});

describe('accepting', () => {
  it('only the author accepts, one answer, and the question becomes answered', async () => {
    const q = await ask();
    const a1 = await answer(q._id, doctor);
    const a2 = await answer(q._id, nurse);
    const byOther = await call('POST', `/api/forum/answers/${a1._id}/accept`, other);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(MSG_FORUM.onlyAuthorCanAccept);
    expect((await call('POST', `/api/forum/answers/${a1._id}/accept`, null)).statusCode).toBe(401);
    const [r1, r2] = await Promise.all([
      call('POST', `/api/forum/answers/${a1._id}/accept`, patient),
      call('POST', `/api/forum/answers/${a2._id}/accept`, patient),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const winner = r1.statusCode === 200 ? a1 : a2;
    expect(forumOkSchema.parse((r1.statusCode === 200 ? r1 : r2).json()).success).toBe(true);
    const d = await detail(q._id, patient);
    expect(d.question.status).toBe('answered');
    expect(d.question.acceptedAnswerId).toBe(winner._id);
    expect(d.answers[0]).toMatchObject({ _id: winner._id, isAccepted: true });
    expect(d.answers.every((a) => !a.canAccept)).toBe(true);
    const notes = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'forum_accepted')));
    expect(notes.some((n) => n.link === `/forum/question/${q._id}`)).toBe(true);
    expect(
      (await call('POST', '/api/forum/answers/0190a2a2-0000-7000-8000-000000000000/accept', patient))
        .statusCode,
    ).toBe(404);
  });
});

describe('listing and search', () => {
  beforeAll(async () => {
    const author = await insertAccount(t.app, { role: 'patient', name: 'List Author' });
    const topics: [string, string, string, string[]][] = [
      [
        'Best exercises for knee arthritis pain',
        'Which low impact exercises help knee arthritis in people over sixty?',
        'fitness',
        ['arthritis', 'knees'],
      ],
      [
        'Is it normal to feel anxious every morning?',
        'I wake up with a racing heart and worry every single morning lately.',
        'mental-health',
        ['anxiety'],
      ],
      [
        'Vitamin D dose for a toddler',
        'How much vitamin D drops should a two year old get in winter months?',
        'pediatrics',
        ['vitamin-d', 'toddler'],
      ],
      [
        'Can diabetes patients eat mangoes?',
        'Mango season is here. Can a person with diabetes eat one mango a day?',
        'nutrition',
        ['diabetes', 'fruit'],
      ],
    ];
    for (const [title, body, category, tags] of topics) {
      clock.advance(60_000);
      await ask(author, { title, body, category, tags });
    }
  });

  it('pages with the spec pagination shape and filters', async () => {
    const d = await list('?page=1&limit=2&category=all&status=&sortBy=recent&search=&tags=');
    expect(d.questions).toHaveLength(2);
    expect(d.pagination).toMatchObject({ currentPage: 1, limit: 2, hasPrevPage: false, hasNextPage: true });
    expect(d.pagination.totalPages).toBe(Math.ceil(d.pagination.totalQuestions / 2));
    expect(d.filters).toEqual({ category: 'all', status: 'all', sortBy: 'recent', search: '', tags: [] });
    expect(d.questions[0]?.title).toBe('Can diabetes patients eat mangoes?');
    const p2 = await list('?page=2&limit=2');
    expect(p2.pagination.hasPrevPage).toBe(true);
    expect(p2.questions[0]?._id).not.toBe(d.questions[0]?._id);
  });

  it('filters by category, status and tags and sorts', async () => {
    expect((await list('?category=pediatrics')).questions.map((q) => q.title)).toEqual([
      'Vitamin D dose for a toddler',
    ]);
    expect((await list('?status=answered')).questions.every((q) => q.status === 'answered')).toBe(true);
    expect((await list('?status=closed')).questions.every((q) => q.status === 'closed')).toBe(true);
    const tagged = await list('?tags=diabetes,Fruit');
    expect(tagged.questions.map((q) => q.title)).toEqual(['Can diabetes patients eat mangoes?']);
    const unanswered = await list('?sortBy=unanswered&limit=50');
    expect(unanswered.questions.every((q) => q.answerCount === 0)).toBe(true);
    const times = unanswered.questions.map((q) => q.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const oldest = await list('?sortBy=oldest&limit=50');
    expect(oldest.questions.map((q) => q.createdAt)).toEqual(
      [...oldest.questions.map((q) => q.createdAt)].sort(),
    );
    const answersSort = await list('?sortBy=most-answers&limit=50');
    const counts = answersSort.questions.map((q) => q.answerCount);
    expect([...counts].sort((x, y) => y - x)).toEqual(counts);
    const viewsSort = await list('?sortBy=most-viewed&limit=50');
    const views = viewsSort.questions.map((q) => q.views);
    expect([...views].sort((x, y) => y - x)).toEqual(views);
    expect((await call('GET', '/api/forum/questions?sortBy=loudest', null)).statusCode).toBe(400);
  });

  it('finds by full text, ranked, and despite a typo', async () => {
    const exact = await list('?search=arthritis');
    expect(exact.questions[0]?.title).toBe('Best exercises for knee arthritis pain');
    const typo = await list('?search=diabtes');
    expect(typo.questions.length).toBeGreaterThan(0);
    expect(typo.questions.every((q) => /diabet/i.test(q.title + q.tags.join(' ')))).toBe(true);
    const stem = await list('?search=exercise');
    expect(stem.questions.map((q) => q.title)).toContain('Best exercises for knee arthritis pain');
    const body = await list('?search=racing heart');
    expect(body.questions[0]?.title).toBe('Is it normal to feel anxious every morning?');
    expect((await list('?search=zzqxv')).questions).toEqual([]);
  });
});

describe('reporting and moderation', () => {
  it('three distinct reports hide an answer until a moderator restores or removes it', async () => {
    const q = await ask();
    const a = await answer(q._id, other, 'Buy my miracle cure at this link, it fixes everything fast.');
    const report = (who: DirectAccount) =>
      call('POST', `/api/forum/answers/${a._id}/report`, who, { reason: 'Spam' });
    expect((await report(other)).statusCode).toBe(403);
    expect((await report(patient)).statusCode).toBe(200);
    expect((await report(patient)).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/forum/answers/${a._id}/report`, third, { reason: ' ' })).statusCode,
    ).toBe(400);
    await report(third);
    expect((await detail(q._id)).answers).toHaveLength(1);
    await report(doctor);
    const hidden = await detail(q._id);
    expect(hidden.answers).toHaveLength(0);
    expect(hidden.question.answerCount).toBe(0);

    expect((await call('GET', '/api/forum/admin/reported', patient)).statusCode).toBe(403);
    expect((await call('GET', '/api/forum/admin/reported', null)).statusCode).toBe(401);
    const listed = reportedForumListSchema.parse(
      (await call('GET', '/api/forum/admin/reported', nurse)).json(),
    ).data;
    const item = listed.find((i) => i._id === a._id);
    expect(item).toMatchObject({ kind: 'answer', hidden: true, reportCount: 3, questionId: q._id });
    expect(item?.reasons).toEqual(['Spam', 'Spam', 'Spam']);

    const restore = await call('PUT', `/api/forum/admin/answers/${a._id}/moderate`, admin, {
      action: 'restore',
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await detail(q._id)).stats.totalAnswers).toBe(1);
    const remove = await call('PUT', `/api/forum/admin/answers/${a._id}/moderate`, nurse, {
      action: 'remove',
    });
    expect(remove.statusCode).toBe(200);
    const after = await detail(q._id);
    expect(after.answers).toHaveLength(0);
    expect(after.question.answerCount).toBe(0);
    expect(
      (await call('PUT', `/api/forum/admin/answers/${a._id}/moderate`, nurse, { action: 'remove' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/forum/admin/answers/${a._id}/moderate`, doctor, { action: 'restore' }))
        .statusCode,
    ).toBe(403);
  });

  it('a hidden question leaves the list and is 404 except to moderators', async () => {
    const q = await ask(other, { title: 'A question that will be reported away' });
    for (const who of [patient, third, doctor]) {
      expect(
        (await call('POST', `/api/forum/questions/${q._id}/report`, who, { reason: 'Off topic' })).statusCode,
      ).toBe(200);
    }
    expect((await call('GET', `/api/forum/questions/${q._id}`, patient)).statusCode).toBe(404);
    expect((await call('GET', `/api/forum/questions/${q._id}`, nurse)).statusCode).toBe(200);
    expect((await list('?search=reported away')).questions).toEqual([]);
    await call('PUT', `/api/forum/admin/questions/${q._id}/moderate`, nurse, { action: 'restore' });
    expect((await call('GET', `/api/forum/questions/${q._id}`, patient)).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('10 questions an hour per account, then 429 with the message', async () => {
    const busy = await insertAccount(t.app, { role: 'patient' });
    for (let i = 0; i < 10; i++) await ask(busy);
    const res = await call('POST', '/api/forum/questions', busy, QUESTION);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You can post at most 10 questions an hour/);
    clock.advance(HOUR);
    await ask(busy);
  });

  it('120 vote requests an hour, withdrawals included', async () => {
    const q = await ask();
    const busy = await insertAccount(t.app, { role: 'patient' });
    for (let i = 0; i < 120; i++) {
      const r = await call('POST', `/api/forum/questions/${q._id}/vote`, busy, { voteType: 'upvote' });
      expect(r.statusCode).toBe(200);
    }
    const res = await call('POST', `/api/forum/questions/${q._id}/vote`, busy, { voteType: 'upvote' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You can vote at most 120 times an hour/);
    expect((await detail(q._id)).question.score).toBe(0);
  });

  it('30 answers an hour', async () => {
    const q = await ask();
    const busy = await insertAccount(t.app, { role: 'nurse' });
    for (let i = 0; i < 30; i++) await answer(q._id, busy);
    expect(
      (await call('POST', `/api/forum/questions/${q._id}/answers`, busy, { body: ANSWER })).statusCode,
    ).toBe(429);
  });
});
