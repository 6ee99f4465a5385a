import { RESTRICTED_SUBSTANCES } from '@arogya/contract/constants/prescriptions';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import type { MedicineInput } from '@arogya/contract/schemas/prescriptions';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';

/** Appointments a prescription may be issued for. */
export const PRESCRIBABLE_STATUSES: readonly string[] = ['Confirmed', 'Completed'];

/** The restricted substance a medicine's name contains, matched as a whole word, or null. */
export function restrictedSubstanceIn(name: string): string | null {
  const words = name.toLowerCase().split(/[^a-z]+/);
  return RESTRICTED_SUBSTANCES.find((s) => words.includes(s)) ?? null;
}

/** Refuses a prescription that names a Schedule X / narcotic / psychotropic substance (TPG 2020). */
export function assertPrescribable(medicines: readonly MedicineInput[]): void {
  medicines.forEach((m, i) => {
    if (restrictedSubstanceIn(m.name)) {
      const message = fill(MSG_PRESCRIPTIONS.restrictedSubstance, { name: m.name });
      throw new ValidationError(message, [{ path: `body.medicines.${i}.name`, message }]);
    }
  });
}

/**
 * The doctor of the appointment may issue for it, while it is Confirmed or Completed. Someone else's
 * appointment answers like one that does not exist.
 */
export function assertMayIssue(
  appointment: { professionalId: string; professionalRole: string; status: string } | null,
  doctorId: string,
): asserts appointment is { professionalId: string; professionalRole: string; status: string } {
  if (!appointment || appointment.professionalId !== doctorId)
    throw new NotFoundError(MSG_PRESCRIPTIONS.notFound);
  if (!PRESCRIBABLE_STATUSES.includes(appointment.status)) {
    throw new ConflictError(MSG_PRESCRIPTIONS.appointmentNotEligible);
  }
}

export function assertMedicineIndex(index: number, count: number): void {
  if (index < 0 || index >= count) {
    throw new ValidationError(MSG_PRESCRIPTIONS.invalidMedicine, [
      { path: 'body.medicineIndex', message: MSG_PRESCRIPTIONS.invalidMedicine },
    ]);
  }
}
