import type { ForumSort } from '@arogya/contract/constants/forum';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { readAll } from '../../db/reads';
import {
  forumAnswers,
  forumAnswerVotes,
  forumQuestions,
  forumQuestionViews,
  forumQuestionVotes,
  forumReports,
} from '../../db/schema/forum';
import { professionalProfiles, users } from '../../db/schema/users';

type Db = Database | Tx;
export type QuestionRow = typeof forumQuestions.$inferSelect;
export type AnswerRow = typeof forumAnswers.$inferSelect;
export type TargetKind = 'question' | 'answer';

export interface AuthorRow {
  id: string;
  name: string;
  profilePictureUrl: string | null;
  role: string;
  specialty: string | null;
  experience: number | null;
  approvalStatus: string | null;
}

const q = forumQuestions;
const a = forumAnswers;

const authorColumns = {
  id: users.id,
  name: users.name,
  profilePictureUrl: users.profilePictureUrl,
  role: users.role,
  specialty: professionalProfiles.specialty,
  experience: professionalProfiles.experience,
  approvalStatus: professionalProfiles.approvalStatus,
};

/** The question columns a reader needs (not the generated search columns). */
const questionColumns = {
  id: q.id,
  authorId: q.authorId,
  title: q.title,
  body: q.body,
  category: q.category,
  tags: q.tags,
  status: q.status,
  score: q.score,
  views: q.views,
  answerCount: q.answerCount,
  verifiedAnswerCount: q.verifiedAnswerCount,
  acceptedAnswerId: q.acceptedAnswerId,
  reportCount: q.reportCount,
  hiddenAt: q.hiddenAt,
  removedAt: q.removedAt,
  createdAt: q.createdAt,
  updatedAt: q.updatedAt,
};
export type QuestionData = Omit<QuestionRow, 'searchVector' | 'searchText'>;

export interface QuestionView {
  question: QuestionData;
  author: AuthorRow;
  myVote: number | null;
}
export interface AnswerView {
  answer: AnswerRow;
  author: AuthorRow;
  myVote: number | null;
}

const visibleQuestion = and(isNull(q.hiddenAt), isNull(q.removedAt)) as SQL;

export interface ListFilter {
  category?: string | undefined;
  status?: string | undefined;
  sortBy: ForumSort;
  search?: string | undefined;
  tags: string[];
  limit: number;
  offset: number;
  viewerId: string | null;
}

/** The search condition and rank: weighted full text, or trigram word similarity for typos. */
function searchParts(term: string) {
  const tsq = sql`websearch_to_tsquery('english', ${term})`;
  const lowered = term.toLowerCase();
  return {
    where: sql`(${q.searchVector} @@ ${tsq} or ${q.searchText} %> ${lowered})`,
    // A typo found in the title counts twice: once in title and tags, once in the title alone.
    rank: sql`(ts_rank_cd(${q.searchVector}, ${tsq}) + word_similarity(${lowered}, ${q.searchText}) + word_similarity(${lowered}, lower(${q.title})))`,
  };
}

function listWhere(f: ListFilter): SQL {
  const conds: SQL[] = [visibleQuestion];
  if (f.category) conds.push(eq(q.category, f.category));
  if (f.status) conds.push(eq(q.status, f.status));
  if (f.sortBy === 'unanswered') conds.push(eq(q.answerCount, 0));
  if (f.tags.length > 0)
    conds.push(
      sql`${q.tags} @> ARRAY[${sql.join(
        f.tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  if (f.search) conds.push(searchParts(f.search).where);
  return and(...conds) as SQL;
}

function listOrder(f: ListFilter): SQL[] {
  // A search term with the default sort orders by relevance; an explicit sort keeps its order.
  if (f.search && f.sortBy === 'recent')
    return [sql`${searchParts(f.search).rank} desc`, desc(q.createdAt), desc(q.id)];
  switch (f.sortBy) {
    case 'most-viewed':
      return [desc(q.views), desc(q.createdAt), desc(q.id)];
    case 'most-answers':
      return [desc(q.answerCount), desc(q.createdAt), desc(q.id)];
    case 'oldest':
      return [asc(q.createdAt), asc(q.id)];
    default:
      return [desc(q.createdAt), desc(q.id)];
  }
}

/**
 * Word similarity a typo must reach (pg_trgm's default, 0.6, misses one dropped letter in a short word:
 * "diabtes" → "diabetes" scores 0.55). Set for the search's transaction only.
 */
export const FORUM_TYPO_THRESHOLD = 0.5;

export async function listQuestions(
  db: Database,
  f: ListFilter,
): Promise<{ rows: QuestionView[]; total: number }> {
  if (!f.search) return listQuestionsIn(db, f);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FORUM_TYPO_THRESHOLD)}, true)`,
    );
    return listQuestionsIn(tx, f);
  });
}

