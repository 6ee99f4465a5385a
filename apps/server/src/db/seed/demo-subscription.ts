import { feeFor } from '@arogya/contract/constants/appointments';
import { CITIES, CITY_CENTRES, DOCTOR_SEARCH_SPECIALTIES } from '@arogya/contract/constants/directory';
import { rupeesToPaise } from '@arogya/contract/constants/payments';
import {
  COMMISSION_BPS,
  commissionPaise,
  PRO_PERIOD_DAYS,
  PRO_PRICE_PAISE,
} from '@arogya/contract/constants/subscription';
import { addDays, indiaDate, slotStart } from '@arogya/contract/india-time';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../client';
import { appointments } from '../schema/appointments';
import { demandCells } from '../schema/demand';
import { paymentOrders, payments } from '../schema/payments';
import {
  appointmentCommissions,
  professionalWeeklyStats,
  proSubscriptions,
  subscriptionCharges,
} from '../schema/subscription';
import { professionalProfiles } from '../schema/users';
import { createRng, mixSeed } from './prng';
import { stableUuid } from './stable-id';

/**
 * Demo data of the Pro subscription (issue 13): Dr. Mehta and Nurse Fernandes are Pro with active
 * test-mode subscriptions and a charge per month in their payment history; Dr. Kapoor's Pro was cancelled
 * and has expired. Completed visits over six months with their commission (15 % while Pro at booking,
 * 20 % before), twelve weeks of profile analytics, and searches across the seven cities for the heatmap.
 * Stable ids, dates relative to "now"; rows that exist are left alone, so a restart adds nothing twice.
 */

const DAY = 86_400_000;
const PERIOD = PRO_PERIOD_DAYS * DAY;
const DESCRIPTION = 'Arogya Pro — monthly plan';

export interface DemoSubscriptionPeople {
  mehtaId: string;
  fernandesId: string;
  kapoorId: string;
  /** The patient of the past visits (the other demo patients keep their own appointment lists). */
  patientId: string;
}

const providerIdFor = (prefix: 'sub' | 'order' | 'pay', key: string) =>
  `${prefix}_Demo${stableUuid(`demo-subscription:${prefix}:${key}`).replaceAll('-', '').slice(0, 10)}`;

interface DemoPlan {
  key: string;
  userId: string;
  /** Days ago the first period started. */
  startedDaysAgo: number;
  periods: number;
  cancelled: boolean;
}

async function seedSubscription(tx: Tx, plan: DemoPlan, now: Date): Promise<void> {
  const start = new Date(now.getTime() - plan.startedDaysAgo * DAY);
  const end = new Date(start.getTime() + plan.periods * PERIOD);
  const expired = end.getTime() <= now.getTime();
  const status = expired ? 'cancelled' : 'active';
  const [sub] = await tx
    .insert(proSubscriptions)
    .values({
      id: stableUuid(`demo-subscription:${plan.key}`),
      userId: plan.userId,
      providerSubscriptionId: providerIdFor('sub', plan.key),
      planId: 'pro_monthly',
      mode: 'test',
      status,
      currentPeriodStart: new Date(end.getTime() - PERIOD),
      currentPeriodEnd: end,
      cancelAtPeriodEnd: plan.cancelled,
      createdAt: start,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!sub) return;
  for (let i = 0; i < plan.periods; i++) {
    const periodStart = new Date(start.getTime() + i * PERIOD);
    const key = `${plan.key}:${i}`;
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        id: stableUuid(`demo-subscription:order:${key}`),
        providerOrderId: providerIdFor('order', key),
        payerId: plan.userId,
        type: 'pro_subscription',
        referenceId: sub.providerSubscriptionId,
        amountPaise: PRO_PRICE_PAISE,
        status: 'paid',
        description: DESCRIPTION,
        mode: 'test',
        createdAt: periodStart,
        updatedAt: periodStart,
      })
      .returning({ id: paymentOrders.id });
    const [payment] = await tx
      .insert(payments)
      .values({
        id: stableUuid(`demo-subscription:payment:${key}`),
        orderId: order!.id,
        providerPaymentId: providerIdFor('pay', key),
        payerId: plan.userId,
        type: 'pro_subscription',
        referenceId: sub.providerSubscriptionId,
        amountPaise: PRO_PRICE_PAISE,
        status: 'success',
        description: DESCRIPTION,
        createdAt: periodStart,
      })
      .returning({ id: payments.id });
    await tx.insert(subscriptionCharges).values({
      id: stableUuid(`demo-subscription:charge:${key}`),
      subscriptionId: sub.id,
      userId: plan.userId,
      paymentId: payment!.id,
      providerPaymentId: providerIdFor('pay', key),
      amountPaise: PRO_PRICE_PAISE,
      periodStart,
      periodEnd: new Date(periodStart.getTime() + PERIOD),
      createdAt: periodStart,
    });
  }
  await tx
    .update(professionalProfiles)
    .set({
      subscriptionTier: expired ? 'free' : 'pro',
      subscriptionStatus: status,
      subscriptionExpiresAt: end,
    })
    .where(eq(professionalProfiles.userId, plan.userId));
}

