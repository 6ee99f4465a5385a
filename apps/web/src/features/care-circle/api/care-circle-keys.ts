/** Query keys of the care circle: every change refreshes the whole area (`care-circle` prefix). */
export const careCircleKeys = {
  all: ['care-circle'] as const,
  mine: ['care-circle', 'mine'] as const,
  invitations: ['care-circle', 'invitations'] as const,
  memberships: ['care-circle', 'memberships'] as const,
  shared: (membershipId: string) => ['care-circle', 'shared', membershipId] as const,
};
