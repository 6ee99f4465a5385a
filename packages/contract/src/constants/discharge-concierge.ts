/** A stored Discharge Concierge request is new until an admin marks it handled (it stays listed). */
export const DISCHARGE_REQUEST_STATUSES = ['new', 'handled'] as const;
export type DischargeRequestStatus = (typeof DISCHARGE_REQUEST_STATUSES)[number];

/** Field lengths of the request form. */
export const DISCHARGE_REQUEST_LIMITS = { patientName: 100, hospitalName: 150, email: 254 } as const;

/** Requests one address may send per hour (the form is public). */
export const DISCHARGE_REQUESTS_PER_HOUR = 10;
