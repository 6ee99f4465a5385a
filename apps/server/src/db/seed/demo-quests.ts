import type { QuestCategory, QuestKind } from '@arogya/contract/constants/quests';
import { addDays, indiaDate } from '@arogya/contract/india-time';
import type { Database } from '../client';
import { questEnrolments, questProgress, quests } from '../schema/quests';
import { stableUuid } from './stable-id';

interface DemoQuest {
  slug: string;
  title: string;
  description: string;
  category: QuestCategory;
  kind?: QuestKind;
  points: number;
  durationDays: number;
  badge: string;
  unit?: string;
}

/** The starting catalogue of Health Quests (decision 040). */
export const DEMO_QUESTS: readonly DemoQuest[] = [
  {
    slug: 'walk-30-minutes',
    title: 'Walk 30 minutes a day for 7 days',
    description: 'A brisk walk of at least 30 minutes each day — in one go or in two 15-minute walks.',
    category: 'fitness',
    points: 70,
    durationDays: 7,
    badge: 'Daily Walker',
    unit: 'minutes',
  },
  {
    slug: 'every-dose-14-days',
    title: 'Take every dose for 14 days',
    description:
      'Take every dose of your prescriptions on time for 14 days. It counts itself from the doses you mark as taken in My Prescriptions.',
    category: 'education',
    kind: 'adherence',
    points: 150,
    durationDays: 14,
    badge: 'On Track',
  },
  {
    slug: 'water-8-glasses',
    title: 'Drink 8 glasses of water a day for 7 days',
    description: 'Keep a bottle nearby and aim for 8 glasses (about 2 litres) of water every day.',
    category: 'nutrition',
    points: 60,
    durationDays: 7,
    badge: 'Well Hydrated',
    unit: 'glasses',
  },
  {
    slug: 'five-a-day',
    title: 'Eat 5 portions of fruit and vegetables for 5 days',
    description: 'Add a fruit to breakfast and a sabzi or salad to each meal to reach five portions a day.',
    category: 'nutrition',
    points: 50,
    durationDays: 5,
    badge: 'Five a Day',
    unit: 'portions',
  },
  {
    slug: 'no-sugary-drinks',
    title: 'Skip sugary drinks for 10 days',
    description:
      'No cold drinks, packaged juices or extra sugar in tea — water, buttermilk or nimbu pani instead.',
    category: 'nutrition',
    points: 80,
    durationDays: 10,
    badge: 'Sugar Smart',
  },
  {
    slug: 'morning-stretch',
    title: 'Stretch for 10 minutes every morning for 7 days',
    description: 'Gentle stretches for the neck, shoulders, back and legs before the day begins.',
    category: 'fitness',
    points: 50,
    durationDays: 7,
    badge: 'Flexible',
    unit: 'minutes',
  },
  {
    slug: 'take-the-stairs',
    title: 'Take the stairs every day for 5 days',
    description: 'Choose the stairs over the lift at least once a day, at your own pace.',
    category: 'fitness',
    points: 40,
    durationDays: 5,
    badge: 'Stair Climber',
  },
  {
    slug: 'deep-breathing',
    title: 'Practise 5 minutes of deep breathing for 7 days',
    description: 'Breathe in for four counts, hold for four, breathe out for six. Five quiet minutes a day.',
    category: 'mental-health',
    points: 50,
    durationDays: 7,
    badge: 'Calm Mind',
    unit: 'minutes',
  },
  {
    slug: 'sleep-7-hours',
    title: 'Sleep 7 hours a night for 7 days',
    description: 'Keep a regular bedtime, put the phone away 30 minutes before, and aim for 7 hours.',
    category: 'mental-health',
    points: 70,
    durationDays: 7,
    badge: 'Well Rested',
    unit: 'hours',
  },
  {
    slug: 'three-good-things',
    title: 'Write down three good things for 7 days',
    description: 'Each evening, note three things that went well today, however small.',
    category: 'mental-health',
    points: 40,
    durationDays: 7,
    badge: 'Grateful',
  },
  {
    slug: 'call-someone',
    title: 'Call a friend or relative every day for 5 days',
    description: 'A short call to someone you care about — staying connected is good for health.',
    category: 'social',
    points: 40,
    durationDays: 5,
    badge: 'Connected',
  },
  {
    slug: 'family-walk',
    title: 'Take a walk with a family member for 3 days',
    description: 'Invite someone at home for an evening walk together.',
    category: 'social',
    points: 30,
    durationDays: 3,
    badge: 'Walking Together',
  },
  {
    slug: 'learn-stroke-signs',
    title: 'Learn the signs of a stroke in 3 days',
    description:
      'Face drooping, Arm weakness, Speech difficulty — Time to call 112. Read them and explain them to one person each day.',
    category: 'education',
    points: 30,
    durationDays: 3,
    badge: 'Stroke Aware',
  },
  {
    slug: 'check-blood-pressure',
    title: 'Check your blood pressure every day for 7 days',
    description: 'Measure at the same time each day, seated and rested, and keep a note for your doctor.',
    category: 'education',
    points: 60,
    durationDays: 7,
    badge: 'BP Tracker',
  },
];

export function demoQuestId(slug: string): string {
  return stableUuid(`demo-quest:${slug}`);
}

/**
 * Seeds the catalogue under stable ids (an admin's edits and deletions survive a restart), and when the
 * demo patient exists, two of her quests: a walk under way and a finished family walk with its points.
 */
export async function seedDemoQuests(
  db: Database,
  people: { patientId: string } | null,
  now: Date,
): Promise<void> {
  await db
    .insert(quests)
    .values(
      DEMO_QUESTS.map((q, i) => {
        // One second apart in catalogue order: the catalogue lists oldest first.
        const at = new Date(now.getTime() - (DEMO_QUESTS.length - i) * 1000);
        return {
          id: demoQuestId(q.slug),
          slug: q.slug,
          title: q.title,
          description: q.description,
          category: q.category,
          kind: q.kind ?? 'manual',
          points: q.points,
          durationDays: q.durationDays,
          badge: q.badge,
          unit: q.unit ?? null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing({ target: quests.id });
  if (!people) return;

  const today = indiaDate(now);
  const enrol = async (
    slug: string,
    acceptedDaysAgo: number,
    loggedDaysAgo: number[],
    completed: boolean,
  ) => {
    const id = stableUuid(`demo-quest-enrolment:${slug}:${people.patientId}`);
    const quest = DEMO_QUESTS.find((q) => q.slug === slug)!;
    const inserted = await db
      .insert(questEnrolments)
      .values({
        id,
        questId: demoQuestId(slug),
        patientId: people.patientId,
        acceptedOn: addDays(today, -acceptedDaysAgo),
        acceptedAt: new Date(now.getTime() - acceptedDaysAgo * 86_400_000),
        completedAt: completed ? new Date(now.getTime() - (loggedDaysAgo.at(-1) ?? 0) * 86_400_000) : null,
        pointsAwarded: completed ? quest.points : 0,
      })
      .onConflictDoNothing()
      .returning({ id: questEnrolments.id });
    if (inserted.length === 0) return;
    await db.insert(questProgress).values(
      loggedDaysAgo.map((ago) => ({
        enrolmentId: id,
        day: addDays(today, -ago),
        value: quest.unit ? 30 + ago : null,
        createdAt: new Date(now.getTime() - ago * 86_400_000),
      })),
    );
  };
  await enrol('walk-30-minutes', 3, [3, 2, 1], false);
  await enrol('family-walk', 8, [8, 7, 6], true);
}
