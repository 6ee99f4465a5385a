/** Query keys of the forum: every change refreshes the lists and the question it touched. */
export const forumKeys = {
  all: ['forum'] as const,
  lists: ['forum', 'list'] as const,
  list: (query: Record<string, string>) => ['forum', 'list', query] as const,
  question: (id: string) => ['forum', 'question', id] as const,
  reported: ['forum', 'reported'] as const,
};
