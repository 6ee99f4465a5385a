import { addDays, indiaDate } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import type {
  AdminQuest,
  Quest,
  QuestChanged,
  QuestEnrolment,
  QuestInput,
  QuestList,
  QuestProgressInput,
} from '@arogya/contract/schemas/quests';
import { questInputSchema } from '@arogya/contract/schemas/quests';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { recordAudit } from '../audit/audit.repo';
import { doseKey, dosesOn } from '../prescriptions/dose-schedule';
import { doseLogsBetween, prescriptionsOverlapping } from '../prescriptions/prescriptions.repo';
import { coursesOf } from '../prescriptions/prescriptions.service';
import { progressDayProblem } from './quests.policy';
import {
  activeQuests,
  archiveQuest,
  completeEnrolment,
  countProgress,
  type EnrolmentRow,
  enrolmentCounts,
  enrolmentsOf,
  findEnrolment,
  findQuest,
  insertEnrolment,
  insertProgress,
  insertQuest,
  lockEnrolment,
  progressOf,
  type QuestRow,
  questsByIds,
  totalPointsOf,
  updateQuest,
} from './quests.repo';

export interface QuestServiceDeps {
  db: Database;
  clock: Clock;
}

/** An adherence quest looks back at most this far (ours; longer than any quest may last). */
const ADHERENCE_LOOKBACK_DAYS = 366;

function toQuest(row: QuestRow, enrolment: QuestEnrolment | null): Quest {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as Quest['category'],
    kind: row.kind as Quest['kind'],
    points: row.points,
    durationDays: row.durationDays,
    badge: row.badge,
    unit: row.unit,
    enrolment,
  };
}