/** The two statements of a list page: the rows and the total (the benchmark runs them directly too). */
export function listQueries(db: Db, f: ListFilter) {
  const where = listWhere(f);
  const myVote = f.viewerId
    ? sql<
        number | null
      >`(select v.value from ${forumQuestionVotes} v where v.question_id = ${q.id} and v.user_id = ${f.viewerId})`
    : sql<number | null>`null::smallint`;
  return {
    rows: db
      .select({ question: questionColumns, author: authorColumns, myVote })
      .from(q)
      .innerJoin(users, eq(users.id, q.authorId))
      .leftJoin(professionalProfiles, eq(professionalProfiles.userId, q.authorId))
      .where(where)
      .orderBy(...listOrder(f))
      .limit(f.limit)
      .offset(f.offset),
    count: db.select({ n: sql<number>`count(*)::int` }).from(q).where(where),
  };
}

async function listQuestionsIn(db: Db, f: ListFilter): Promise<{ rows: QuestionView[]; total: number }> {
  const queries = listQueries(db, f);
  const [rows, [counted]] = await readAll(db, [() => queries.rows, () => queries.count]);
  return { rows: rows as QuestionView[], total: Number(counted?.n ?? 0) };
}

export async function findQuestionView(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<QuestionView | null> {
  const myVote = viewerId
    ? sql<
        number | null
      >`(select v.value from ${forumQuestionVotes} v where v.question_id = ${q.id} and v.user_id = ${viewerId})`
    : sql<number | null>`null::smallint`;
  const [row] = await db
    .select({ question: questionColumns, author: authorColumns, myVote })
    .from(q)
    .innerJoin(users, eq(users.id, q.authorId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, q.authorId))
    .where(and(eq(q.id, id), isNull(q.removedAt)));
  return (row as QuestionView | undefined) ?? null;
}

/** Visible answers of a question: the accepted one first, then by score, then oldest first. */
export async function answersOf(db: Db, questionId: string, viewerId: string | null): Promise<AnswerView[]> {
  const myVote = viewerId
    ? sql<
        number | null
      >`(select v.value from ${forumAnswerVotes} v where v.answer_id = ${a.id} and v.user_id = ${viewerId})`
    : sql<number | null>`null::smallint`;
  const rows = await db
    .select({ answer: a, author: authorColumns, myVote })
    .from(a)
    .innerJoin(users, eq(users.id, a.authorId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, a.authorId))
    .where(and(eq(a.questionId, questionId), isNull(a.hiddenAt), isNull(a.removedAt)))
    .orderBy(desc(a.isAccepted), desc(a.score), asc(a.createdAt), asc(a.id));
  return rows as AnswerView[];
}

export async function findAnswerView(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<AnswerView | null> {
  const myVote = viewerId
    ? sql<
        number | null
      >`(select v.value from ${forumAnswerVotes} v where v.answer_id = ${a.id} and v.user_id = ${viewerId})`
    : sql<number | null>`null::smallint`;
  const [row] = await db
    .select({ answer: a, author: authorColumns, myVote })
    .from(a)
    .innerJoin(users, eq(users.id, a.authorId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, a.authorId))
    .where(eq(a.id, id));
  return (row as AnswerView | undefined) ?? null;
}

export async function authorOf(db: Db, userId: string): Promise<AuthorRow | null> {
  const [row] = await db
    .select(authorColumns)
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function insertQuestion(db: Db, row: typeof q.$inferInsert): Promise<QuestionData> {
  const [created] = await db.insert(q).values(row).returning(questionColumns);
  if (!created) throw new Error('insert into forum_questions returned no row');
  return created;
}

/** The question, locked for the rest of the transaction (votes, answers and accepting serialise on it). */
export async function lockQuestion(tx: Tx, id: string): Promise<QuestionData | null> {
  const [row] = await tx.select(questionColumns).from(q).where(eq(q.id, id)).for('update');
  return row ?? null;
}

export async function lockAnswer(tx: Tx, id: string): Promise<AnswerRow | null> {
  const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update');
  return row ?? null;
}

export async function insertAnswer(tx: Tx, row: typeof a.$inferInsert): Promise<AnswerRow> {
  const [created] = await tx.insert(a).values(row).returning();
  if (!created) throw new Error('insert into forum_answers returned no row');
  return created;
}

/** Adds to the visible-answer totals of a question. */
export async function addAnswerCounts(
  tx: Tx,
  questionId: string,
  answers: number,
  verified: number,
  now: Date,
) {
  await tx
    .update(q)
    .set({
      answerCount: sql`${q.answerCount} + ${answers}`,
      verifiedAnswerCount: sql`${q.verifiedAnswerCount} + ${verified}`,
      updatedAt: now,
    })
    .where(eq(q.id, questionId));
}

export async function setQuestion(tx: Tx, id: string, set: Partial<typeof q.$inferInsert>): Promise<void> {
  await tx.update(q).set(set).where(eq(q.id, id));
}

export async function setAnswer(tx: Tx, id: string, set: Partial<typeof a.$inferInsert>): Promise<void> {
  await tx.update(a).set(set).where(eq(a.id, id));
}

/** The caller's vote on an item: +1, -1 or null. */
export async function voteOf(
  tx: Tx,
  kind: TargetKind,
  targetId: string,
  userId: string,
): Promise<number | null> {
  if (kind === 'question') {
    const [row] = await tx
      .select({ value: forumQuestionVotes.value })
      .from(forumQuestionVotes)
      .where(and(eq(forumQuestionVotes.questionId, targetId), eq(forumQuestionVotes.userId, userId)));
    return row?.value ?? null;
  }
  const [row] = await tx
    .select({ value: forumAnswerVotes.value })
    .from(forumAnswerVotes)
    .where(and(eq(forumAnswerVotes.answerId, targetId), eq(forumAnswerVotes.userId, userId)));
  return row?.value ?? null;
}

/** Stores (value ±1) or withdraws (null) a vote and moves the item's score by `delta`; returns the new score. */
export async function applyVote(
  tx: Tx,
  kind: TargetKind,
  targetId: string,
  userId: string,
  value: 1 | -1 | null,
  delta: number,
  now: Date,
): Promise<number> {
  if (kind === 'question') {
    const t = forumQuestionVotes;
    if (value === null) await tx.delete(t).where(and(eq(t.questionId, targetId), eq(t.userId, userId)));
    else
      await tx
        .insert(t)
        .values({ questionId: targetId, userId, value, createdAt: now })
        .onConflictDoUpdate({ target: [t.questionId, t.userId], set: { value, createdAt: now } });
    const [row] = await tx
      .update(q)
      .set({ score: sql`${q.score} + ${delta}` })
      .where(eq(q.id, targetId))
      .returning({ score: q.score });
    return row?.score ?? 0;
  }
  const t = forumAnswerVotes;
  if (value === null) await tx.delete(t).where(and(eq(t.answerId, targetId), eq(t.userId, userId)));
  else
    await tx
      .insert(t)
      .values({ answerId: targetId, userId, value, createdAt: now })
      .onConflictDoUpdate({ target: [t.answerId, t.userId], set: { value, createdAt: now } });
  const [row] = await tx
    .update(a)
    .set({ score: sql`${a.score} + ${delta}` })
    .where(eq(a.id, targetId))
    .returning({ score: a.score });
  return row?.score ?? 0;
}

/** Counts a view once per viewer per day; true when this one counted. */
export async function recordView(
  db: Database,
  questionId: string,
  viewerKey: string,
  day: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(forumQuestionViews)
      .values({ questionId, viewerKey, day })
      .onConflictDoNothing()
      .returning({ day: forumQuestionViews.day });
    if (inserted.length === 0) return false;
    await tx
      .update(q)
      .set({ views: sql`${q.views} + 1` })
      .where(eq(q.id, questionId));
    return true;
  });
}

/** Stores a report; false when this reporter already reported the item. */
export async function insertReport(
  tx: Tx,
  kind: TargetKind,
  targetId: string,
  reporterId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(forumReports)
    .values({ targetKind: kind, targetId, reporterId, reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: forumReports.id });
  return rows.length > 0;
}

export async function clearReports(tx: Tx, kind: TargetKind, targetId: string): Promise<void> {
  await tx
    .delete(forumReports)
    .where(and(eq(forumReports.targetKind, kind), eq(forumReports.targetId, targetId)));
}

export interface ReportedRow {
  kind: TargetKind;
  id: string;
  questionId: string;
  questionTitle: string;
  body: string;
  authorId: string;
  authorName: string;
  reportCount: number;
  hidden: boolean;
  createdAt: Date;
}

/** Reported items not removed: hidden ones first, then the most reported, newest first. */
export async function reportedItems(db: Db, limit: number): Promise<ReportedRow[]> {
  const questions = await db
    .select({
      id: q.id,
      questionId: q.id,
      questionTitle: q.title,
      body: q.body,
      authorId: q.authorId,
      authorName: users.name,
      reportCount: q.reportCount,
      hiddenAt: q.hiddenAt,
      createdAt: q.createdAt,
    })
    .from(q)
    .innerJoin(users, eq(users.id, q.authorId))
    .where(and(sql`${q.reportCount} > 0`, isNull(q.removedAt)))
    .orderBy(desc(q.createdAt))
    .limit(limit);
  const answers = await db
    .select({
      id: a.id,
      questionId: a.questionId,
      questionTitle: q.title,
      body: a.body,
      authorId: a.authorId,
      authorName: users.name,
      reportCount: a.reportCount,
      hiddenAt: a.hiddenAt,
      createdAt: a.createdAt,
    })
    .from(a)
    .innerJoin(q, eq(q.id, a.questionId))
    .innerJoin(users, eq(users.id, a.authorId))
    .where(and(sql`${a.reportCount} > 0`, isNull(a.removedAt)))
    .orderBy(desc(a.createdAt))
    .limit(limit);
  const all: ReportedRow[] = [
    ...questions.map((r) => ({ ...r, kind: 'question' as const, hidden: r.hiddenAt !== null })),
    ...answers.map((r) => ({ ...r, kind: 'answer' as const, hidden: r.hiddenAt !== null })),
  ];
  all.sort(
    (x, y) =>
      Number(y.hidden) - Number(x.hidden) ||
      y.reportCount - x.reportCount ||
      y.createdAt.getTime() - x.createdAt.getTime(),
  );
  return all.slice(0, limit);
}

export async function reasonsFor(
  db: Db,
  targets: { kind: TargetKind; id: string }[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (targets.length === 0) return out;
  const rows = await db
    .select({ kind: forumReports.targetKind, id: forumReports.targetId, reason: forumReports.reason })
    .from(forumReports)
    .where(
      inArray(
        forumReports.targetId,
        targets.map((t) => t.id),
      ),
    )
    .orderBy(asc(forumReports.createdAt));
  for (const r of rows) {
    const key = `${r.kind}:${r.id}`;
    out.set(key, [...(out.get(key) ?? []), r.reason]);
  }
  return out;
}
