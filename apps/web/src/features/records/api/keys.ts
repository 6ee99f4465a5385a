export const recordKeys = {
  mine: ['records', 'mine'] as const,
  shareTargets: ['records', 'share-targets'] as const,
  sharedWithMe: ['records', 'shared-with-me'] as const,
};
