/**
 * What an admin verified about a professional (ours): when an approved professional changes one of these,
 * the change waits for an admin's review and the listing keeps the approved value until then. Other
 * fields (phone, city, bio, experience, qualifications, picture, service area) apply at once.
 */
export const MATERIAL_PROFILE_FIELDS = [
  'name',
  'specialty',
  'licenseNumber',
  'verifiedSkills',
  'vehicleRegistrationNumber',
] as const;

export type MaterialProfileField = (typeof MATERIAL_PROFILE_FIELDS)[number];

export const MATERIAL_PROFILE_FIELD_LABELS: Readonly<Record<MaterialProfileField, string>> = {
  name: 'Name',
  specialty: 'Specialty',
  licenseNumber: 'License number',
  verifiedSkills: 'Verified skills',
  vehicleRegistrationNumber: 'Vehicle registration number',
};
