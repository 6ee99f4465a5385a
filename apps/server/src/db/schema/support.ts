import { SUPPORT_GROUP_CATEGORIES } from '@arogya/contract/constants/support';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { users } from './users';

/**
 * Support community (spec 02 §3). Members are anonymous to each other: the member-facing API reads a
 * message's `display_name` and `author_key`, never `author_id`, which stays here for moderation and audit.
 */
export const supportGroups = pgTable(
  'support_groups',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Kept exact in the transactions that add or remove members and messages. */
    memberCount: integer('member_count').notNull().default(0),
    /** Messages not removed by a moderator. */
    messageCount: integer('message_count').notNull().default(0),
    /** Secret per group: an author's key is a hash of it and the user id, so keys differ between groups. */
    keySalt: text('key_salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_groups_name_key').on(sql`lower(${t.name})`),
    check('support_groups_category_check', sql`${t.category} in (${sqlList(SUPPORT_GROUP_CATEGORIES)})`),
    check('support_groups_counts_check', sql`${t.memberCount} >= 0 and ${t.messageCount} >= 0`),
  ],
);

/** Anonymous profile: one stable name per person across groups. */
export const supportProfiles = pgTable(
  'support_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_profiles_display_name_key').on(sql`lower(${t.displayName})`)],
);

/** Group member: the row's id is what moderators see (never the user id). */
export const supportMembers = pgTable(
  'support_members',
  {
    id: idColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => supportGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_members_group_user_key').on(t.groupId, t.userId),
    index('support_members_user_idx').on(t.userId),
  ],
);

/** A moderator removed someone from a group: they may not join it again until `blockedUntil`. */
export const supportRemovals = pgTable(
  'support_removals',
  {
    id: idColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => supportGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_removals_group_user_idx').on(t.groupId, t.userId, t.blockedUntil)],
);

/**
 * Group message. `hidden`: not shown to members (the third report) until a moderator approves it;
 * `removedAt`: a moderator removed it, for good (the row stays for audit). `needsReview`: in the
 * moderators' queue (reported, or it mentions self-harm).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: idColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => supportGroups.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorKey: text('author_key').notNull(),
    displayName: text('display_name').notNull(),
    content: text('content').notNull(),
    reportCount: integer('report_count').notNull().default(0),
    safetyFlag: boolean('safety_flag').notNull().default(false),
    needsReview: boolean('needs_review').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    isModerated: boolean('is_moderated').notNull().default(false),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_group_page_idx').on(t.groupId, t.createdAt, t.id),
    index('support_messages_review_idx')
      .on(t.createdAt)
      .where(sql`${t.needsReview} and ${t.removedAt} is null`),
    check('support_messages_content_check', sql`char_length(${t.content}) between 1 and 1000`),
  ],
);

/** One report per member per message. */
export const supportReports = pgTable(
  'support_reports',
  {
    id: idColumn(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_reports_message_reporter_key').on(t.messageId, t.reporterId)],
);
