import {
  SECOND_OPINION_SPECIALTIES,
  type SecondOpinionSpecialty,
  secondOpinionPrice,
  URGENCY_LEVELS,
  type UrgencyLevel,
} from '@arogya/contract/constants/second-opinions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../lib/storage';
import type { Database, Tx } from '../client';
import { files } from '../schema/files';
import { paymentOrders, payments } from '../schema/payments';
import {
  secondOpinionFiles,
  secondOpinionReports,
  secondOpinionRequests,
  secondOpinionSpecialties,
} from '../schema/second-opinions';
import { professionalProfiles } from '../schema/users';
import { providerIdFor } from './demo-care-fund';
import { demoPdfBytes } from './demo-pdf-bytes';
import type { DemoPdfName } from './demo-pdfs';
import { stableUuid } from './stable-id';

/**
 * Second-opinion demo data: an approved review specialty declared by a demo doctor for each of the 20
 * specialties (besides Dr. Mehta's cardiology and Dr. Kapoor's dermatology, which come from their
 * registered specialties); Priya's completed case with its report, and her unpaid one waiting for Pay
 * Now; Rahul's paid cardiology case waiting in Available Cases for Dr. Mehta. Stable ids; rows that exist
 * are left alone; a document's bytes are written only when its row is new (and when a store is given).
 */

const HOUR = 3_600_000;

export interface DemoSecondOpinionPeople {
  priyaId: string;
  rahulId: string;
  mehtaId: string;
  adminId: string;
  /** Approved demo doctors to declare specialties (the bulk ones). */
  doctorIds: readonly string[];
}

interface DemoCase {
  key: string;
  patientId: string;
  title: string;
  description: string;
  medicalHistory: string;
  currentDiagnosis: string;
  specialty: SecondOpinionSpecialty;
  urgencyLevel: UrgencyLevel;
  responseType: 'written' | 'video' | 'both';
  /** Hours before now it was created. */
  hoursAgo: number;
  paid: boolean;
  document: DemoPdfName;
  completed?: { specialistId: string; diagnosis: string; recommendations: string; notes: string };
}

/** The approved demo doctors that may declare review specialties (ordered by id: the same every start). */
export async function demoDeclaringDoctors(db: Database, candidates: readonly string[], count: number) {
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ id: professionalProfiles.userId })
    .from(professionalProfiles)
    .where(
      and(
        inArray(professionalProfiles.userId, [...candidates]),
        eq(professionalProfiles.role, 'doctor'),
        eq(professionalProfiles.approvalStatus, 'approved'),
      ),
    )
    .orderBy(asc(professionalProfiles.userId))
    .limit(count);
  return rows.map((r) => r.id);
}

