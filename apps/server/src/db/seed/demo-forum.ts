import type { Database } from '../client';
import {
  forumAnswers,
  forumAnswerVotes,
  forumQuestions,
  forumQuestionVotes,
  forumReports,
} from '../schema/forum';
import { DEMO_FORUM_ANSWERS, DEMO_FORUM_QUESTIONS } from './demo-forum-questions';
import { createRng } from './prng';
import { stableUuid } from './stable-id';

/**
 * The demo forum: 66 questions across the 11 categories from the demo patients, answered by the demo
 * doctors and nurse (verified) and by patients and the doctor awaiting approval (not verified), with
 * votes, accepted answers, two closed questions and reported posts for the moderators. Deterministic and
 * idempotent: fixed ids, rows that exist are left alone; times relative to the first seed.
 */
export interface DemoForumPeople {
  patientIds: readonly string[];
  doctorIds: readonly string[];
  nurseIds: readonly string[];
  pendingDoctorId: string;
}

const HOUR = 3_600_000;
const id = (key: string) => stableUuid(`demo-forum:${key}`);

export async function seedDemoForum(db: Database, people: DemoForumPeople, now: Date): Promise<void> {
  const rng = createRng(1619);
  const voters = [...people.patientIds, ...people.doctorIds, ...people.nurseIds];
  const questions: (typeof forumQuestions.$inferInsert)[] = [];
  const answers: (typeof forumAnswers.$inferInsert)[] = [];
  const questionVotes: (typeof forumQuestionVotes.$inferInsert)[] = [];
  const answerVotes: (typeof forumAnswerVotes.$inferInsert)[] = [];
  const reports: (typeof forumReports.$inferInsert)[] = [];

  DEMO_FORUM_QUESTIONS.forEach(([category, title, body, tags], i) => {
    const questionId = id(`q:${i}`);
    const authorId = people.patientIds[i % people.patientIds.length] as string;
    // Spread over the last ~90 days, newest last in the list.
    const createdAt = new Date(now.getTime() - (DEMO_FORUM_QUESTIONS.length - i) * 33 * HOUR);
    const answerCount = i % 7 === 3 ? 0 : rng.int(1, 4);
    let verified = 0;
    let acceptedAnswerId: string | null = null;
    const accept = answerCount > 0 && i % 3 === 0;
    for (let k = 0; k < answerCount; k++) {
      const answerId = id(`a:${i}:${k}`);
      const kind =
        k === 0 ? 'doctor' : k === 1 ? 'nurse' : rng.pick(['patient', 'doctor', 'pending'] as const);
      const answerAuthor =
        kind === 'doctor'
          ? (people.doctorIds[(i + k) % people.doctorIds.length] as string)
          : kind === 'nurse'
            ? (people.nurseIds[(i + k) % people.nurseIds.length] as string)
            : kind === 'pending'
              ? people.pendingDoctorId
              : (people.patientIds[(i + k + 1) % people.patientIds.length] as string);
      if (answerAuthor === authorId) continue;
      const isVerified = kind === 'doctor' || kind === 'nurse';
      if (isVerified) verified += 1;
      const text = rng.pick(DEMO_FORUM_ANSWERS[kind === 'pending' ? 'doctor' : kind]);
      const isAccepted = accept && acceptedAnswerId === null && isVerified;
      if (isAccepted) acceptedAnswerId = answerId;
      let score = 0;
      for (const voter of voters) {
        if (voter === answerAuthor || rng.next() > 0.35) continue;
        const value = rng.next() < 0.85 ? 1 : -1;
        score += value;
        answerVotes.push({ answerId, userId: voter, value, createdAt });
      }
      answers.push({
        id: answerId,
        questionId,
        authorId: answerAuthor,
        body: text,
        score,
        isAccepted,
        isVerifiedResponse: isVerified,
        createdAt: new Date(createdAt.getTime() + (k + 1) * 3 * HOUR),
      });
    }
    let score = 0;
    for (const voter of voters) {
      if (voter === authorId || rng.next() > 0.4) continue;
      const value = rng.next() < 0.9 ? 1 : -1;
      score += value;
      questionVotes.push({ questionId, userId: voter, value, createdAt });
    }
    const posted = answers.filter((a) => a.questionId === questionId).length;
    questions.push({
      id: questionId,
      authorId,
      title,
      body,
      category,
      tags: [...tags],
      status: i % 17 === 5 ? 'closed' : acceptedAnswerId ? 'answered' : 'open',
      score,
      views: rng.int(12, 480),
      answerCount: posted,
      verifiedAnswerCount: verified,
      acceptedAnswerId,
      createdAt,
      updatedAt: createdAt,
    });
  });

  // For the moderators: one question hidden by three reports, one answer with two reports.
  const hiddenQuestion = questions[20];
  const reportedAnswer = answers.find((a) => a.questionId !== hiddenQuestion?.id && !a.isAccepted);
  if (hiddenQuestion) {
    const reporters = people.patientIds.filter((p) => p !== hiddenQuestion.authorId).slice(0, 3);
    for (const reporterId of reporters) {
      reports.push({
        id: id(`r:q:${reporterId}`),
        targetKind: 'question',
        targetId: hiddenQuestion.id as string,
        reporterId,
        reason: 'Looks like an advertisement',
        createdAt: now,
      });
    }
    hiddenQuestion.reportCount = reporters.length;
    if (reporters.length >= 3) hiddenQuestion.hiddenAt = now;
  }
  if (reportedAnswer) {
    const reporters = people.patientIds.filter((p) => p !== reportedAnswer.authorId).slice(0, 2);
    for (const reporterId of reporters) {
      reports.push({
        id: id(`r:a:${reporterId}`),
        targetKind: 'answer',
        targetId: reportedAnswer.id as string,
        reporterId,
        reason: 'Not medically accurate',
        createdAt: now,
      });
    }
    reportedAnswer.reportCount = reporters.length;
  }

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(forumQuestions)
      .values(questions)
      .onConflictDoNothing()
      .returning({ id: forumQuestions.id });
    if (inserted.length === 0) return; // seeded before: leave people's changes alone
    const fresh = new Set(inserted.map((r) => r.id));
    const freshAnswers = answers.filter((a) => fresh.has(a.questionId));
    const freshAnswerIds = new Set(freshAnswers.map((a) => a.id));
    if (freshAnswers.length) await tx.insert(forumAnswers).values(freshAnswers).onConflictDoNothing();
    const qv = questionVotes.filter((v) => fresh.has(v.questionId));
    if (qv.length) await tx.insert(forumQuestionVotes).values(qv).onConflictDoNothing();
    const av = answerVotes.filter((v) => freshAnswerIds.has(v.answerId));
    if (av.length) await tx.insert(forumAnswerVotes).values(av).onConflictDoNothing();
    const rs = reports.filter((r) => fresh.has(r.targetId) || freshAnswerIds.has(r.targetId));
    if (rs.length) await tx.insert(forumReports).values(rs).onConflictDoNothing();
  });
}
