import { addDays, indiaDate } from '@arogya/contract/india-time';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../lib/storage';
import type { Database } from '../client';
import { doseLogs, prescriptionMedicines, prescriptions } from '../schema/prescriptions';
import { healthRecords } from '../schema/records';
import { professionalProfiles, users } from '../schema/users';
import { demoAppointmentId } from './demo-appointments';
import { demoPdfBytes } from './demo-pdf-bytes';
import { stableUuid } from './stable-id';

/**
 * Priya's medicines and records (issue 14): two running prescriptions from Dr. Mehta with six days of
 * ticked doses and one missed (a score below 100 and a streak of four days; today's doses are left for her
 * to tick), the prescriptions in her records and two uploaded reports. Stable ids; rows that exist are
 * left alone, so the history keeps the dates of the first start.
 */

const DAY = 86_400_000;

interface DemoMedicine {
  name: string;
  strength: string;
  dosage: string;
  frequency: string;
  duration: string;
  durationDays: number;
  instructions: string;
  pillCount: number;
  smartStock: boolean;
  slots: ('morning' | 'afternoon' | 'night')[];
}

interface DemoPrescription {
  key: string;
  daysAgo: number;
  diagnosis: string;
  advice: string;
  medicines: DemoMedicine[];
}

const DEMO: DemoPrescription[] = [
  {
    key: 'priya-hypertension',
    daysAgo: 6,
    diagnosis: 'Essential hypertension with impaired fasting glucose',
    advice: 'Low-salt diet, 30 minutes of walking daily. Review in one month with a fasting sugar report.',
    medicines: [
      {
        name: 'Amlodipine',
        strength: '5 mg',
        dosage: '1 tablet',
        frequency: '1-0-0',
        duration: '1 month',
        durationDays: 30,
        instructions: 'After breakfast',
        pillCount: 30,
        smartStock: true,
        slots: ['morning'],
      },
      {
        name: 'Metformin',
        strength: '500 mg',
        dosage: '1 tablet',
        frequency: '1-0-1',
        duration: '1 month',
        durationDays: 30,
        instructions: 'With meals',
        pillCount: 60,
        smartStock: false,
        slots: ['morning', 'night'],
      },
    ],
  },
  {
    key: 'priya-gastritis',
    daysAgo: 3,
    diagnosis: 'Acid peptic disease',
    advice: 'Avoid spicy food and late dinners.',
    medicines: [
      {
        name: 'Pantoprazole',
        strength: '40 mg',
        dosage: '1 tablet',
        frequency: '1-0-0',
        duration: '2 weeks',
        durationDays: 14,
        instructions: 'Before breakfast, empty stomach',
        pillCount: 14,
        smartStock: false,
        slots: ['morning'],
      },
    ],
  },
];

/** The one dose Priya missed: Metformin's night dose five days ago. */
const MISSED = { key: 'priya-hypertension', medicineIndex: 1, daysAgo: 5, slot: 'night' };

