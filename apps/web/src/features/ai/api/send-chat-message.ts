import { type ChatReply, type ChatRequest, chatReplySchema } from '@arogya/contract/schemas/ai';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/ai/chat: one message, with the conversation so far. The widget shows its own error texts. */
export function sendChatMessage(input: ChatRequest): Promise<ChatReply> {
  return api.post('/ai/chat', input, {
    toastOnError: false,
    redirectOnUnauthorized: false,
    parse: (body) => chatReplySchema.parse(body),
  });
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
