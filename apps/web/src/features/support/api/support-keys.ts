/** Query keys of the support area; invalidating `all` refreshes every list. */
export const supportKeys = {
  all: ['support'] as const,
  groups: ['support', 'groups'] as const,
  myGroups: ['support', 'my-groups'] as const,
  messages: (groupId: string) => ['support', 'messages', groupId] as const,
  profile: ['support', 'profile'] as const,
  adminGroups: ['support', 'admin', 'groups'] as const,
  members: (groupId: string) => ['support', 'admin', 'members', groupId] as const,
  flagged: ['support', 'admin', 'flagged'] as const,
};
