// Two validation texts of the registration schema (schemas/auth) that belong to other areas: they live in
// this small module, and the privacy and ambulance areas refer to them, so that the login and registration
// pages do not take those areas' whole catalogues for one text each.
export const MSG_REGISTRATION_CHECKS = {
  accountConsentRequired: 'Consent to the privacy notice is needed to create an account.',
  driverCityRequired: 'Please choose your service city.',
} as const;
