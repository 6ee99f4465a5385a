import { createHash } from 'node:crypto';
import type { SupportGroupCategory } from '@arogya/contract/constants/support';
import { mentionsSelfHarm, SUPPORT_REPORT_HIDE_THRESHOLD } from '@arogya/contract/constants/support';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  supportGroups,
  supportMembers,
  supportMessages,
  supportProfiles,
  supportReports,
} from '../schema/support';
import { stableUuid } from './stable-id';

/**
 * The support community on a fresh start: the ten groups (one per category) with conversations over the
 * last days, Priya a member of two (Diabetes, Mental Health), the other demo patients in several, and
 * messages waiting for the demo nurse (one hidden by three reports, one reported once, one that mentions
 * self-harm). Voices beyond the demo patients are former members (no account: `author_id` is null).
 * Deterministic and idempotent; counts are recomputed from the rows.
 */

export interface DemoSupportPeople {
  priyaId: string;
  rahulId: string;
  ananyaId: string;
  meeraId: string;
}

type Person = keyof DemoSupportPeople;

interface Line {
  /** A demo patient, or the anonymous name of a former member. */
  by: Person | { former: string };
  text: string;
  /** Days and hours before the seed's now. */
  ago: [days: number, hours: number];
  reportedBy?: Person[];
}

interface DemoGroup {
  name: string;
  category: SupportGroupCategory;
  description: string;
  members: Person[];
  lines: Line[];
  isActive?: boolean;
}

const NAMES: Record<Person, string> = {
  priyaId: 'Gentle Lotus 27',
  rahulId: 'Steady Banyan 61',
  ananyaId: 'Bright Koel 14',
  meeraId: 'Calm Heron 42',
};

