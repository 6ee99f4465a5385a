import {
  CANCELLATION_CUTOFF_HOURS,
  CANCELLATION_ERROR_TOAST_MS,
  PATIENT_CANCELLABLE_STATUSES,
} from '@arogya/contract/constants/appointments';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { isApiError } from '../../../lib/api-client';
import { appointmentStart } from './appointment-time';

const HOUR_MS = 3_600_000;

/**
 * What the card offers (spec 01 §4, §5): 'allowed' — Pending or Confirmed with at least 24 hours to go;
 * 'too-late' — Pending or Confirmed but under 24 hours (a disabled 'Cannot Cancel'); 'final' — Completed or
 * Cancelled (no button). The server enforces the same rule; this only decides what to show.
 */
export type CancelState = 'allowed' | 'too-late' | 'final';

export function cancelState(
  appointment: Pick<Appointment, 'status' | 'startsAt' | 'appointmentDate' | 'appointmentTime'>,
  now: Date | number,
): CancelState {
  if (!(PATIENT_CANCELLABLE_STATUSES as readonly string[]).includes(appointment.status)) return 'final';
  const start = appointmentStart(appointment);
  if (start === null) return 'too-late';
  const msLeft = start.getTime() - new Date(now).getTime();
  return msLeft >= CANCELLATION_CUTOFF_HOURS * HOUR_MS ? 'allowed' : 'too-late';
}

/**
 * The toast after a refused cancellation (spec 01 §8): a server message mentioning '24 hours' becomes
 * 'Cancellation not allowed - …' shown for 5 s; otherwise the server's message, or 'Failed to cancel
 * appointment' when there is none (network failure, unexpected answer).
 */
export function cancelFailureToast(error: unknown): { message: string; duration?: number } {
  if (isApiError(error) && error.message.includes('24 hours')) {
    return { message: MSG_APPOINTMENTS.cancellationNotAllowed, duration: CANCELLATION_ERROR_TOAST_MS };
  }
  if (isApiError(error) && error.status !== 0) return { message: error.message };
  return { message: MSG_APPOINTMENTS.cancelFailed };
}
