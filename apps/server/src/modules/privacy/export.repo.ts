import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * What an export holds (decision 050): for each area, the tables and the rows of them that are about the
 * person, as JSON with secrets left out (password hash, 2FA secrets, government-id ciphertext and hash,
 * token hashes, storage keys, job ids). Where a row is about a visit the person conducted as a
 * professional, the patient's own words stay out: they are the patient's data, not the professional's.
 *
 * `export.int.test.ts` checks that every table with a column referencing users appears here (or in
 * NOT_EXPORTED with its reason), so a new table cannot be forgotten.
 */
export interface ExportPart {
  /** The JSON file's name inside the area (`appointments/appointments.json`). */
  name: string;
  table: string;
  query: (userId: string) => SQL;
}

export interface ExportArea {
  area: string;
  title: string;
  parts: ExportPart[];
}

/** `to_jsonb(t)` without the named columns. */
const rowsOfTable = (table: string, where: SQL, omit: readonly string[] = [], alias = 't'): SQL => {
  const strip = omit.length > 0 ? sql.raw(` - array[${omit.map((c) => `'${c}'`).join(',')}]::text[]`) : sql``;
  return sql`select to_jsonb(${sql.raw(alias)})${strip} as row from ${sql.raw(table)} ${sql.raw(alias)} where ${where} order by 1`;
};

/**
 * What a professional's rows hold about their patients' health: left out of the professional's export (it is
 * the patients' data, kept under the professional's duty, not the professional's own).
 */
const PATIENT_WORDS = [
  'symptoms',
  'previous_meds',
  'triage',
  'doctor_notes',
  'relay_note',
  'voice_note_url',
  'report_file_id',
];

