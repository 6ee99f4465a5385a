import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { emailOutbox } from '../../db/schema/mail';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function insertOutboxEmail(
  db: Database | Tx,
  values: { to: string; subject: string; text: string; html: string | null; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  if (!row) throw new Error('insert into email_outbox returned no row');
  return row.id;
}

export async function findOutboxEmail(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row ?? null;
}

/** Marks the e-mail delivered; `clearBody` drops the text once SMTP has it (bodies carry one-time links). */
export async function markOutboxSent(db: Database, id: string, now: Date, clearBody: boolean): Promise<void> {
  await db
    .update(emailOutbox)
    .set(clearBody ? { sentAt: now, text: '', html: null } : { sentAt: now })
    .where(eq(emailOutbox.id, id));
}

/** The latest outbox e-mails, newest first (the development outbox page). */
export async function latestOutboxEmails(db: Database, limit = 50) {
  return db
    .select({
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
