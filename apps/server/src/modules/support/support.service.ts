import {
  type ModerationAction,
  mentionsSelfHarm,
  SUPPORT_REPORT_HIDE_THRESHOLD,
  type SupportGroupCategory,
} from '@arogya/contract/constants/support';
import { formatSlotDay, indiaDate } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type {
  FlaggedMessage,
  RevealedIdentity,
  SupportGroup,
  SupportMember,
  SupportMessage,
  SupportMessagePage,
} from '@arogya/contract/schemas/support';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import { recordAudit } from '../audit/audit.repo';
import { authorKey, generateDisplayName, newKeySalt } from './anonymity';
import { blockedUntil, requireActive, requireMembership, requireNotOwn } from './support.policy';
import * as repo from './support.repo';

export interface SupportServiceDeps {
  db: Database;
  clock: Clock;
  events: DomainEventSink;
  /** Picks a random integer below `max`; tests pass a fixed one to force name collisions. */
  random?: (max: number) => number;
}

export interface GroupBody {
  name: string;
  description: string;
  category: SupportGroupCategory;
  isActive?: boolean | undefined;
}

/** Tries this many generated names before giving up (with 20×20×90 names, a clash is rare). */
const NAME_ATTEMPTS = 20;

function toGroup(row: repo.SupportGroupRow, member: boolean): SupportGroup {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as SupportGroupCategory,
    isActive: row.isActive,
    memberCount: row.memberCount,
    messageCount: row.messageCount,
    isMember: member,
  };
}

/** The member-facing shape of a message: the anonymous name and the opaque key, nothing else of its author. */
export function toMessage(row: repo.SupportMessageRow): SupportMessage {
  return {
    _id: row.id,
    id: row.id,
    groupId: row.groupId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: { displayName: row.displayName, key: row.authorKey },
    isModerated: row.isModerated,
  };
}