export const EXPORT_PLAN: readonly ExportArea[] = [
  {
    area: 'profile',
    title: 'Profile and account',
    parts: [
      {
        name: 'account',
        table: 'users',
        query: (u) =>
          rowsOfTable('users', sql`t.id = ${u}`, [
            'password_hash',
            'two_factor_secret_enc',
            'two_factor_pending_secret_enc',
            'two_factor_last_step',
            'token_version',
          ]),
      },
      {
        name: 'professional-profile',
        table: 'professional_profiles',
        query: (u) =>
          rowsOfTable('professional_profiles', sql`t.user_id = ${u}`, [
            'gov_id_enc',
            'gov_id_hash',
            'search_text',
            'service_area_min_lat',
            'service_area_max_lat',
            'service_area_min_lng',
            'service_area_max_lng',
          ]),
      },
      {
        name: 'profile-changes',
        table: 'profile_change_requests',
        query: (u) => rowsOfTable('profile_change_requests', sql`t.user_id = ${u}`),
      },
      {
        name: 'sessions',
        table: 'sessions',
        query: (u) => rowsOfTable('sessions', sql`t.user_id = ${u}`, ['id']),
      },
      {
        name: 'availability',
        table: 'availability',
        query: (u) => rowsOfTable('availability', sql`t.professional_id = ${u}`),
      },
      {
        name: 'availability-weekly-hours',
        table: 'availability_weekly_hours',
        query: (u) => rowsOfTable('availability_weekly_hours', sql`t.professional_id = ${u}`),
      },
      {
        name: 'availability-exceptions',
        table: 'availability_exceptions',
        query: (u) => rowsOfTable('availability_exceptions', sql`t.professional_id = ${u}`),
      },
      {
        name: 'technician-settings',
        table: 'technician_settings',
        query: (u) => rowsOfTable('technician_settings', sql`t.user_id = ${u}`),
      },
      {
        name: 'weekly-stats',
        table: 'professional_weekly_stats',
        query: (u) => rowsOfTable('professional_weekly_stats', sql`t.professional_id = ${u}`),
      },
      {
        name: 'uploads',
        table: 'files',
        query: (u) => rowsOfTable('files', sql`t.owner_id = ${u}`, ['storage_key']),
      },
    ],
  },
  {
    area: 'appointments',
    title: 'Appointments and the notes written about them',
    parts: [
      {
        name: 'as-patient',
        table: 'appointments',
        query: (u) => rowsOfTable('appointments', sql`t.patient_id = ${u}`, ['reminder_job_ids']),
      },
      {
        name: 'as-professional',
        table: 'appointments',
        query: (u) =>
          rowsOfTable('appointments', sql`t.professional_id = ${u}`, ['reminder_job_ids', ...PATIENT_WORDS]),
      },
      {
        name: 'notes-to-patient',
        table: 'appointment_patient_notes',
        query: (u) =>
          rowsOfTable(
            'appointment_patient_notes',
            sql`t.appointment_id in (select id from appointments where patient_id = ${u})`,
          ),
      },
      {
        name: 'follow-ups',
        table: 'follow_ups',
        query: (u) => rowsOfTable('follow_ups', sql`t.patient_id = ${u} or t.professional_id = ${u}`),
      },
      {
        name: 'video-calls',
        table: 'video_calls',
        query: (u) => rowsOfTable('video_calls', sql`t.patient_id = ${u} or t.professional_id = ${u}`),
      },
      {
        name: 'video-call-participation',
        table: 'video_call_participants',
        query: (u) => rowsOfTable('video_call_participants', sql`t.user_id = ${u}`),
      },
    ],
  },
  {
    area: 'prescriptions',
    title: 'Prescriptions and dose logs',
    parts: [
      {
        name: 'prescriptions',
        table: 'prescriptions',
        query: (u) => rowsOfTable('prescriptions', sql`t.patient_id = ${u}`),
      },
      {
        name: 'prescriptions-written',
        table: 'prescriptions',
        query: (u) =>
          rowsOfTable('prescriptions', sql`t.doctor_id = ${u} and t.patient_id <> ${u}`, [
            'patient_name',
            'patient_age',
            'patient_sex',
            'diagnosis',
            'advice',
          ]),
      },
      {
        name: 'medicines',
        table: 'prescription_medicines',
        query: (u) =>
          rowsOfTable(
            'prescription_medicines',
            sql`t.prescription_id in (select id from prescriptions where patient_id = ${u})`,
          ),
      },
      {
        name: 'dose-logs',
        table: 'dose_logs',
        query: (u) =>
          rowsOfTable(
            'dose_logs',
            sql`t.prescription_id in (select id from prescriptions where patient_id = ${u})`,
          ),
      },
      {
        name: 'dose-times',
        table: 'dose_times',
        query: (u) => rowsOfTable('dose_times', sql`t.patient_id = ${u}`),
      },
    ],
  },
  {
    area: 'records',
    title: 'Health records and lab reports (the documents are in files/)',
    parts: [
      {
        name: 'records',
        table: 'health_records',
        query: (u) => rowsOfTable('health_records', sql`t.owner_id = ${u}`, ['storage_key']),
      },
      {
        name: 'shares',
        table: 'record_shares',
        query: (u) =>
          rowsOfTable(
            'record_shares',
            sql`t.record_id in (select id from health_records where owner_id = ${u})`,
          ),
      },
      {
        name: 'lab-tests',
        table: 'lab_tests',
        query: (u) => rowsOfTable('lab_tests', sql`t.patient_id = ${u}`, ['reminder_job_id']),
      },
      {
        name: 'collections-done',
        table: 'lab_tests',
        query: (u) =>
          rowsOfTable('lab_tests', sql`t.technician_id = ${u} and t.patient_id <> ${u}`, [
            'reminder_job_id',
            'patient_address',
            'report_file_id',
          ]),
      },
    ],
  },
  {
    area: 'payments',
    title: 'Payments, refunds and subscriptions',
    parts: [
      {
        name: 'orders',
        table: 'payment_orders',
        query: (u) => rowsOfTable('payment_orders', sql`t.payer_id = ${u}`),
      },
      { name: 'payments', table: 'payments', query: (u) => rowsOfTable('payments', sql`t.payer_id = ${u}`) },
      {
        name: 'refunds',
        table: 'payment_refunds',
        query: (u) =>
          rowsOfTable(
            'payment_refunds',
            sql`t.payment_id in (select id from payments where payer_id = ${u})`,
          ),
      },
      {
        name: 'pro-subscriptions',
        table: 'pro_subscriptions',
        query: (u) => rowsOfTable('pro_subscriptions', sql`t.user_id = ${u}`),
      },
      {
        name: 'subscription-charges',
        table: 'subscription_charges',
        query: (u) => rowsOfTable('subscription_charges', sql`t.user_id = ${u}`),
      },
      {
        name: 'commissions',
        table: 'appointment_commissions',
        query: (u) => rowsOfTable('appointment_commissions', sql`t.professional_id = ${u}`),
      },
    ],
  },
  {
    area: 'care-fund',
    title: 'Care fund and its ledger',
    parts: [
      {
        name: 'fund',
        table: 'care_funds',
        query: (u) => rowsOfTable('care_funds', sql`t.patient_id = ${u}`),
      },
      {
        name: 'ledger',
        table: 'care_fund_ledger',
        query: (u) => rowsOfTable('care_fund_ledger', sql`t.patient_id = ${u}`),
      },
    ],
  },
  {
    area: 'care-circle',
    title: 'Care circle links',
    parts: [
      {
        name: 'links',
        table: 'care_circle_members',
        query: (u) =>
          rowsOfTable(
            'care_circle_members',
            sql`t.patient_id = ${u} or t.member_user_id = ${u} or t.email = (select email from users where id = ${u})`,
          ),
      },
    ],
  },
  {
    area: 'forum',
    title: 'Forum questions, answers, votes and reports',
    parts: [
      {
        name: 'questions',
        table: 'forum_questions',
        query: (u) =>
          rowsOfTable('forum_questions', sql`t.author_id = ${u}`, ['search_vector', 'search_text']),
      },
      {
        name: 'answers',
        table: 'forum_answers',
        query: (u) => rowsOfTable('forum_answers', sql`t.author_id = ${u}`),
      },
      {
        name: 'question-votes',
        table: 'forum_question_votes',
        query: (u) => rowsOfTable('forum_question_votes', sql`t.user_id = ${u}`),
      },
      {
        name: 'answer-votes',
        table: 'forum_answer_votes',
        query: (u) => rowsOfTable('forum_answer_votes', sql`t.user_id = ${u}`),
      },
      {
        name: 'reports',
        table: 'forum_reports',
        query: (u) => rowsOfTable('forum_reports', sql`t.reporter_id = ${u}`),
      },
    ],
  },
  {
    area: 'support',
    title: 'Support community',
    parts: [
      {
        name: 'profile',
        table: 'support_profiles',
        query: (u) => rowsOfTable('support_profiles', sql`t.user_id = ${u}`),
      },
      {
        name: 'groups',
        table: 'support_members',
        query: (u) => rowsOfTable('support_members', sql`t.user_id = ${u}`),
      },
      {
        name: 'messages',
        table: 'support_messages',
        query: (u) => rowsOfTable('support_messages', sql`t.author_id = ${u}`, ['author_key']),
      },
      {
        name: 'reports',
        table: 'support_reports',
        query: (u) => rowsOfTable('support_reports', sql`t.reporter_id = ${u}`),
      },
      {
        name: 'removals',
        table: 'support_removals',
        query: (u) => rowsOfTable('support_removals', sql`t.user_id = ${u}`),
      },
    ],
  },
  {
    area: 'notifications',
    title: 'Notifications',
    parts: [
      {
        name: 'notifications',
        table: 'notifications',
        query: (u) => rowsOfTable('notifications', sql`t.user_id = ${u}`, ['dedupe_key']),
      },
    ],
  },
  {
    area: 'consents',
    title: 'Consent history',
    parts: [
      {
        name: 'consents',
        table: 'consent_events',
        query: (u) => rowsOfTable('consent_events', sql`t.user_id = ${u}`),
      },
    ],
  },
  {
    area: 'reviews',
    title: 'Reviews written and received',
    parts: [
      { name: 'written', table: 'reviews', query: (u) => rowsOfTable('reviews', sql`t.patient_id = ${u}`) },
      { name: 'received', table: 'reviews', query: (u) => rowsOfTable('reviews', sql`t.provider_id = ${u}`) },
      {
        name: 'reports',
        table: 'review_reports',
        query: (u) => rowsOfTable('review_reports', sql`t.reporter_id = ${u}`),
      },
    ],
  },
  {
    area: 'second-opinions',
    title: 'Second opinions',
    parts: [
      {
        name: 'requests',
        table: 'second_opinion_requests',
        query: (u) => rowsOfTable('second_opinion_requests', sql`t.patient_id = ${u}`),
      },
      {
        name: 'reviewed-as-specialist',
        table: 'second_opinion_requests',
        query: (u) =>
          rowsOfTable('second_opinion_requests', sql`t.specialist_id = ${u} and t.patient_id <> ${u}`, [
            'title',
            'description',
            'medical_history',
            'current_diagnosis',
          ]),
      },
      {
        name: 'files',
        table: 'second_opinion_files',
        query: (u) =>
          rowsOfTable(
            'second_opinion_files',
            sql`t.request_id in (select id from second_opinion_requests where patient_id = ${u})`,
          ),
      },
      {
        name: 'reports',
        table: 'second_opinion_reports',
        query: (u) =>
          rowsOfTable(
            'second_opinion_reports',
            sql`t.request_id in (select id from second_opinion_requests where patient_id = ${u})`,
          ),
      },
      {
        name: 'specialties',
        table: 'second_opinion_specialties',
        query: (u) => rowsOfTable('second_opinion_specialties', sql`t.doctor_id = ${u}`),
      },
    ],
  },
  {
    area: 'ambulance',
    title: 'Ambulance requests and trips',
    parts: [
      {
        name: 'requests',
        table: 'ambulance_requests',
        query: (u) => rowsOfTable('ambulance_requests', sql`t.requester_id = ${u}`, ['tracking_token_hash']),
      },
      {
        name: 'trips-driven',
        table: 'ambulance_requests',
        query: (u) =>
          rowsOfTable(
            'ambulance_requests',
            sql`t.driver_id = ${u} and t.requester_id is distinct from ${u}`,
            [
              'tracking_token_hash',
              'requester_ip',
              'patient_name',
              'contact_number',
              'contact_digits',
              'address',
              'notes',
              'latitude',
              'longitude',
            ],
          ),
      },
      {
        name: 'offers',
        table: 'ambulance_offers',
        query: (u) => rowsOfTable('ambulance_offers', sql`t.driver_id = ${u}`),
      },
      {
        name: 'driver',
        table: 'ambulance_drivers',
        query: (u) => rowsOfTable('ambulance_drivers', sql`t.user_id = ${u}`),
      },
    ],
  },
  {
    area: 'quests',
    title: 'Health quests',
    parts: [
      {
        name: 'enrolments',
        table: 'quest_enrolments',
        query: (u) => rowsOfTable('quest_enrolments', sql`t.patient_id = ${u}`),
      },
      {
        name: 'progress',
        table: 'quest_progress',
        query: (u) =>
          rowsOfTable(
            'quest_progress',
            sql`t.enrolment_id in (select id from quest_enrolments where patient_id = ${u})`,
          ),
      },
    ],
  },
  {
    area: 'assistant',
    title: 'Chat assistant conversations',
    parts: [
      {
        name: 'messages',
        table: 'ai_chat_messages',
        query: (u) => rowsOfTable('ai_chat_messages', sql`t.user_id = ${u}`),
      },
    ],
  },
  {
    area: 'discharge-concierge',
    title: 'Discharge concierge requests',
    parts: [
      {
        name: 'requests',
        table: 'discharge_requests',
        query: (u) => rowsOfTable('discharge_requests', sql`t.user_id = ${u}`),
      },
    ],
  },
  {
    area: 'account-log',
    title: 'Account activity log (actions on your account, without content)',
    parts: [
      {
        name: 'audit-log',
        table: 'audit_log',
        query: (u) => rowsOfTable('audit_log', sql`t.actor_id = ${u} or t.target_user_id = ${u}`),
      },
      {
        name: 'exports',
        table: 'privacy_exports',
        query: (u) => rowsOfTable('privacy_exports', sql`t.user_id = ${u}`, ['storage_key']),
      },
      {
        name: 'erasures',
        table: 'erasure_requests',
        query: (u) => rowsOfTable('erasure_requests', sql`t.user_id = ${u}`),
      },
    ],
  },
];

