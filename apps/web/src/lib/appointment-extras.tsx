import type { Appointment } from '@arogya/contract/schemas/appointments';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What other areas add to an appointment in the professional's manager (the prescriptions issued for it,
 * the records its patient shared) and on the patient's card in My Appointments (rating the visit). The app
 * composes it where it mounts those pages, so the appointment feature does not import those features.
 */
export type AppointmentExtras = (appointment: Appointment) => ReactNode;

const AppointmentExtrasContext = createContext<AppointmentExtras>(() => null);

export const AppointmentExtrasProvider = AppointmentExtrasContext.Provider;

export function useAppointmentExtras(): AppointmentExtras {
  return useContext(AppointmentExtrasContext);
}
