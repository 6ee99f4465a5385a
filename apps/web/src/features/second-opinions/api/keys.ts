/** Query keys of the second-opinion area; invalidating `all` refreshes every list. */
export const secondOpinionKeys = {
  all: ['second-opinions'] as const,
  mine: (status: string) => ['second-opinions', 'mine', status] as const,
  specialties: ['second-opinions', 'specialties'] as const,
  available: ['second-opinions', 'available'] as const,
  assigned: ['second-opinions', 'assigned'] as const,
  report: (id: string) => ['second-opinions', 'report', id] as const,
  files: (id: string) => ['second-opinions', 'files', id] as const,
};
