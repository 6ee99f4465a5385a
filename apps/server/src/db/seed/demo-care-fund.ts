import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { fill } from '@arogya/contract/messages/fill';
import type { Database } from '../client';
import { careFundLedger } from '../schema/care';
import { careFunds, paymentOrders, payments } from '../schema/payments';
import { stableUuid } from './stable-id';

/**
 * Priya's demo care fund: a public page with a story, a statement whose rows add up to her seeded balance
 * (₹5,000: a ₹3,000 top-up and three donations), and a payment history with a paid and a failed top-up.
 * Rahul's donation is in his own history too. Stable ids; rows that exist are left alone.
 */

const DAY = 86_400_000;
export const DEMO_FUND_SLUG = 'priya-sharma';

interface DemoPayment {
  key: string;
  payerId: string | null;
  type: 'care_fund_topup' | 'care_fund_donation';
  amountPaise: number;
  status: 'success' | 'failed';
  daysAgo: number;
  description: string;
  donorName?: string;
  donorMessage?: string;
}

/** Razorpay-shaped ids derived from the key: the same on every start. */
export function providerIdFor(prefix: 'order' | 'pay', key: string): string {
  return `${prefix}_Demo${stableUuid(`demo-payment:${prefix}:${key}`).replaceAll('-', '').slice(0, 10)}`;
}

export async function seedDemoCareFund(
  db: Database,
  people: { priyaId: string; rahulId: string },
  now: Date,
): Promise<void> {
  const { priyaId, rahulId } = people;
  const donation = fill(MSG_CARE_FUND.donationDescription, { name: 'Priya' });
  const list: DemoPayment[] = [
    {
      key: 'priya-topup',
      payerId: priyaId,
      type: 'care_fund_topup',
      amountPaise: 300_000,
      status: 'success',
      daysAgo: 20,
      description: MSG_CARE_FUND.topUpDescription,
    },
    {
      key: 'priya-topup-failed',
      payerId: priyaId,
      type: 'care_fund_topup',
      amountPaise: 200_000,
      status: 'failed',
      daysAgo: 15,
      description: MSG_CARE_FUND.topUpDescription,
    },
    {
      key: 'rahul-donation',
      payerId: rahulId,
      type: 'care_fund_donation',
      amountPaise: 100_000,
      status: 'success',
      daysAgo: 12,
      description: donation,
      donorName: 'Rahul Verma',
      donorMessage: 'Wishing you a quick recovery!',
    },
    {
      key: 'visitor-anonymous',
      payerId: null,
      type: 'care_fund_donation',
      amountPaise: 50_000,
      status: 'success',
      daysAgo: 6,
      description: donation,
    },
    {
      key: 'visitor-meena',
      payerId: null,
      type: 'care_fund_donation',
      amountPaise: 50_000,
      status: 'success',
      daysAgo: 2,
      description: donation,
      donorName: 'Meena Aunty',
      donorMessage: 'Get well soon, beta.',
    },
  ];

  await db.transaction(async (tx) => {
    await tx
      .insert(careFunds)
      .values({
        patientId: priyaId,
        isPublic: true,
        slug: DEMO_FUND_SLUG,
        displayName: 'Priya',
        story:
          'After my knee replacement in Mumbai I need a physiotherapist and a nurse at home for the next three months. ' +
          'Your support helps pay for those visits. Thank you for standing by me!',
        createdAt: new Date(now.getTime() - 21 * DAY),
        updatedAt: new Date(now.getTime() - 21 * DAY),
      })
      .onConflictDoNothing();

    let balance = 0;
    for (const p of list) {
      const at = new Date(now.getTime() - p.daysAgo * DAY);
      const orderId = stableUuid(`demo-payment-order:${p.key}`);
      const paymentId = stableUuid(`demo-payment:${p.key}`);
      const referenceId = priyaId;
      await tx
        .insert(paymentOrders)
        .values({
          id: orderId,
          providerOrderId: providerIdFor('order', p.key),
          payerId: p.payerId,
          type: p.type,
          referenceId,
          amountPaise: p.amountPaise,
          status: p.status === 'success' ? 'paid' : 'created',
          description: p.description,
          donorName: p.donorName ?? null,
          donorMessage: p.donorMessage ?? null,
          mode: 'test',
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing();
      await tx
        .insert(payments)
        .values({
          id: paymentId,
          orderId,
          providerPaymentId: providerIdFor('pay', p.key),
          payerId: p.payerId,
          type: p.type,
          referenceId,
          amountPaise: p.amountPaise,
          status: p.status,
          description: p.description,
          createdAt: at,
        })
        .onConflictDoNothing();
      if (p.status !== 'success') continue;
      balance += p.amountPaise;
      await tx
        .insert(careFundLedger)
        .values({
          id: stableUuid(`demo-care-fund-ledger:${p.key}`),
          patientId: priyaId,
          amountPaise: p.amountPaise,
          balanceAfterPaise: balance,
          kind: p.type === 'care_fund_topup' ? 'topup' : 'donation',
          paymentId,
          description:
            p.type === 'care_fund_topup'
              ? fill(MSG_CARE_FUND.topUpPaidWith, { paymentId: providerIdFor('pay', p.key) })
              : fill(MSG_CARE_FUND.donationFrom, { name: p.donorName ?? MSG_CARE_FUND.anonymous }),
          createdAt: at,
        })
        .onConflictDoNothing();
    }
  });
}