const GROUPS: DemoGroup[] = [
  {
    name: 'Diabetes Daily',
    category: 'Diabetes',
    description:
      'Sugar levels, food swaps, insulin and the small wins of living with type 1 and type 2 diabetes.',
    members: ['priyaId', 'rahulId', 'ananyaId'],
    lines: [
      {
        by: 'rahulId',
        text: 'Fasting sugar was 168 this morning even after a light dinner. Anyone else see this dawn effect?',
        ago: [4, 9],
      },
      {
        by: { former: 'Kind Myna 33' },
        text: 'Yes! My doctor moved my long-acting insulin to bedtime and it helped a lot.',
        ago: [4, 8],
      },
      {
        by: 'priyaId',
        text: 'A 15-minute walk after dinner brought mine down by about 20 points. Worth a try.',
        ago: [3, 20],
      },
      {
        by: 'ananyaId',
        text: 'Switched my morning poha for besan chilla with vegetables. Post-meal readings much better.',
        ago: [2, 6],
      },
      { by: 'rahulId', text: 'Thanks all. Walked after dinner two nights in a row: 142 today!', ago: [1, 3] },
      {
        by: { former: 'Wise Owl 58' },
        text: 'Buy cheap glucose tablets and get free insulin here, message me on WhatsApp',
        ago: [0, 5],
        reportedBy: ['priyaId', 'rahulId', 'ananyaId'],
      },
      {
        by: 'priyaId',
        text: 'Diwali sweets are going to be hard this year. Planning small portions and more walks.',
        ago: [0, 2],
      },
    ],
  },
  {
    name: 'Mind Matters',
    category: 'Mental Health',
    description: 'A gentle space for anxiety, depression, stress and the days that feel heavy.',
    members: ['priyaId', 'meeraId', 'ananyaId'],
    lines: [
      {
        by: 'meeraId',
        text: 'Exam season for my son and my anxiety is through the roof. How do you switch off at night?',
        ago: [5, 10],
      },
      {
        by: 'priyaId',
        text: 'Box breathing before bed: in for 4, hold 4, out for 4, hold 4. It sounds simple but it works for me.',
        ago: [5, 8],
      },
      {
        by: { former: 'Quiet Crane 19' },
        text: 'Journalling three things that went okay today. Even tiny things count.',
        ago: [3, 12],
      },
      {
        by: 'ananyaId',
        text: 'Started therapy last month. First two sessions were awkward, now I look forward to them.',
        ago: [2, 4],
      },
      {
        by: { former: 'Humble Deer 71' },
        text: 'Some nights I feel there is no reason to live. I do not know who to talk to.',
        ago: [0, 7],
      },
      {
        by: 'meeraId',
        text: 'We are here for you. Please call Tele-MANAS at 14416, they are kind and it is free.',
        ago: [0, 6],
      },
    ],
  },
  {
    name: 'Living with Chronic Pain',
    category: 'Chronic Pain',
    description: 'Back pain, fibromyalgia, migraines: pacing, flare plans and being believed.',
    members: ['rahulId', 'meeraId'],
    lines: [
      {
        by: 'rahulId',
        text: 'Lower back flare after a long train commute. Heat pack and gentle stretches today.',
        ago: [6, 5],
      },
      {
        by: { former: 'Soft Otter 25' },
        text: 'Pacing changed my life: I split chores into 20-minute blocks with rests.',
        ago: [4, 3],
      },
      {
        by: 'meeraId',
        text: 'The physiotherapist taught me cat-cow and pelvic tilts. Ten minutes every morning.',
        ago: [2, 2],
      },
    ],
  },
  {
    name: 'Heart Health Circle',
    category: 'Heart Disease',
    description:
      'After a heart attack, with hypertension or heart failure: recovery, medicines and confidence.',
    members: ['rahulId', 'ananyaId'],
    lines: [
      {
        by: { former: 'Strong Tiger 47' },
        text: 'Six months after my angioplasty. Cardiac rehab classes gave me my confidence back.',
        ago: [5, 6],
      },
      {
        by: 'rahulId',
        text: 'My BP is steady at 128/82 with less salt. Rock salt is still salt, my doctor reminded me!',
        ago: [3, 7],
      },
      { by: 'ananyaId', text: 'Any tips for remembering evening tablets? I keep missing them.', ago: [1, 9] },
      { by: 'rahulId', text: 'A pill box by the toothbrush. Never missed since.', ago: [1, 8] },
    ],
  },
  {
    name: 'Cancer Care Companions',
    category: 'Cancer',
    description: 'Patients and survivors sharing treatment days, side effects and hope.',
    members: ['meeraId'],
    lines: [
      {
        by: { former: 'Brave Swan 36' },
        text: 'Chemo cycle 4 of 6 done. Ginger tea helps with the nausea.',
        ago: [4, 11],
      },
      {
        by: 'meeraId',
        text: 'Three years cancer-free this week. Sending strength to everyone mid-treatment.',
        ago: [2, 9],
      },
      {
        by: { former: 'Hopeful Robin 52' },
        text: 'That gives me so much hope. Thank you for sharing.',
        ago: [2, 7],
      },
    ],
  },
  {
    name: 'Arthritis Allies',
    category: 'Arthritis',
    description: 'Osteoarthritis and rheumatoid arthritis: joints, mornings, movement and medicines.',
    members: ['ananyaId', 'meeraId'],
    lines: [
      {
        by: 'ananyaId',
        text: 'Morning stiffness in my fingers lasts an hour. Warm water soak helps a little.',
        ago: [3, 10],
      },
      {
        by: { former: 'Warm Falcon 63' },
        text: 'Swimming twice a week made my knees much happier than walking did.',
        ago: [2, 11],
      },
      { by: 'meeraId', text: 'Cold weather coming in Delhi. Time to dig out the knee warmers.', ago: [0, 9] },
    ],
  },
  {
    name: 'Breathe Easy',
    category: 'Respiratory Conditions',
    description: 'Asthma, COPD and allergies, especially through pollution season.',
    members: ['rahulId'],
    lines: [
      {
        by: 'rahulId',
        text: 'AQI is 380 today. Keeping windows shut and the reliever inhaler close.',
        ago: [1, 6],
      },
      {
        by: { former: 'Clear Dolphin 28' },
        text: 'An N95 on my morning walk made a real difference to my wheezing.',
        ago: [1, 4],
      },
      {
        by: { former: 'Sunny Peacock 84' },
        text: 'Remember to rinse your mouth after the steroid inhaler.',
        ago: [0, 8],
      },
    ],
  },
  {
    name: 'Neuro Network',
    category: 'Neurological Disorders',
    description: 'Epilepsy, Parkinson’s, migraine and stroke recovery.',
    members: ['ananyaId'],
    lines: [
      {
        by: { former: 'Patient Panda 16' },
        text: 'My father’s speech therapy after his stroke is slowly working. Small words every week.',
        ago: [5, 4],
      },
      {
        by: 'ananyaId',
        text: 'Migraine diary app helped me find my triggers: skipped meals and bright screens.',
        ago: [3, 5],
      },
    ],
  },
  {
    name: 'Autoimmune Warriors',
    category: 'Autoimmune Diseases',
    description: 'Lupus, thyroid, psoriasis and other autoimmune conditions.',
    members: ['meeraId', 'ananyaId'],
    lines: [
      {
        by: 'meeraId',
        text: 'Hypothyroid for ten years. Taking thyroxine on an empty stomach really matters.',
        ago: [4, 7],
      },
      {
        by: { former: 'Graceful Kingfisher 39' },
        text: 'Lupus fatigue is real. Resting is not laziness.',
        ago: [2, 5],
      },
      {
        by: 'ananyaId',
        text: 'This group is useless, all of you are fools',
        ago: [0, 4],
        reportedBy: ['meeraId'],
      },
    ],
  },
  {
    name: 'General Wellness Corner',
    category: 'General Health',
    description: 'Sleep, food, movement and everyday health questions.',
    members: ['rahulId', 'meeraId'],
    isActive: false,
    lines: [
      { by: 'rahulId', text: 'What time do you all stop screens before sleep?', ago: [7, 10] },
      { by: 'meeraId', text: 'An hour before bed, and a cup of warm haldi doodh.', ago: [7, 8] },
    ],
  },
];

