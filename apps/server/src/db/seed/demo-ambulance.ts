import { createHash } from 'node:crypto';
import {
  AMBULANCE_CITIES,
  AMBULANCE_CITY_CENTRES,
  type AmbulanceCity,
} from '@arogya/contract/constants/ambulance';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { ambulanceDrivers, ambulanceRequests } from '../schema/ambulance';
import { users } from '../schema/users';
import { DEMO_PASSWORD_HASHES, DEMO_PASSWORDS } from './demo-passwords';
import { type AccountRow, insertAccountRows } from './providers';
import { stableUuid } from './stable-id';

/**
 * Ambulance demo data: two approved drivers in each of the six ambulance cities (besides Imran Khan in Delhi),
 * each a few km from the centre, with a position and online, so a booking made right after `npm start` is
 * offered at once; Imran Khan online in Delhi; and one completed trip of his for Priya (his recent trips, her
 * My Appointments). Stable ids; existing rows are left alone (presence is set online again on every start).
 */

const DAY = 86_400_000;
export const DEMO_DRIVER_PASSWORD = DEMO_PASSWORDS.ambulance;

/** The fleet: `driver.<city>.<n>@arogya.health`, n = 1, 2. */
export const DEMO_FLEET = AMBULANCE_CITIES.flatMap((city, c) =>
  [1, 2].map((n) => ({
    key: `demo-driver:${city}:${n}`,
    email: `driver.${city.toLowerCase()}.${n}@arogya.health`,
    name: `${['Arjun', 'Kiran', 'Manoj', 'Sunil', 'Farhan', 'Ravi'][c]} ${['Rao', 'Pillai'][n - 1]}`,
    city,
    phone: `+91 97000${String(c * 10 + n).padStart(5, '0')}`,
    vehicle: `${city.slice(0, 2).toUpperCase()} 0${n} AM ${String(1000 + c * 10 + n)}`,
    // 2 km north of the centre for the first, 6 km east for the second: different rings for a central pickup.
    position: {
      latitude: AMBULANCE_CITY_CENTRES[city as AmbulanceCity].latitude + (n === 1 ? 2 / 111.2 : 0),
      longitude: AMBULANCE_CITY_CENTRES[city as AmbulanceCity].longitude + (n === 2 ? 6 / 105 : 0),
    },
  })),
);

export interface DemoAmbulancePeople {
  khanId: string;
  priyaId: string;
  adminId: string;
}

export async function seedDemoAmbulance(db: Database, people: DemoAmbulancePeople, now: Date): Promise<void> {
  const ids = DEMO_FLEET.map((d) => stableUuid(d.key));
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (existing.length < ids.length) {
    const passwordHash = DEMO_PASSWORD_HASHES.ambulance;
    const joined = new Date(now.getTime() - 60 * DAY);
    const rows: AccountRow[] = DEMO_FLEET.map((d) => {
      const id = stableUuid(d.key);
      return {
        user: {
          id,
          email: d.email,
          name: d.name,
          passwordHash,
          role: 'ambulance',
          phone: d.phone,
          city: d.city,
          latitude: d.position.latitude,
          longitude: d.position.longitude,
          createdAt: joined,
          updatedAt: joined,
        },
        profile: {
          userId: id,
          role: 'ambulance',
          city: d.city,
          experience: 6,
          licenseNumber: 'MH-0220150034567',
          vehicleRegistrationNumber: d.vehicle,
          // The base the driver starts from, like every professional's listed location.
          latitude: d.position.latitude,
          longitude: d.position.longitude,
          qualifications: ['Basic Life Support (BLS)'],
          verifiedSkills: ['Patient transfer'],
          bio: `Ambulance driver in ${d.city}.`,
          approvalStatus: 'approved',
          reviewedAt: joined,
          reviewedBy: people.adminId,
          createdAt: joined,
          updatedAt: joined,
        },
      };
    });
    await insertAccountRows(db, rows);
  }
  // Imran Khan's position (Connaught Place), and everyone online: ready to receive offers.
  await db
    .update(users)
    .set({ latitude: 28.6315, longitude: 77.2167 })
    .where(sql`${users.id} = ${people.khanId} and ${users.latitude} is null`);
  await db
    .insert(ambulanceDrivers)
    .values([people.khanId, ...ids].map((userId) => ({ userId, isOnline: true, updatedAt: now })))
    .onConflictDoUpdate({ target: ambulanceDrivers.userId, set: { isOnline: true, disconnectedAt: null } });

  const tripAt = new Date(now.getTime() - 3 * DAY);
  const minutes = (m: number) => new Date(tripAt.getTime() + m * 60_000);
  await db
    .insert(ambulanceRequests)
    .values({
      id: stableUuid('demo-ambulance:priya-delhi'),
      requesterId: people.priyaId,
      patientName: 'Kamla Sharma',
      contactNumber: '+91 98200 11223',
      contactDigits: '9820011223',
      address: '14 Barakhamba Road, Connaught Place, New Delhi',
      city: 'Delhi',
      emergencyType: 'Cardiac',
      notes: 'Grandmother, chest pain',
      latitude: 28.6297,
      longitude: 77.2245,
      status: 'completed',
      driverId: people.khanId,
      trackingTokenHash: createHash('sha256').update('demo-ambulance:priya-delhi').digest('hex'),
      acceptedAt: minutes(1),
      enRouteAt: minutes(2),
      arrivedAt: minutes(11),
      completedAt: minutes(40),
      createdAt: tripAt,
      updatedAt: minutes(40),
    })
    .onConflictDoNothing();
}