/** Completed visits on past days (one a day at most, at the first slot): the earnings history. */
async function seedVisits(
  db: Database,
  who: {
    key: string;
    userId: string;
    role: 'doctor' | 'nurse';
    proSinceDaysAgo: number | null;
    proUntilDaysAgo: number;
  },
  patientId: string,
  now: Date,
): Promise<void> {
  const rng = createRng(mixSeed(13, who.key.length, who.key.charCodeAt(0)));
  const today = indiaDate(now);
  const bookingType = who.role === 'doctor' ? 'In-Home Visit' : 'Nurse Assignment';
  const time = who.role === 'doctor' ? '11:00 AM' : '09:00 AM';
  const fee = rupeesToPaise(feeFor(bookingType));
  const rows: (typeof appointments.$inferInsert)[] = [];
  const commissions: (typeof appointmentCommissions.$inferInsert)[] = [];
  for (let daysAgo = 175; daysAgo >= 12; daysAgo -= rng.int(4, 9)) {
    const date = addDays(today, -daysAgo);
    const startsAt = slotStart(date, time);
    const bookedAt = new Date(startsAt.getTime() - 3 * DAY);
    const completedAt = new Date(startsAt.getTime() + 60 * 60_000);
    const id = stableUuid(`demo-visit:${who.key}:${date}`);
    const bookedDaysAgo = (now.getTime() - bookedAt.getTime()) / DAY;
    const pro =
      who.proSinceDaysAgo !== null &&
      bookedDaysAgo <= who.proSinceDaysAgo &&
      bookedDaysAgo > who.proUntilDaysAgo;
    const rateBps = pro ? COMMISSION_BPS.pro : COMMISSION_BPS.standard;
    const commission = commissionPaise(fee, rateBps);
    rows.push({
      id,
      patientId,
      professionalId: who.userId,
      professionalRole: who.role,
      appointmentDate: date,
      appointmentTime: time,
      bookingType,
      status: 'Completed',
      symptoms: 'Routine home visit.',
      feePaise: fee,
      paymentMethod: 'external',
      paymentStatus: 'paid',
      doctorNotes: 'Visit completed; no concerns.',
      completedAt,
      createdAt: bookedAt,
      updatedAt: completedAt,
    });
    commissions.push({
      appointmentId: id,
      professionalId: who.userId,
      grossPaise: fee,
      rateBps,
      commissionPaise: commission,
      netPaise: fee - commission,
      proAtBooking: pro,
      completedAt,
      createdAt: completedAt,
    });
  }
  await db.insert(appointments).values(rows).onConflictDoNothing();
  await db.insert(appointmentCommissions).values(commissions).onConflictDoNothing();
}

/** Completed visits of the demo professionals that have no commission yet (the other seeds' visits). */
async function backfillCommissions(db: Database, professionalId: string, proAt: (at: Date) => boolean) {
  const rows = await db
    .select({
      id: appointments.id,
      feePaise: appointments.feePaise,
      createdAt: appointments.createdAt,
      completedAt: appointments.completedAt,
    })
    .from(appointments)
    .leftJoin(appointmentCommissions, eq(appointmentCommissions.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.professionalId, professionalId),
        eq(appointments.status, 'Completed'),
        isNull(appointmentCommissions.appointmentId),
      ),
    );
  for (const r of rows) {
    const pro = proAt(r.createdAt);
    const rateBps = pro ? COMMISSION_BPS.pro : COMMISSION_BPS.standard;
    const commission = commissionPaise(r.feePaise, rateBps);
    await db
      .insert(appointmentCommissions)
      .values({
        appointmentId: r.id,
        professionalId,
        grossPaise: r.feePaise,
        rateBps,
        commissionPaise: commission,
        netPaise: r.feePaise - commission,
        proAtBooking: pro,
        completedAt: r.completedAt ?? r.createdAt,
        createdAt: r.completedAt ?? r.createdAt,
      })
      .onConflictDoNothing();
  }
}

