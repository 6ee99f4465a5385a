import { COMMISSION_BPS, commissionPaise } from '@arogya/contract/constants/subscription';
import { indiaDate } from '@arogya/contract/india-time';
import type { Earnings, EarningsMonth } from '@arogya/contract/schemas/subscription';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { insertCommission, monthlyEarningsOf } from './earnings.repo';
import { wasProAt } from './subscription.repo';

/** The months `YYYY-MM` ending with the one holding `now` (India), oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const [y, m] = indiaDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * Records the platform's commission when an appointment is completed, in the completing transaction:
 * 15 % when the professional was paying for Pro when the patient booked, 20 % otherwise. Written once; a
 * refunded appointment earns nothing and records nothing.
 */
export async function recordCommission(
  tx: Tx,
  appointment: {
    id: string;
    professionalId: string;
    feePaise: number;
    paymentStatus: string;
    createdAt: Date;
  },
  now: Date,
): Promise<void> {
  if (appointment.paymentStatus === 'refunded') return;
  const proAtBooking = await wasProAt(tx, appointment.professionalId, appointment.createdAt);
  const rateBps = proAtBooking ? COMMISSION_BPS.pro : COMMISSION_BPS.standard;
  const commission = commissionPaise(appointment.feePaise, rateBps);
  await insertCommission(tx, {
    appointmentId: appointment.id,
    professionalId: appointment.professionalId,
    grossPaise: appointment.feePaise,
    rateBps,
    commissionPaise: commission,
    netPaise: appointment.feePaise - commission,
    proAtBooking,
    completedAt: now,
    createdAt: now,
  });
}

/** GET /earnings/me: every month of the range, zeros included, with totals. Amounts in paise. */
export function createEarningsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async mine(professionalId: string, months: number): Promise<Earnings> {
      const range = lastMonths(clock.now(), months);
      const since = new Date(`${range[0]}-01T00:00:00+05:30`);
      const rows = await monthlyEarningsOf(db, professionalId, since);
      const byMonth = new Map(rows.map((r) => [r.month, r]));
      const list: EarningsMonth[] = range.map((month) => {
        const r = byMonth.get(month);
        const gross = Number(r?.gross ?? 0);
        const commission = Number(r?.commission ?? 0);
        const proGross = Number(r?.proGross ?? 0);
        const proCommission = Number(r?.proCommission ?? 0);
        return {
          month,
          visits: Number(r?.visits ?? 0),
          gross,
          commission,
          net: gross - commission,
          proSavings: commissionPaise(proGross, COMMISSION_BPS.standard) - proCommission,
        };
      });
      const totals = list.reduce(
        (t, m) => ({
          visits: t.visits + m.visits,
          gross: t.gross + m.gross,
          commission: t.commission + m.commission,
          net: t.net + m.net,
          proSavings: t.proSavings + m.proSavings,
        }),
        { visits: 0, gross: 0, commission: 0, net: 0, proSavings: 0 },
      );
      return { months: list, totals };
    },
  };
}
