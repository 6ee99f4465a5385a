import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { users } from './users';

/**
 * A kept chat-assistant turn. Written only when a signed-in person asks to keep the conversation;
 * otherwise questions and answers are not stored at all (decision 041).
 */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ai_chat_messages_user_idx').on(t.userId, t.createdAt, t.id),
    check('ai_chat_messages_sender_check', sql`${t.sender} in ('user', 'bot')`),
  ],
);