/** Twelve weeks of search appearances and profile views, rising for the Pro members. */
async function seedAnalytics(db: Database, ids: readonly { userId: string; pro: boolean }[], now: Date) {
  const today = indiaDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  const rows: (typeof professionalWeeklyStats.$inferInsert)[] = [];
  ids.forEach(({ userId, pro }, n) => {
    const rng = createRng(mixSeed(1313, n));
    for (let w = 1; w <= 12; w++) {
      const boost = pro ? 1 + (12 - w) / 8 : 1;
      const appearances = Math.round((60 + rng.int(0, 40)) * boost);
      rows.push({
        professionalId: userId,
        week: addDays(monday, -7 * w),
        searchAppearances: appearances,
        profileViews: Math.round(appearances * (0.12 + rng.next() * 0.1)),
      });
    }
  });
  await db.insert(professionalWeeklyStats).values(rows).onConflictDoNothing();
}

/** Searches of the last three weeks around each city (about 5 km cells), busiest in the big cities. */
async function seedDemand(db: Database, now: Date) {
  const today = indiaDate(now);
  const rows: (typeof demandCells.$inferInsert)[] = [];
  const specialties = ['', ...DOCTOR_SEARCH_SPECIALTIES.slice(0, 5), 'Elder Care'];
  CITIES.forEach((city, c) => {
    const centre = CITY_CENTRES[city];
    const weight = [3, 3, 2.5, 1.5, 1, 2, 1.8][c] ?? 1;
    const rng = createRng(mixSeed(2626, c));
    for (let k = 0; k < 6; k++) {
      const lat = Math.round((centre.lat + (rng.next() - 0.5) * 0.3) * 20) / 20;
      const lng = Math.round((centre.lng + (rng.next() - 0.5) * 0.3) * 20) / 20;
      const specialty = specialties[rng.int(0, specialties.length - 1)] ?? '';
      for (let d = 1; d <= 21; d += 2) {
        rows.push({
          cell: `geo:${lat.toFixed(2)}:${lng.toFixed(2)}`,
          lat,
          lng,
          city,
          specialty,
          day: addDays(today, -d),
          searches: Math.max(1, Math.round(rng.int(0, 3) * weight)),
        });
      }
    }
  });
  await db.insert(demandCells).values(rows).onConflictDoNothing();
}

export async function seedDemoSubscriptions(db: Database, people: DemoSubscriptionPeople, now: Date) {
  const plans: DemoPlan[] = [
    { key: 'mehta', userId: people.mehtaId, startedDaysAgo: 95, periods: 4, cancelled: false },
    { key: 'fernandes', userId: people.fernandesId, startedDaysAgo: 40, periods: 2, cancelled: false },
    { key: 'kapoor', userId: people.kapoorId, startedDaysAgo: 65, periods: 2, cancelled: true },
  ];
  await db.transaction(async (tx) => {
    for (const plan of plans) await seedSubscription(tx, plan, now);
  });
  const visits = [
    {
      key: 'mehta',
      userId: people.mehtaId,
      role: 'doctor' as const,
      proSinceDaysAgo: 95,
      proUntilDaysAgo: -1,
    },
    {
      key: 'fernandes',
      userId: people.fernandesId,
      role: 'nurse' as const,
      proSinceDaysAgo: 40,
      proUntilDaysAgo: -1,
    },
    {
      key: 'kapoor',
      userId: people.kapoorId,
      role: 'doctor' as const,
      proSinceDaysAgo: 65,
      proUntilDaysAgo: 5,
    },
  ];
  for (const v of visits) await seedVisits(db, v, people.patientId, now);
  await backfillCommissions(db, people.mehtaId, (at) => at.getTime() >= now.getTime() - 95 * DAY);
  await seedAnalytics(
    db,
    [
      { userId: people.mehtaId, pro: true },
      { userId: people.fernandesId, pro: true },
      { userId: people.kapoorId, pro: false },
    ],
    now,
  );
  await seedDemand(db, now);
}
