import {
  findLabTest,
  indiaInstant,
  LAB_CANCEL_CUTOFF_HOURS,
  LAB_REMINDER_HOUR,
  LAB_SLOT_CAPACITY,
  type LabCatalogueTest,
  type LabSlot,
  type LabTestStatus,
  labCancellable,
  labSlotProblem,
  labSlotWindow,
  shiftDay,
  TECHNICIAN_LAB_TRANSITIONS,
} from '@arogya/contract/constants/lab-tests';
import { isCalendarDay } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import { labDateTooFarMessage } from '@arogya/contract/schemas/lab-tests';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';

/** The catalogue test a booking names (case-insensitive), or a 400 that says to pick one from the list. */
export function catalogueTestFor(testName: string): LabCatalogueTest {
  const test = findLabTest(testName);
  if (!test) {
    throw new ValidationError(MSG_LAB.notInCatalogue, [
      { path: 'body.testName', message: MSG_LAB.notInCatalogue },
    ]);
  }
  return test;
}

/** Refuses a day that is not real, is past, too far ahead, or a slot of today whose window is over. */
export function checkCollectionSlot(date: string, slot: LabSlot, now: Date): void {
  const bad = (message: string, path = 'body.collectionDate') =>
    new ValidationError(message, [{ path, message }]);
  if (!isCalendarDay(date)) throw bad(MSG_LAB.dateInvalid);
  switch (labSlotProblem(date, slot, now)) {
    case 'past-date':
      throw bad(MSG_LAB.dateInPast);
    case 'too-far':
      throw bad(labDateTooFarMessage);
    case 'slot-over':
      throw bad(MSG_LAB.slotOver, 'body.collectionTime');
    case null:
      return;
  }
}

/** A technician who could take a collection, with how busy they already are. */
export interface TechnicianLoad {
  id: string;
  name: string;
  /** Active collections in the requested slot. */
  inSlot: number;
  /** Active collections that day. */
  inDay: number;
  /** When they were last given a collection; null when never. */
  lastAssignedAt: Date | null;
}

/**
 * Who gets the collection: among technicians with room in the slot (fewer than `capacity`), the one with
 * the fewest in that slot; ties go to the fewest that day, then to the one who has waited longest for a
 * collection (never assigned first), then to the smaller id so the choice is always the same.
 */
export function pickTechnician(
  candidates: readonly TechnicianLoad[],
  capacity: number = LAB_SLOT_CAPACITY,
): TechnicianLoad | null {
  const open = candidates.filter((c) => c.inSlot < capacity);
  const waited = (c: TechnicianLoad) =>
    c.lastAssignedAt ? c.lastAssignedAt.getTime() : Number.NEGATIVE_INFINITY;
  open.sort(
    (a, b) =>
      a.inSlot - b.inSlot ||
      a.inDay - b.inDay ||
      waited(a) - waited(b) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return open[0] ?? null;
}

/** Places left in a slot across the city's technicians. */
export function remainingPlaces(loads: readonly number[], capacity: number = LAB_SLOT_CAPACITY): number {
  return loads.reduce((sum, n) => sum + Math.max(0, capacity - n), 0);
}

export interface LabTestFacts {
  patientId: string;
  technicianId: string;
  status: LabTestStatus;
  collectionDate: string;
  collectionTime: LabSlot;
  paidAtCollection: boolean;
}

/**
 * PUT /lab-tests/{id}/status by the assigned technician: Scheduled → Sample Collected (Completed comes with
 * the report upload), optionally recording the payment; or only recording the payment on a collected
 * sample. Returns the status to write and whether the payment is recorded now.
 */
export function decideTechnicianChange(
  user: SessionUser,
  test: LabTestFacts,
  input: { status: LabTestStatus; paidAtCollection?: boolean | undefined },
): { from: LabTestStatus; to: LabTestStatus; recordPayment: boolean } {
  if (user.id !== test.technicianId) throw new ForbiddenError(MSG_LAB.notYourCollection);
  const recordPayment = input.paidAtCollection === true && !test.paidAtCollection;
  if (input.status === test.status && test.status === 'Sample Collected' && input.paidAtCollection === true) {
    return { from: test.status, to: test.status, recordPayment };
  }
  if (!TECHNICIAN_LAB_TRANSITIONS[test.status].includes(input.status)) {
    throw new ConflictError(fill(MSG_LAB.cannotMoveTo, { status: input.status }));
  }
  return { from: test.status, to: input.status, recordPayment };
}

/** POST /lab-tests/{id}/cancel: the patient, while Scheduled, until the cutoff before the slot starts. */
export function checkPatientCancel(user: SessionUser, test: LabTestFacts, now: Date): void {
  if (user.id !== test.patientId) throw new ForbiddenError(MSG_LAB.cannotCancel);
  if (test.status !== 'Scheduled') throw new ConflictError(MSG_LAB.cannotCancel);
  if (!labCancellable(test.collectionDate, test.collectionTime, now)) {
    throw new ConflictError(fill(MSG_LAB.cancelTooLate, { hours: LAB_CANCEL_CUTOFF_HOURS }));
  }
}

/** The report can be uploaded by the assigned technician once the sample is collected (or to replace it). */
export function checkReportUpload(user: SessionUser, test: LabTestFacts): void {
  if (user.id !== test.technicianId) throw new ForbiddenError(MSG_LAB.notYourCollection);
  if (test.status !== 'Sample Collected' && test.status !== 'Completed') {
    throw new ConflictError(MSG_LAB.reportNeedsSample);
  }
}

/** The preparation reminder: LAB_REMINDER_HOUR India time the evening before; null when that has passed. */
export function reminderAt(date: string, now: Date): Date | null {
  const at = indiaInstant(shiftDay(date, -1), LAB_REMINDER_HOUR * 60);
  return at.getTime() > now.getTime() ? at : null;
}

/** The instant a collection's window starts. */
export function collectionStart(date: string, slot: LabSlot): Date {
  return indiaInstant(date, labSlotWindow(slot).start);
}