export function createSupportService(deps: SupportServiceDeps) {
  const { db, clock, events } = deps;

  async function groupOr404(id: string) {
    const group = await repo.findGroup(db, id);
    if (!group) throw new NotFoundError(MSG_SUPPORT.groupNotFound);
    return group;
  }

  /** The person's anonymous name, made the first time it is needed. */
  async function ensureDisplayName(userId: string): Promise<string> {
    const existing = await repo.findDisplayName(db, userId);
    if (existing) return existing;
    for (let i = 0; i < NAME_ATTEMPTS; i++) {
      const candidate = generateDisplayName(deps.random);
      if (await repo.insertProfile(db, userId, candidate, clock.now())) return candidate;
      // Either the name is taken or a concurrent request made this person's profile: look again.
      const made = await repo.findDisplayName(db, userId);
      if (made) return made;
    }
    throw new ConflictError(MSG_SUPPORT.displayNameTaken);
  }

  return {
    ensureDisplayName,

    async listGroups(user: SessionUser): Promise<SupportGroup[]> {
      const [groups, mine] = await Promise.all([repo.listGroups(db), repo.groupIdsOf(db, user.id)]);
      return groups.map((g) => toGroup(g, mine.has(g.id)));
    },

    async myGroups(user: SessionUser): Promise<SupportGroup[]> {
      const [groups, mine] = await Promise.all([repo.listGroups(db), repo.groupIdsOf(db, user.id)]);
      return groups.filter((g) => mine.has(g.id)).map((g) => toGroup(g, true));
    },

    /** Joins an active group; 409 when already a member or removed less than 7 days ago. */
    async join(user: SessionUser, groupId: string): Promise<SupportGroup> {
      await groupOr404(groupId);
      await ensureDisplayName(user.id);
      const now = clock.now();
      const group = await db.transaction(async (tx) => {
        const locked = await repo.lockGroup(tx, groupId);
        if (!locked) throw new NotFoundError(MSG_SUPPORT.groupNotFound);
        requireActive(locked);
        const until = await repo.activeBlock(tx, groupId, user.id, now);
        if (until)
          throw new ConflictError(fill(MSG_SUPPORT.rejoinBlocked, { date: formatSlotDay(indiaDate(until)) }));
        if (!(await repo.insertMember(tx, groupId, user.id, now))) {
          throw new ConflictError(MSG_SUPPORT.alreadyMember);
        }
        await repo.bumpCounts(tx, groupId, 1, 0);
        return { ...locked, memberCount: locked.memberCount + 1 };
      });
      return toGroup(group, true);
    },

    async leave(user: SessionUser, groupId: string): Promise<void> {
      await groupOr404(groupId);
      await db.transaction(async (tx) => {
        const locked = await repo.lockGroup(tx, groupId);
        if (!locked) throw new NotFoundError(MSG_SUPPORT.groupNotFound);
        if (!(await repo.deleteMemberByUser(tx, groupId, user.id))) {
          throw new ConflictError(MSG_SUPPORT.notAMember);
        }
        await repo.bumpCounts(tx, groupId, -1, 0);
      });
      events.record({ type: 'support.member-left', groupId, userId: user.id });
    },

    /** A page of the group's visible messages (members only), oldest first within the page. */
    async messages(
      user: SessionUser,
      groupId: string,
      query: { before?: string | undefined; limit: number },
    ): Promise<Omit<SupportMessagePage, 'success'>> {
      const group = await groupOr404(groupId);
      requireMembership(await repo.isMember(db, groupId, user.id));
      let before: repo.SupportMessageRow | null = null;
      if (query.before) {
        before = await repo.findMessage(db, groupId, query.before);
        if (!before) throw new NotFoundError(MSG_SUPPORT.messageNotFound);
      }
      const rows = await repo.pageOfMessages(db, groupId, before, query.limit, user.id);
      const hasMore = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      const oldest = page[page.length - 1];
      return {
        data: page.reverse().map((r) => ({ ...toMessage(r.message), reportedByMe: !!r.reportedByMe })),
        hasMore,
        nextBefore: hasMore && oldest ? oldest.message.id : null,
        myAuthorKey: authorKey(group.keySalt, user.id),
        group: toGroup(group, true),
      };
    },

    /** Posts a message (members of an active group); one mentioning self-harm goes to the moderators too. */
    async send(
      user: SessionUser,
      groupId: string,
      content: string,
    ): Promise<{ message: SupportMessage; safetyFlag: boolean }> {
      await groupOr404(groupId);
      const displayName = await ensureDisplayName(user.id);
      const safetyFlag = mentionsSelfHarm(content);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const group = await repo.lockGroup(tx, groupId);
        if (!group) throw new NotFoundError(MSG_SUPPORT.groupNotFound);
        requireMembership(await repo.isMember(tx, groupId, user.id));
        requireActive(group);
        const inserted = await repo.insertMessage(tx, {
          groupId,
          authorId: user.id,
          authorKey: authorKey(group.keySalt, user.id),
          displayName,
          content,
          safetyFlag,
          needsReview: safetyFlag,
          createdAt: now,
        });
        await repo.bumpCounts(tx, groupId, 0, 1);
        return inserted;
      });
      const message = toMessage(row);
      events.record({ type: 'support.message-posted', groupId, message });
      return { message, safetyFlag };
    },

    /**
     * One report per member per message. The third distinct report hides the message for everyone until
     * a moderator decides (unless a moderator already approved it).
     */
    async report(
      user: SessionUser,
      groupId: string,
      messageId: string,
      reason: string | null,
    ): Promise<void> {
      await groupOr404(groupId);
      requireMembership(await repo.isMember(db, groupId, user.id));
      const message = await repo.findMessage(db, groupId, messageId);
      if (!message || message.removedAt || message.hidden)
        throw new NotFoundError(MSG_SUPPORT.messageNotFound);
      requireNotOwn(message.authorId, user.id);
      const now = clock.now();
      const after = await db.transaction(async (tx) => {
        if (!(await repo.insertReport(tx, messageId, user.id, reason, now))) {
          throw new ConflictError(MSG_SUPPORT.alreadyReported);
        }
        return repo.countReport(tx, messageId, SUPPORT_REPORT_HIDE_THRESHOLD);
      });
      // Exactly one report makes the count reach the threshold (the update is serialised by the row lock).
      if (after?.hidden && after.reportCount === SUPPORT_REPORT_HIDE_THRESHOLD && !after.isModerated) {
        events.record({ type: 'support.message-hidden', groupId, messageId });
      }
    },

    async myProfile(user: SessionUser): Promise<string> {
      return ensureDisplayName(user.id);
    },

    async setDisplayName(user: SessionUser, displayName: string): Promise<string> {
      const current = await ensureDisplayName(user.id);
      if (current === displayName) return current;
      try {
        await repo.updateDisplayName(db, user.id, displayName, clock.now());
      } catch (err) {
        if (isUniqueViolation(err, 'support_profiles_display_name_key')) {
          throw new ConflictError(MSG_SUPPORT.displayNameTaken);
        }
        throw err;
      }
      return displayName;
    },

    // Moderation (nurses and admins)

    async allGroups(): Promise<SupportGroup[]> {
      return (await repo.listGroups(db)).map((g) => toGroup(g, false));
    },

    async createGroup(body: GroupBody): Promise<SupportGroup> {
      const now = clock.now();
      try {
        const row = await repo.insertGroup(db, {
          name: body.name,
          description: body.description,
          category: body.category,
          isActive: body.isActive ?? true,
          keySalt: newKeySalt(),
          createdAt: now,
          updatedAt: now,
        });
        return toGroup(row, false);
      } catch (err) {
        if (isUniqueViolation(err, 'support_groups_name_key'))
          throw new ConflictError(MSG_SUPPORT.groupNameTaken);
        throw err;
      }
    },

    async updateGroup(groupId: string, body: GroupBody): Promise<SupportGroup> {
      try {
        const row = await repo.updateGroup(db, groupId, {
          name: body.name,
          description: body.description,
          category: body.category,
          ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
          updatedAt: clock.now(),
        });
        if (!row) throw new NotFoundError(MSG_SUPPORT.groupNotFound);
        return toGroup(row, false);
      } catch (err) {
        if (isUniqueViolation(err, 'support_groups_name_key'))
          throw new ConflictError(MSG_SUPPORT.groupNameTaken);
        throw err;
      }
    },

    async deleteGroup(moderator: SessionUser, groupId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const group = await repo.lockGroup(tx, groupId);
        if (!group) throw new NotFoundError(MSG_SUPPORT.groupNotFound);
        await repo.deleteGroup(tx, groupId);
        await recordAudit(tx, {
          action: 'support.group_deleted',
          actorId: moderator.id,
          details: { groupId, name: group.name, messages: group.messageCount },
          at: clock.now(),
        });
      });
    },

    async members(groupId: string): Promise<SupportMember[]> {
      await groupOr404(groupId);
      const rows = await repo.listMembers(db, groupId);
      return rows.map((r) => ({
        _id: r.id,
        displayName: r.displayName ?? MSG_SUPPORT.anonymous,
        joinedAt: r.joinedAt.toISOString(),
      }));
    },

    /** Removes a member (by membership id); they cannot join this group again for 7 days. */
    async removeMember(moderator: SessionUser, groupId: string, memberId: string): Promise<void> {
      const now = clock.now();
      const userId = await db.transaction(async (tx) => {
        const group = await repo.lockGroup(tx, groupId);
        if (!group) throw new NotFoundError(MSG_SUPPORT.groupNotFound);
        const removed = await repo.deleteMemberById(tx, groupId, memberId);
        if (!removed) throw new NotFoundError(MSG_SUPPORT.memberNotFound);
        await repo.bumpCounts(tx, groupId, -1, 0);
        await repo.insertRemoval(tx, {
          groupId,
          userId: removed,
          removedBy: moderator.id,
          removedAt: now,
          blockedUntil: blockedUntil(now),
        });
        await recordAudit(tx, {
          action: 'support.member_removed',
          actorId: moderator.id,
          targetUserId: removed,
          details: { groupId, memberId },
          at: now,
        });
        return removed;
      });
      events.record({ type: 'support.member-left', groupId, userId });
    },

    async flagged(): Promise<FlaggedMessage[]> {
      const rows = await repo.flaggedMessages(db);
      return rows.map(({ message: m, groupName, reasons }) => ({
        _id: m.id,
        content: m.content,
        createdAt: m.createdAt.toISOString(),
        sender: { displayName: m.displayName },
        group: { _id: m.groupId, name: groupName },
        reportCount: m.reportCount,
        reasons,
        isHidden: m.hidden,
        safetyFlag: m.safetyFlag,
      }));
    },

    /** Approve (shows it again, reports no longer hide it) or remove (final for members; the row stays). */
    async moderate(
      moderator: SessionUser,
      groupId: string,
      messageId: string,
      action: ModerationAction,
    ): Promise<void> {
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const group = await repo.lockGroup(tx, groupId);
        if (!group) throw new NotFoundError(MSG_SUPPORT.groupNotFound);
        const before = await repo.findMessage(tx, groupId, messageId);
        if (!before) throw new NotFoundError(MSG_SUPPORT.messageNotFound);
        if (before.removedAt) throw new ConflictError(MSG_SUPPORT.messageGone);
        const after = await repo.moderateMessage(
          tx,
          messageId,
          action === 'approve'
            ? { moderatedBy: moderator.id, moderatedAt: now, hidden: false, isModerated: true }
            : { moderatedBy: moderator.id, moderatedAt: now, removedAt: now },
        );
        if (!after) throw new ConflictError(MSG_SUPPORT.messageGone);
        if (action === 'remove') await repo.bumpCounts(tx, groupId, 0, -1);
        await recordAudit(tx, {
          action: 'support.message_moderated',
          actorId: moderator.id,
          details: { groupId, messageId, action },
          at: now,
        });
        return { wasHidden: before.hidden, after };
      });
      if (action === 'remove' && !result.wasHidden) {
        events.record({ type: 'support.message-hidden', groupId, messageId });
      } else if (action === 'approve' && result.wasHidden) {
        events.record({ type: 'support.message-restored', groupId, message: toMessage(result.after) });
      }
    },

    /**
     * An admin's escalation: who wrote a message that reached moderation (reported, or flagged for
     * self-harm). Anonymity is the group's promise, so this is the one way past it, and it is written to
     * the audit log with the admin's reason in the same transaction — no record, no reveal.
     */
    async revealAuthor(
      admin: SessionUser,
      groupId: string,
      messageId: string,
      reason: string,
    ): Promise<RevealedIdentity> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const message = await repo.findMessage(tx, groupId, messageId);
        if (!message) throw new NotFoundError(MSG_SUPPORT.messageNotFound);
        if (message.reportCount === 0 && !message.safetyFlag)
          throw new ConflictError(MSG_SUPPORT.revealNotFlagged);
        const author = message.authorId ? await repo.findAuthorIdentity(tx, message.authorId) : null;
        if (!author) throw new NotFoundError(MSG_SUPPORT.revealAuthorGone);
        await recordAudit(tx, {
          action: 'support.identity_revealed',
          actorId: admin.id,
          targetUserId: author.userId,
          details: { groupId, messageId, reason },
          at: now,
        });
        return { ...author, displayName: message.displayName };
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