async function insertPayment(tx: Tx, c: DemoCase, requestId: string, paidAt: Date) {
  const orderId = stableUuid(`demo-so-order:${c.key}`);
  const paymentId = stableUuid(`demo-so-payment:${c.key}`);
  const amountPaise = secondOpinionPrice(c.specialty, c.urgencyLevel) * 100;
  const description = `Second opinion: ${c.title}`;
  await tx
    .insert(paymentOrders)
    .values({
      id: orderId,
      providerOrderId: providerIdFor('order', `second-opinion:${c.key}`),
      payerId: c.patientId,
      type: 'second_opinion',
      referenceId: requestId,
      amountPaise,
      status: 'paid',
      description,
      mode: 'test',
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .onConflictDoNothing();
  await tx
    .insert(payments)
    .values({
      id: paymentId,
      orderId,
      providerPaymentId: providerIdFor('pay', `second-opinion:${c.key}`),
      payerId: c.patientId,
      type: 'second_opinion',
      referenceId: requestId,
      amountPaise,
      status: 'success',
      description,
      createdAt: paidAt,
    })
    .onConflictDoNothing();
  return paymentId;
}

export async function seedDemoSecondOpinions(
  db: Database,
  storage: FileStorage | null,
  people: DemoSecondOpinionPeople,
  now: Date,
): Promise<void> {
  const { priyaId, rahulId, mehtaId, adminId, doctorIds } = people;

  const declarations = SECOND_OPINION_SPECIALTIES.flatMap((specialty, i) => {
    const doctorId = doctorIds.length ? doctorIds[i % doctorIds.length] : undefined;
    return doctorId ? [{ doctorId, specialty }] : [];
  });

  const cases: DemoCase[] = [
    {
      key: 'priya-palpitations',
      patientId: priyaId,
      title: 'Palpitations after exercise',
      description:
        'Fast, irregular heartbeat for about ten minutes after my morning walk, three times in the last month.',
      medicalHistory: 'Mild asthma since childhood. No heart problems in the family.',
      currentDiagnosis: 'Sinus tachycardia (local clinic)',
      specialty: 'cardiology',
      urgencyLevel: 'routine',
      responseType: 'written',
      hoursAgo: 10 * 24,
      paid: true,
      document: 'ecg-report.pdf',
      completed: {
        specialistId: mehtaId,
        diagnosis: 'Exercise-related sinus tachycardia; the ECG shows no arrhythmia.',
        recommendations:
          'A 24-hour Holter recording and a thyroid profile (TSH). Warm up for ten minutes before walking.',
        notes: 'See a cardiologist in person if you feel faint or have chest pain.',
      },
    },
    {
      key: 'priya-skin-rash',
      patientId: priyaId,
      title: 'Skin rash not improving',
      description: 'An itchy rash on both forearms for six weeks; the cream from the pharmacy did not help.',
      medicalHistory: 'Knee replacement last year.',
      currentDiagnosis: 'Contact dermatitis (suspected)',
      specialty: 'dermatology',
      urgencyLevel: 'routine',
      responseType: 'written',
      hoursAgo: 5,
      paid: false,
      document: 'rash-photos-notes.pdf',
    },
    {
      key: 'rahul-chest-pain',
      patientId: rahulId,
      title: 'Chest tightness when climbing stairs',
      description: 'Tightness in the chest after two floors of stairs, easing with rest, for three weeks.',
      medicalHistory: 'High blood pressure for 5 years, on amlodipine.',
      currentDiagnosis: 'Stable angina (suspected)',
      specialty: 'cardiology',
      urgencyLevel: 'urgent',
      responseType: 'both',
      hoursAgo: 2,
      paid: true,
      document: 'tmt-report.pdf',
    },
  ];

  const newDocuments: Array<{ key: string; storageKey: string; document: DemoPdfName }> = [];
  await db.transaction(async (tx) => {
    if (declarations.length) {
      await tx
        .insert(secondOpinionSpecialties)
        .values(
          declarations.map((d) => ({
            id: stableUuid(`demo-so-specialty:${d.doctorId}:${d.specialty}`),
            doctorId: d.doctorId,
            specialty: d.specialty,
            status: 'approved',
            reviewedBy: adminId,
            reviewedAt: new Date(now.getTime() - 30 * 24 * HOUR),
            createdAt: new Date(now.getTime() - 31 * 24 * HOUR),
          })),
        )
        .onConflictDoNothing();
    }

    for (const c of cases) {
      const id = stableUuid(`demo-second-opinion:${c.key}`);
      const createdAt = new Date(now.getTime() - c.hoursAgo * HOUR);
      const paidAt = c.paid ? new Date(createdAt.getTime() + 0.5 * HOUR) : null;
      const deadline = paidAt
        ? new Date(paidAt.getTime() + URGENCY_LEVELS[c.urgencyLevel].hours * HOUR)
        : null;
      const done = c.completed;
      const completedAt = done && paidAt ? new Date(paidAt.getTime() + 30 * HOUR) : null;
      const inserted = await tx
        .insert(secondOpinionRequests)
        .values({
          id,
          patientId: c.patientId,
          title: c.title,
          description: c.description,
          medicalHistory: c.medicalHistory,
          currentDiagnosis: c.currentDiagnosis,
          urgencyLevel: c.urgencyLevel,
          specialty: c.specialty,
          responseType: c.responseType,
          priceRupees: secondOpinionPrice(c.specialty, c.urgencyLevel),
          status: done ? 'completed' : 'pending',
          paymentStatus: c.paid ? 'paid' : 'unpaid',
          paidAt,
          deadline,
          specialistId: done?.specialistId ?? null,
          assignedAt: done && paidAt ? new Date(paidAt.getTime() + 2 * HOUR) : null,
          reviewStartedAt: done && paidAt ? new Date(paidAt.getTime() + 3 * HOUR) : null,
          completedAt,
          createdAt,
          updatedAt: completedAt ?? paidAt ?? createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: secondOpinionRequests.id });
      if (inserted.length === 0) continue;

      if (paidAt) {
        const paymentId = await insertPayment(tx, c, id, paidAt);
        await tx.update(secondOpinionRequests).set({ paymentId }).where(eq(secondOpinionRequests.id, id));
      }
      if (done && completedAt) {
        await tx
          .insert(secondOpinionReports)
          .values({
            requestId: id,
            specialistId: done.specialistId,
            diagnosis: done.diagnosis,
            recommendations: done.recommendations,
            notes: done.notes,
            createdAt: completedAt,
          })
          .onConflictDoNothing();
      }
      if (storage) {
        const fileId = stableUuid(`demo-so-file:${c.key}`);
        const storageKey = `second-opinion/demo-${fileId}`;
        await tx.insert(files).values({
          id: fileId,
          ownerId: c.patientId,
          purpose: 'medical-report',
          contentType: 'application/pdf',
          sizeBytes: 0,
          storageKey,
          createdAt,
        });
        await tx.insert(secondOpinionFiles).values({
          id: stableUuid(`demo-so-file-link:${c.key}`),
          requestId: id,
          fileId,
          uploaderId: c.patientId,
          category: 'medical-report',
          originalName: c.document,
          createdAt,
        });
        newDocuments.push({ key: fileId, storageKey, document: c.document });
      }
    }
  });

  // The bytes after the commit; the size is set once they are written.
  for (const doc of newDocuments) {
    if (!storage) break;
    const bytes = demoPdfBytes(doc.document);
    await storage.put(doc.storageKey, bytes, 'application/pdf');
    await db.update(files).set({ sizeBytes: bytes.length }).where(eq(files.id, doc.key));
  }
}