/** Tables with a column referencing users that the export leaves out on purpose, and why. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  password_reset_tokens: 'secret token hashes, valid for an hour',
  two_factor_challenges: 'a sign-in step in progress, kept minutes',
  two_factor_recovery_codes: 'secret code hashes',
  announcements: "written by admins as the platform's own notices",
  demo_availability_rolled: "the demo seed's own bookkeeping, for demo accounts only",
};

export async function exportRows(db: Database | Tx, part: ExportPart, userId: string): Promise<unknown[]> {
  const rows = rowsOf<{ row: Record<string, unknown> }>(await db.execute(part.query(userId)));
  if (rows.length === 0) return [];
  // jsonb orders keys by length; a reader expects the table's own column order.
  const order = rowsOf<{ column_name: string }>(
    await db.execute(sql`select column_name from information_schema.columns
      where table_schema = 'public' and table_name = ${part.table} order by ordinal_position`),
  ).map((c) => c.column_name);
  return rows.map(({ row }) => Object.fromEntries(order.filter((c) => c in row).map((c) => [c, row[c]])));
}

export interface ExportFile {
  /** Where it goes in the ZIP, under files/. */
  path: string;
  storageKey: string;
  contentType: string;
}

/**
 * The stored documents that belong in a person's export: their uploads and records, their lab reports and
 * second-opinion files; not what they uploaded as a professional into a patient's care (voice notes, reports).
 */
