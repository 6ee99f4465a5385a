import { addDays, indiaDate } from '@arogya/contract/india-time';
import type { Database } from '../client';
import { dischargeRequests } from '../schema/discharge-concierge';
import { stableUuid } from './stable-id';

/** The people the demo requests name: the patient who sent one, the admin who handled one. */
export interface DemoDischargePeople {
  patientId: string;
  adminId: string;
}

/**
 * Two Discharge Concierge requests so both sides look alive: a new one from a visitor (discharge
 * tomorrow, India date) and one the demo patient sent last week that the admin already handled. Stable
 * ids; a row that exists is left alone (an admin's "handled" survives a restart).
 */
export async function seedDemoDischargeRequests(
  db: Database,
  people: DemoDischargePeople,
  now: Date,
): Promise<void> {
  const today = indiaDate(now);
  const hour = 3_600_000;
  await db
    .insert(dischargeRequests)
    .values([
      {
        id: stableUuid('demo-discharge:visitor'),
        userId: null,
        patientName: 'Kamala Iyer',
        phone: '+919840012345',
        email: 'kamala.family@example.com',
        hospitalName: 'Apollo Hospitals, Greams Road',
        dischargeDate: addDays(today, 1),
        createdAt: new Date(now.getTime() - 2 * hour),
      },
      {
        id: stableUuid('demo-discharge:priya'),
        userId: people.patientId,
        patientName: 'Suresh Sharma',
        phone: '+919812345670',
        email: null,
        hospitalName: 'Kokilaben Dhirubhai Ambani Hospital',
        dischargeDate: addDays(today, -5),
        status: 'handled',
        handledBy: people.adminId,
        handledAt: new Date(now.getTime() - 6 * 24 * hour),
        createdAt: new Date(now.getTime() - 7 * 24 * hour),
      },
    ])
    .onConflictDoNothing({ target: dischargeRequests.id });
}
