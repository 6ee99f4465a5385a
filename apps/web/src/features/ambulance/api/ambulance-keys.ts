/** Query keys of the ambulance area: every change refreshes everything under `ambulance`. */
export const ambulanceKeys = {
  all: ['ambulance'] as const,
  mine: ['ambulance', 'mine'] as const,
  tracking: (token: string) => ['ambulance', 'track', token] as const,
  trips: ['ambulance', 'trips'] as const,
  offers: ['ambulance', 'offers'] as const,
  driverStatus: ['ambulance', 'driver-status'] as const,
};
