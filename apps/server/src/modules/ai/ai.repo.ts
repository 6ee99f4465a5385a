import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiChatMessages } from '../../db/schema/ai';

type Db = Pick<Database, 'select' | 'insert' | 'delete'>;

export async function insertChatTurn(
  db: Db,
  userId: string,
  turn: { question: string; answer: string; askedAt: Date; answeredAt: Date },
): Promise<void> {
  await db.insert(aiChatMessages).values([
    { userId, sender: 'user', text: turn.question, createdAt: turn.askedAt },
    { userId, sender: 'bot', text: turn.answer, createdAt: turn.answeredAt },
  ]);
}

/** The kept conversation, oldest first (UUIDv7 breaks ties in insertion order). */
export async function chatMessagesOf(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(aiChatMessages)
    .where(eq(aiChatMessages.userId, userId))
    .orderBy(asc(aiChatMessages.createdAt), asc(aiChatMessages.id))
    .limit(limit);
}

export async function deleteChatMessagesOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(aiChatMessages)
    .where(eq(aiChatMessages.userId, userId))
    .returning({ id: aiChatMessages.id });
  return rows.length;
}
