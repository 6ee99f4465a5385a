/** Query keys of "Your data": every change refreshes the area (`privacy` prefix). */
export const privacyKeys = {
  all: ['privacy'] as const,
  exports: ['privacy', 'exports'] as const,
  erasure: ['privacy', 'erasure'] as const,
  consents: ['privacy', 'consents'] as const,
};
