import type { SupportMessage, SupportMessagePage } from '@arogya/contract/schemas/support';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { supportKeys } from '../api/support-keys';

type Pages = InfiniteData<SupportMessagePage, unknown>;

function update(queryClient: QueryClient, groupId: string, fn: (data: Pages) => Pages) {
  queryClient.setQueryData<Pages>(supportKeys.messages(groupId), (data) => (data ? fn(data) : data));
}

/** Adds a message to the newest page unless it is there already (the sender gets it twice: answer and socket). */
export function addMessage(queryClient: QueryClient, groupId: string, message: SupportMessage): void {
  update(queryClient, groupId, (data) => {
    if (data.pages.some((p) => p.data.some((m) => m._id === message._id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return {
      ...data,
      pages: [{ ...first, data: [...first.data, { ...message, reportedByMe: false }] }, ...rest],
    };
  });
}

export function removeMessage(queryClient: QueryClient, groupId: string, messageId: string): void {
  update(queryClient, groupId, (data) => ({
    ...data,
    pages: data.pages.map((p) => ({ ...p, data: p.data.filter((m) => m._id !== messageId) })),
  }));
}

export function markReported(queryClient: QueryClient, groupId: string, messageId: string): void {
  update(queryClient, groupId, (data) => ({
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      data: p.data.map((m) => (m._id === messageId ? { ...m, reportedByMe: true } : m)),
    })),
  }));
}

/** Every loaded message, oldest first (pages are newest first; each page is oldest first). */
export function allMessages(data: InfiniteData<SupportMessagePage, unknown> | undefined) {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.data);
}