const HOUR_MS = 3_600_000;
const groupId = (name: string) => stableUuid(`demo-support-group:${name}`);
const saltOf = (name: string) =>
  createHash('sha256').update(`demo-support-salt:${name}`).digest('hex').slice(0, 32);
const keyOf = (salt: string, userId: string) =>
  createHash('sha256').update(`${salt}:${userId}`).digest('base64url').slice(0, 16);

export async function seedDemoSupport(db: Database, people: DemoSupportPeople, now: Date): Promise<void> {
  await db
    .insert(supportProfiles)
    .values(
      (Object.keys(NAMES) as Person[]).map((p) => ({
        userId: people[p],
        displayName: NAMES[p],
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();

  for (const g of GROUPS) {
    const id = groupId(g.name);
    const salt = saltOf(g.name);
    await db
      .insert(supportGroups)
      .values({
        id,
        name: g.name,
        description: g.description,
        category: g.category,
        isActive: g.isActive ?? true,
        keySalt: salt,
        createdAt: new Date(now.getTime() - 30 * 24 * HOUR_MS),
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [stored] = await db
      .select({ keySalt: supportGroups.keySalt })
      .from(supportGroups)
      .where(eq(supportGroups.id, id));
    if (!stored) continue; // a group of that name made by hand: leave it alone
    const joinedAt = new Date(now.getTime() - 10 * 24 * HOUR_MS);
    await db
      .insert(supportMembers)
      .values(
        g.members.map((p) => ({
          id: stableUuid(`demo-support-member:${g.name}:${p}`),
          groupId: id,
          userId: people[p],
          joinedAt,
        })),
      )
      .onConflictDoNothing();

    for (const [i, line] of g.lines.entries()) {
      const messageId = stableUuid(`demo-support-message:${g.name}:${i}`);
      const authorId = typeof line.by === 'string' ? people[line.by] : null;
      const author =
        typeof line.by === 'string' ? people[line.by] : stableUuid(`demo-support-former:${line.by.former}`);
      const reports = line.reportedBy ?? [];
      const safety = mentionsSelfHarm(line.text);
      await db
        .insert(supportMessages)
        .values({
          id: messageId,
          groupId: id,
          authorId,
          authorKey: keyOf(stored.keySalt, author),
          displayName: typeof line.by === 'string' ? NAMES[line.by] : line.by.former,
          content: line.text,
          reportCount: reports.length,
          safetyFlag: safety,
          needsReview: safety || reports.length > 0,
          hidden: reports.length >= SUPPORT_REPORT_HIDE_THRESHOLD,
          createdAt: new Date(now.getTime() - (line.ago[0] * 24 + line.ago[1]) * HOUR_MS),
        })
        .onConflictDoNothing();
      if (reports.length > 0) {
        await db
          .insert(supportReports)
          .values(
            reports.map((p) => ({
              messageId,
              reporterId: people[p],
              reason: 'Spam or abuse',
              createdAt: now,
            })),
          )
          .onConflictDoNothing();
      }
    }
    await db
      .update(supportGroups)
      .set({
        memberCount: sql`(select count(*)::int from ${supportMembers} where ${supportMembers.groupId} = ${id})`,
        messageCount: sql`(select count(*)::int from ${supportMessages} where ${supportMessages.groupId} = ${id} and ${supportMessages.removedAt} is null)`,
      })
      .where(eq(supportGroups.id, id));
  }
}
