// Validation texts that the contract's schemas take from other areas: they live in this small module, and
// their areas' entries refer to them (same keys, same texts), so that a page reading a schema does not take
// a whole catalogue for one text — the sign-in pages the privacy and ambulance areas' (schemas/auth), nearly
// every page the auth and profile areas' (schemas/users).
export const MSG_SCHEMA_CHECKS = {
  accountConsentRequired: 'Consent to the privacy notice is needed to create an account.',
  driverCityRequired: 'Please choose your service city.',
  experienceRequired: 'Experience is required.',
  serviceAreaMinPoints: 'A service area needs at least 3 points.',
  vehicleRegistrationInvalid:
    'Please enter the vehicle registration number as on the plate, e.g. MH 02 EK 7781.',
} as const;
