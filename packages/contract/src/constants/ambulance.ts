export const AMBULANCE_CITIES = ['Mumbai', 'Delhi', 'Bangalore', 'Pune', 'Hyderabad', 'Chennai'] as const;

export type AmbulanceCity = (typeof AMBULANCE_CITIES)[number];

/** Emergency types; the first, General, is the default. */
export const EMERGENCY_TYPES = [
  'General',
  'Critical',
  'Non-Emergency',
  'Trauma',
  'Cardiac',
  'Respiratory',
] as const;

export type EmergencyType = (typeof EMERGENCY_TYPES)[number];

export const DEFAULT_EMERGENCY_TYPE: EmergencyType = 'General';

export const AMBULANCE_TYPES = [
  'Advanced Life Support',
  'Basic Life Support',
  'Boat Ambulance',
  'Air Ambulance',
] as const;

export type AmbulanceType = (typeof AMBULANCE_TYPES)[number];

/** The spec's client sends these fixed coordinates with every ambulance request (spec 01 §3). */
export const AMBULANCE_FIXED_COORDINATES = { lng: 72.8777, lat: 19.076 } as const;

/** An unaccepted ambulance request expires after this long (shown to drivers). */
export const AMBULANCE_REQUEST_EXPIRY_SECONDS = 30;

export const EMERGENCY_NUMBER = '112';

export const AMBULANCE_TRIP_ACTIONS = ['accept', 'decline'] as const;

export type AmbulanceTripAction = (typeof AMBULANCE_TRIP_ACTIONS)[number];