export async function exportFiles(db: Database | Tx, userId: string): Promise<ExportFile[]> {
  const rows = rowsOf<{
    kind: string;
    id: string;
    name: string | null;
    storage_key: string;
    content_type: string;
  }>(
    await db.execute(sql`
      select 'record' as kind, id, name, storage_key, content_type
        from health_records where owner_id = ${userId} and storage_key is not null
      union all
      select f.purpose as kind, f.id, null as name, f.storage_key, f.content_type
        from files f
       where (f.owner_id = ${userId}
              -- what they uploaded into other people's care is those people's: not in their export
              and f.purpose <> 'voice-note'
              and f.id not in (select report_file_id from lab_tests
                                where patient_id <> ${userId} and report_file_id is not null)
              and f.id not in (select sf.file_id from second_opinion_files sf
                                 join second_opinion_requests r on r.id = sf.request_id where r.patient_id <> ${userId}))
          or f.id in (select report_file_id from lab_tests where patient_id = ${userId} and report_file_id is not null)
          or f.id in (select sf.file_id from second_opinion_files sf
                        join second_opinion_requests r on r.id = sf.request_id where r.patient_id = ${userId})
      order by 1, 2`),
  );
  const seen = new Set<string>();
  const out: ExportFile[] = [];
  for (const r of rows) {
    if (seen.has(r.storage_key)) continue;
    seen.add(r.storage_key);
    const ext = extensionFor(r.content_type);
    const base = r.name ? safeName(r.name) : `${r.id}${ext}`;
    out.push({
      path: `files/${r.kind}/${r.name ? `${r.id.slice(0, 8)}-${base}` : base}`,
      storageKey: r.storage_key,
      contentType: r.content_type,
    });
  }
  return out;
}

function extensionFor(contentType: string): string {
  const map: Record<string, string> = {
    'application/pdf': '.pdf',
    'image/png': '.png',
    'image/jpeg': '.jpg',
    'image/webp': '.webp',
    'audio/webm': '.webm',
    'audio/mpeg': '.mp3',
    'audio/ogg': '.ogg',
    'audio/wav': '.wav',
  };
  return map[contentType] ?? '';
}

/** A file name safe inside a ZIP on every system: no path separators or control characters. */
function safeName(name: string): string {
  const cleaned = name
    .split('')
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || '/\\:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/^\.+/, '_')
    .slice(0, 120);
  return cleaned || 'document';
}
