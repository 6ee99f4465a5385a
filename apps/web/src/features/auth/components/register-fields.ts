import type { SelfRegisterRole } from '@arogya/contract/constants/auth';
import { DOCTOR_SPECIALTIES, NURSE_CARE_CATEGORIES } from '@arogya/contract/constants/directory';
import { MSG_AUTH } from '@arogya/contract/messages/auth';

/**
 * Which extra fields each role fills in at registration, and their labels (spec 01 §5): professionals
 * add a phone; doctor and nurse a specialty (nurse: Care Category), city, experience and medical licence
 * number; technician a certification ID (sent as licenseNumber), city and government ID; ambulance a
 * driver's licence number (licenseNumber), vehicle registration number, government ID and the service city
 * (one of the ambulance cities: requests of that city are offered to the driver).
 */

export type ProfessionalField =
  | 'phone'
  | 'specialty'
  | 'city'
  | 'experience'
  | 'licenseNumber'
  | 'govId'
  | 'vehicleRegistrationNumber';

export const ROLE_FIELDS: Readonly<Record<SelfRegisterRole, readonly ProfessionalField[]>> = {
  patient: [],
  doctor: ['phone', 'specialty', 'city', 'experience', 'licenseNumber'],
  nurse: ['phone', 'specialty', 'city', 'experience', 'licenseNumber'],
  technician: ['phone', 'licenseNumber', 'city', 'govId'],
  ambulance: ['phone', 'city', 'licenseNumber', 'vehicleRegistrationNumber', 'govId'],
};

export function specialtyFieldFor(role: SelfRegisterRole): {
  label: string;
  placeholder: string;
  options: readonly string[];
} {
  return role === 'nurse'
    ? {
        label: MSG_AUTH.careCategory,
        placeholder: MSG_AUTH.selectCareCategory,
        options: NURSE_CARE_CATEGORIES,
      }
    : { label: MSG_AUTH.specialty, placeholder: MSG_AUTH.selectSpecialty, options: DOCTOR_SPECIALTIES };
}

export function licenseLabelFor(role: SelfRegisterRole): string {
  switch (role) {
    case 'technician':
      return MSG_AUTH.certificationId;
    case 'ambulance':
      return MSG_AUTH.driversLicenseNumber;
    default:
      return MSG_AUTH.medicalLicenseNumber;
  }
}