export async function seedDemoPrescriptions(
  db: Database,
  people: { patientId: string; doctorId: string },
  now: Date,
  storage?: FileStorage,
): Promise<void> {
  const { patientId, doctorId } = people;
  const [doctor] = await db
    .select({
      name: users.name,
      phone: users.phone,
      specialty: professionalProfiles.specialty,
      qualifications: professionalProfiles.qualifications,
      licenseNumber: professionalProfiles.licenseNumber,
    })
    .from(users)
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, doctorId))
    .limit(1);
  const [patient] = await db.select({ name: users.name }).from(users).where(eq(users.id, patientId)).limit(1);
  if (!doctor || !patient) return;
  const today = indiaDate(now);

  for (const rx of DEMO) {
    const id = stableUuid(`demo-prescription:${rx.key}`);
    const issuedOn = addDays(today, -rx.daysAgo);
    const createdAt = new Date(now.getTime() - rx.daysAgo * DAY);
    const longest = Math.max(...rx.medicines.map((m) => m.durationDays));
    const inserted = await db
      .insert(prescriptions)
      .values({
        id,
        appointmentId: demoAppointmentId('priya-mehta-completed'),
        doctorId,
        patientId,
        issuedOn,
        endsOn: addDays(issuedOn, longest - 1),
        diagnosis: rx.diagnosis,
        advice: rx.advice,
        doctorName: doctor.name,
        doctorSpecialty: doctor.specialty,
        doctorQualifications: doctor.qualifications,
        doctorRegistrationNumber: doctor.licenseNumber,
        doctorContact: doctor.phone,
        patientName: patient.name,
        patientAge: 34,
        patientSex: 'Female',
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: prescriptions.id });
    if (inserted.length === 0) continue;

    const logs: (typeof doseLogs.$inferInsert)[] = [];
    const medicines = rx.medicines.map((m, position) => {
      let taken = 0;
      for (let d = rx.daysAgo; d >= 1; d--) {
        const day = addDays(today, -d);
        for (const slot of m.slots) {
          if (
            rx.key === MISSED.key &&
            position === MISSED.medicineIndex &&
            d === MISSED.daysAgo &&
            slot === MISSED.slot
          ) {
            continue;
          }
          taken += 1;
          logs.push({
            id: stableUuid(`demo-dose:${rx.key}:${position}:${day}:${slot}`),
            prescriptionId: id,
            medicineIndex: position,
            scheduledDate: day,
            slot,
            notes: '',
            source: 'take',
            takenAt: new Date(now.getTime() - d * DAY),
          });
        }
      }
      return {
        prescriptionId: id,
        position,
        name: m.name,
        strength: m.strength,
        dosage: m.dosage,
        frequency: m.frequency,
        duration: m.duration,
        durationDays: m.durationDays,
        instructions: m.instructions,
        pillCount: m.pillCount - taken,
        smartStock: m.smartStock,
      };
    });
    await db.insert(prescriptionMedicines).values(medicines).onConflictDoNothing();
    if (logs.length > 0) await db.insert(doseLogs).values(logs).onConflictDoNothing();
    await db
      .insert(healthRecords)
      .values({
        id: stableUuid(`demo-record:${rx.key}`),
        ownerId: patientId,
        name: `Prescription ${issuedOn} - Dr. ${doctor.name}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 0,
        source: 'prescription',
        prescriptionId: id,
        createdAt,
      })
      .onConflictDoNothing();
  }

  if (!storage) return;
  const uploads = [
    {
      key: 'lipid-profile',
      name: 'Lipid profile - Sunrise Diagnostics.pdf',
      contentType: 'application/pdf',
      bytes: () => demoPdfBytes('lipid-profile.pdf'),
      daysAgo: 12,
    },
    {
      key: 'bp-diary',
      name: 'Home BP diary.txt',
      contentType: 'text/plain',
      bytes: () =>
        new TextEncoder().encode(
          'Home blood pressure diary - Priya Sharma\n\nMorning 138/88, evening 132/84\nMorning 136/86, evening 130/82\nMorning 134/86, evening 128/80\n',
        ),
      daysAgo: 8,
    },
  ];
  for (const u of uploads) {
    const id = stableUuid(`demo-record:${u.key}`);
    const [exists] = await db
      .select({ id: healthRecords.id })
      .from(healthRecords)
      .where(eq(healthRecords.id, id));
    if (exists) continue;
    const bytes = u.bytes();
    const storageKey = `health-record/${stableUuid(`demo-record-bytes:${u.key}`)}`;
    await storage.put(storageKey, bytes, u.contentType);
    await db
      .insert(healthRecords)
      .values({
        id,
        ownerId: patientId,
        name: u.name,
        contentType: u.contentType,
        sizeBytes: bytes.length,
        source: 'upload',
        storageKey,
        createdAt: new Date(now.getTime() - u.daysAgo * DAY),
      })
      .onConflictDoNothing();
  }
}