export function createQuestService({ db, clock }: QuestServiceDeps) {
  /** India days since acceptance on which every scheduled dose was taken (decision 040). */
  async function perfectDoseDays(patientId: string, from: string, today: string): Promise<string[]> {
    const start =
      from < addDays(today, -ADHERENCE_LOOKBACK_DAYS) ? addDays(today, -ADHERENCE_LOOKBACK_DAYS) : from;
    const rxs = await prescriptionsOverlapping(db, patientId, start, today);
    if (rxs.length === 0) return [];
    const logs = await doseLogsBetween(
      db,
      rxs.map((r) => r.id),
      start,
      today,
    );
    const taken = new Set(logs.map((l) => doseKey({ ...l, day: l.scheduledDate })));
    const courses = rxs.flatMap(coursesOf);
    const days: string[] = [];
    for (let day = start; day <= today; day = addDays(day, 1)) {
      const doses = dosesOn(courses, day);
      if (doses.length > 0 && doses.every((d) => taken.has(doseKey(d)))) days.push(day);
    }
    return days;
  }

  /** The enrolment as the patient sees it; an adherence quest is brought up to date (and completes itself). */
  async function enrolmentView(
    quest: QuestRow,
    enrolment: EnrolmentRow,
    loggedDays: string[],
    today: string,
  ): Promise<QuestEnrolment> {
    let days = loggedDays;
    let { completedAt, pointsAwarded } = enrolment;
    if (quest.kind === 'adherence') {
      days = await perfectDoseDays(enrolment.patientId, enrolment.acceptedOn, today);
      if (!completedAt && days.length >= quest.durationDays) {
        const now = clock.now();
        if (await completeEnrolment(db, enrolment.id, quest.points, now)) {
          completedAt = now;
          pointsAwarded = quest.points;
        }
      }
    }
    return {
      acceptedOn: enrolment.acceptedOn,
      daysDone: Math.min(days.length, quest.durationDays),
      loggedDays: quest.kind === 'adherence' ? [] : days,
      completedAt: completedAt ? completedAt.toISOString() : null,
      pointsAwarded,
      loggedToday: days.includes(today),
    };
  }

  async function questFor(patientId: string, questId: string): Promise<Quest> {
    const quest = await findQuest(db, questId);
    const enrolment = await findEnrolment(db, questId, patientId);
    if (!quest || !enrolment) throw new NotFoundError(MSG_QUESTS.notFound);
    const logged = (await progressOf(db, [enrolment.id])).get(enrolment.id) ?? [];
    return toQuest(quest, await enrolmentView(quest, enrolment, logged, indiaDate(clock.now())));
  }

  async function adminView(row: QuestRow): Promise<AdminQuest> {
    const counts = (await enrolmentCounts(db)).get(row.id) ?? { enrolments: 0, completions: 0 };
    const { enrolment: _none, ...quest } = toQuest(row, null);
    return { ...quest, ...counts };
  }

  function fields(input: QuestInput) {
    const parsed = questInputSchema.parse(input);
    return { ...parsed, unit: parsed.unit ? parsed.unit : null };
  }

  return {
    /** GET /quests: the catalogue, the patient's accepted quests (also archived ones), points and badges. */
    async list(user: SessionUser): Promise<QuestList> {
      const today = indiaDate(clock.now());
      const enrolments = await enrolmentsOf(db, user.id);
      const catalogue = await activeQuests(db);
      const known = new Set(catalogue.map((q) => q.id));
      const archived = await questsByIds(
        db,
        enrolments.map((e) => e.questId).filter((id) => !known.has(id)),
      );
      const progress = await progressOf(
        db,
        enrolments.map((e) => e.id),
      );
      const byQuest = new Map(enrolments.map((e) => [e.questId, e]));
      const out: Quest[] = [];
      for (const quest of [...catalogue, ...archived]) {
        const enrolment = byQuest.get(quest.id);
        out.push(
          toQuest(
            quest,
            enrolment ? await enrolmentView(quest, enrolment, progress.get(enrolment.id) ?? [], today) : null,
          ),
        );
      }
      const badges = out
        .filter((q) => q.enrolment?.completedAt)
        .map((q) => ({ badge: q.badge, questId: q._id, completedAt: q.enrolment!.completedAt! }))
        .sort((a, b) => a.completedAt.localeCompare(b.completedAt));
      return { quests: out, totalPoints: await totalPointsOf(db, user.id), badges };
    },

    /** POST /quests/{id}/accept: once per patient and quest, from today (India). */
    async accept(user: SessionUser, questId: string): Promise<QuestChanged> {
      const quest = await findQuest(db, questId);
      if (!quest || quest.archivedAt) throw new NotFoundError(MSG_QUESTS.notFound);
      const now = clock.now();
      try {
        await insertEnrolment(db, {
          questId,
          patientId: user.id,
          acceptedOn: indiaDate(now),
          acceptedAt: now,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(MSG_QUESTS.alreadyAccepted);
        throw err;
      }
      return {
        msg: MSG_QUESTS.accepted,
        message: MSG_QUESTS.accepted,
        quest: await questFor(user.id, questId),
      };
    },

    /**
     * POST /quests/{id}/progress: one entry per India day, not in the future, not before acceptance. The
     * day that reaches the quest's length completes it once, with its points.
     */
    async logProgress(user: SessionUser, questId: string, input: QuestProgressInput): Promise<QuestChanged> {
      const quest = await findQuest(db, questId);
      if (!quest) throw new NotFoundError(MSG_QUESTS.notFound);
      const enrolment = await findEnrolment(db, questId, user.id);
      if (!enrolment) throw new ConflictError(MSG_QUESTS.notAccepted);
      if (quest.kind === 'adherence') throw new ConflictError(MSG_QUESTS.adherenceAutomatic);
      const now = clock.now();
      const problem = progressDayProblem(input.date, indiaDate(now), enrolment.acceptedOn);
      if (problem) throw new ValidationError(problem, [{ path: 'body.date', message: problem }]);

      const completedNow = await db.transaction(async (tx) => {
        const locked = await lockEnrolment(tx, enrolment.id);
        if (!locked) throw new NotFoundError(MSG_QUESTS.notFound);
        if (locked.completedAt) throw new ConflictError(MSG_QUESTS.alreadyCompleted);
        const inserted = await insertProgress(tx, {
          enrolmentId: locked.id,
          day: input.date,
          value: input.value ?? null,
          createdAt: now,
        });
        if (!inserted) throw new ConflictError(MSG_QUESTS.alreadyLogged);
        if ((await countProgress(tx, locked.id)) < quest.durationDays) return false;
        return completeEnrolment(tx, locked.id, quest.points, now);
      });
      const msg = completedNow
        ? fill(MSG_QUESTS.completed, { points: quest.points, badge: quest.badge })
        : MSG_QUESTS.logged;
      return { msg, message: msg, quest: await questFor(user.id, questId) };
    },

    // --- admin ---------------------------------------------------------------------------------------

    async adminList(): Promise<{ quests: AdminQuest[] }> {
      const [rows, counts] = await Promise.all([activeQuests(db), enrolmentCounts(db)]);
      return {
        quests: rows.map((row) => {
          const { enrolment: _none, ...quest } = toQuest(row, null);
          return { ...quest, ...(counts.get(row.id) ?? { enrolments: 0, completions: 0 }) };
        }),
      };
    },

    async create(admin: SessionUser, input: QuestInput, ip: string) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const created = await insertQuest(tx, { ...fields(input), createdAt: now, updatedAt: now });
        await recordAudit(tx, {
          action: 'quest.created',
          actorId: admin.id,
          details: { questId: created.id, title: created.title },
          ip,
          at: now,
        });
        return created;
      });
      return { msg: MSG_QUESTS.adminCreated, message: MSG_QUESTS.adminCreated, quest: await adminView(row) };
    },

    async update(admin: SessionUser, id: string, input: QuestInput, ip: string) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const updated = await updateQuest(tx, id, { ...fields(input), updatedAt: now });
        if (!updated) throw new NotFoundError(MSG_QUESTS.notFound);
        await recordAudit(tx, {
          action: 'quest.updated',
          actorId: admin.id,
          details: { questId: id, title: updated.title },
          ip,
          at: now,
        });
        return updated;
      });
      return { msg: MSG_QUESTS.adminUpdated, message: MSG_QUESTS.adminUpdated, quest: await adminView(row) };
    },

    /** DELETE /admin/quests/{id}: archives (patients keep what they earned; nobody new can accept it). */
    async remove(admin: SessionUser, id: string, ip: string) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const archived = await archiveQuest(tx, id, now);
        if (!archived) throw new NotFoundError(MSG_QUESTS.notFound);
        await recordAudit(tx, {
          action: 'quest.deleted',
          actorId: admin.id,
          details: { questId: id, title: archived.title },
          ip,
          at: now,
        });
      });
      return { msg: MSG_QUESTS.adminDeleted, message: MSG_QUESTS.adminDeleted };
    },
  };
}
