import { DELETED_USER_NAME } from '@arogya/contract/constants/privacy';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import { rowsOf } from '../../db/rows';
import { recordAudit } from '../audit/audit.repo';
import { recountRatings } from '../reviews/reviews.repo';
import type { ErasureRow } from './privacy.repo';

/**
 * What erasing one account does (decision 050 holds the table of decisions per table). Runs inside the
 * caller's transaction, after future bookings were cancelled and refunded:
 *
 * 1. A new anonymous account ("Deleted user", no e-mail of theirs, no password, inactive) takes over the
 *    rows that law, money or other people's care require: payments and the care-fund ledger (with the
 *    balance, so sums still balance), a completed visit's clinical record, what they wrote in the forum,
 *    support groups and reviews, what they did as a professional for other people, the audit log.
 * 2. Everything else of theirs is deleted with the account row (foreign keys cascade): profile, sessions,
 *    records, prescriptions of visits not kept, dose logs, notifications, consents, exports, care-circle
 *    links, quests, chats.
 * 3. Their name, e-mail and phone are removed from the text other rows hold (notifications and mail sent
 *    to others, audit details, payment descriptions, forum posts mentioning them).
 *
 * Returns the storage keys whose files must go once the transaction commits.
 */
export async function eraseAccount(
  tx: Tx,
  erasure: ErasureRow,
  now: Date,
): Promise<{ anonymousId: string; storageKeys: string[] } | null> {
  const userId = erasure.userId;
  const [person] = rowsOf<{
    id: string;
    name: string;
    email: string;
    phone: string | null;
    role: string;
    care_fund_balance_paise: string | number;
  }>(
    await tx.execute(
      sql`select id, name, email, phone, role, care_fund_balance_paise from users where id = ${userId} for update`,
    ),
  );
  if (!person) return null;

  // 1. The anonymous account.
  const anonymousId = uuidv7(now.getTime());
  await tx.execute(sql`insert into users
      (id, email, name, password_hash, role, is_active, care_fund_balance_paise, created_at, updated_at)
    values (${anonymousId}, ${`erased-${anonymousId}@erased.invalid`}, ${DELETED_USER_NAME}, '!erased', ${person.role},
      false, ${Number(person.care_fund_balance_paise)}, ${now}, ${now})`);
  // A professional's kept visits still show a role and specialty to their patients; never listed (rejected).
  await tx.execute(sql`insert into professional_profiles (user_id, role, specialty, approval_status, created_at, updated_at)
    select ${anonymousId}, role, specialty, 'rejected', ${now}, ${now} from professional_profiles where user_id = ${userId}`);

  // Files other people's care still needs (a lab report the technician uploaded, a voice note on a
  // patient's visit, a specialist's attachment) move to the anonymous account with their rows.
  await tx.execute(sql`update files set owner_id = ${anonymousId}
    where owner_id = ${userId} and (
      id in (select report_file_id from lab_tests where technician_id = ${userId} and patient_id <> ${userId})
      or id in (select sf.file_id from second_opinion_files sf join second_opinion_requests r on r.id = sf.request_id
                 where sf.uploader_id = ${userId} and r.patient_id <> ${userId}))`);
  // Their own files: gone with the account (the storage objects once this commits).
  const keyRows = rowsOf<{ storage_key: string }>(
    await tx.execute(sql`
      select storage_key from files where owner_id = ${userId}
      union select storage_key from health_records where owner_id = ${userId} and storage_key is not null
      union select storage_key from privacy_exports where user_id = ${userId} and storage_key is not null`),
  );

  const move = async (table: string, column: string, extra = sql``) => {
    await tx.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${anonymousId} where ${sql.identifier(column)} = ${userId} ${extra}`,
    );
  };
  // Money: kept under the anonymous id, the balance with them (decision 050).
  await move('care_fund_ledger', 'patient_id');
  await tx.execute(sql`update payment_orders set payer_id = ${anonymousId}, donor_name = null, donor_message = null
    where payer_id = ${userId}`);
  await move('payments', 'payer_id');
  await move('pro_subscriptions', 'user_id');
  await move('subscription_charges', 'user_id');
  await move('appointment_commissions', 'professional_id');
  // A completed visit is the doctor's clinical record: kept, with the patient anonymous; its prescriptions too.
  await tx.execute(sql`update prescriptions set patient_id = ${anonymousId}, patient_name = ${DELETED_USER_NAME}
    where patient_id = ${userId} and appointment_id in
      (select id from appointments where patient_id = ${userId} and status = 'Completed')
      and doctor_id <> ${userId}`);
  await tx.execute(
    sql`delete from dose_logs where prescription_id in (select id from prescriptions where patient_id = ${anonymousId})`,
  );
  await tx.execute(sql`update appointments set patient_id = ${anonymousId}, report_file_id = null
    where patient_id = ${userId} and status = 'Completed' and professional_id <> ${userId}`);
  // What they did for other people as a professional stays with those people, under the anonymous id.
  await move('appointments', 'professional_id');
  await tx.execute(sql`update prescriptions set doctor_id = ${anonymousId}, doctor_name = ${DELETED_USER_NAME},
      doctor_contact = '', doctor_registration_number = ''
    where doctor_id = ${userId}`);
  await move('appointment_patient_notes', 'author_id');
  await move('follow_ups', 'professional_id');
  await move('lab_tests', 'technician_id');
  await move('second_opinion_requests', 'specialist_id');
  await move('second_opinion_reports', 'specialist_id');
  await move(
    'second_opinion_files',
    'uploader_id',
    sql`and request_id in (select id from second_opinion_requests where patient_id <> ${userId})`,
  );
  await move('appointments', 'cancelled_by');
  // What they wrote in public: kept as "Deleted user" so the threads still make sense; votes keep scores right.
  await move('forum_questions', 'author_id');
  await move('forum_answers', 'author_id');
  await move('forum_question_votes', 'user_id');
  await move('forum_answer_votes', 'user_id');
  await tx.execute(sql`update support_messages set author_id = ${anonymousId}, author_key = ${anonymousId},
      display_name = ${DELETED_USER_NAME}
    where author_id = ${userId}`);
  await tx.execute(sql`update reviews set patient_id = ${anonymousId}
    where patient_id = ${userId} and appointment_id in (select id from appointments where patient_id = ${anonymousId})`);
  // The audit log and the erasure rows say what happened, no longer to whom.
  await move('audit_log', 'actor_id');
  await move('audit_log', 'target_user_id');
  await move('erasure_requests', 'user_id');

  // Reviews that go with their items (a lab collection, an ambulance trip — health data, not kept): the
  // reviewed professionals' ratings are recounted below, in this transaction (decision 059).
  const reviewedRows = rowsOf<{ provider_id: string }>(
    await tx.execute(sql`select distinct provider_id from reviews where patient_id = ${userId}`),
  );
  // 2. Rows about them that do not reference the account: invitations to their e-mail, their requests, mail to them.
  await tx.execute(sql`delete from care_circle_members where email = ${person.email}`);
  await tx.execute(sql`delete from discharge_requests where user_id = ${userId}`);
  await tx.execute(sql`delete from ambulance_requests where requester_id = ${userId}`);
  await tx.execute(sql`delete from email_outbox where "to" = ${person.email}`);
  // Everything else of theirs goes with the account (on delete cascade), sessions included.
  await tx.execute(sql`delete from users where id = ${userId}`);
  await recountRatings(
    tx,
    reviewedRows.map((r) => r.provider_id).filter((id) => id !== userId),
  );

  // 3. Their identifiers in the text of other rows.
  await scrubIdentifiers(tx, {
    id: userId,
    anonymousId,
    name: person.name,
    email: person.email,
    phone: person.phone,
  });

  await tx.execute(
    sql`update erasure_requests set status = 'completed', completed_at = ${now} where id = ${erasure.id}`,
  );
  await recordAudit(tx, {
    at: now,
    action: 'erasure.completed',
    actorId: null,
    targetUserId: anonymousId,
    details: { erasureId: erasure.id },
  });

  // A key still used by a row that stays (a copy of a record another person holds) is not deleted.
  const keys = keyRows.map((r) => r.storage_key);
  const stillUsed = new Set(
    keys.length === 0
      ? []
      : rowsOf<{ storage_key: string }>(
          await tx.execute(sql`select storage_key from files where storage_key in ${keys}
            union select storage_key from health_records where storage_key in ${keys}`),
        ).map((r) => r.storage_key),
  );
  return { anonymousId, storageKeys: keys.filter((k) => !stillUsed.has(k)) };
}

/** Tables whose text is other people's own identity: a name there is theirs, never replaced. */
const SCRUB_SKIP = new Set(['users', 'professional_profiles']);
const NAME_SAFE = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{2,}$/u;

function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces a person's id (with the anonymous account's), e-mail, phone and full name (as a whole word, at least three letters) in every text
 * and jsonb column of the app's tables, except the tables that hold other people's own identity.
 */
export async function scrubIdentifiers(
  tx: Tx,
  who: { id: string; anonymousId: string; name: string; email: string; phone: string | null },
): Promise<void> {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await tx.execute(sql`select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'jsonb') and c.is_generated = 'NEVER'
     order by 1, 2`),
  );
  const patterns: { pattern: string; plain: string; replacement: string }[] = [
    { pattern: regexEscape(who.email), plain: who.email, replacement: 'erased@erased.invalid' },
    // Their id kept as text (a payment's reference, audit details) becomes the anonymous account's.
    { pattern: who.id, plain: who.id, replacement: who.anonymousId },
  ];
  if (who.phone && who.phone.replace(/\D/g, '').length >= 6) {
    patterns.push({ pattern: regexEscape(who.phone), plain: who.phone, replacement: '' });
  }
  const name = who.name.trim();
  if (NAME_SAFE.test(name)) {
    patterns.push({ pattern: `\\m${regexEscape(name)}\\M`, plain: name, replacement: DELETED_USER_NAME });
  }
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    if (SCRUB_SKIP.has(table)) continue;
    const col = sql.identifier(column);
    const asText: SQL = type === 'jsonb' ? sql`${col}::text` : sql`${col}`;
    let replaced: SQL = asText;
    for (const p of patterns)
      replaced = sql`regexp_replace(${replaced}, ${p.pattern}, ${p.replacement}, 'gi')`;
    const found = sql.join(
      patterns.map((p) => sql`strpos(lower(${asText}), lower(${p.plain})) > 0`),
      sql` or `,
    );
    await tx.execute(
      sql`update ${sql.identifier(table)} set ${col} = ${type === 'jsonb' ? sql`(${replaced})::jsonb` : replaced}
        where ${found}`,
    );
  }
}
