/** Query keys of the video area: every call change refreshes the active call and the histories. */
export const videoKeys = {
  all: ['video-calls'] as const,
  active: (id: string) => ['video-calls', 'active', id] as const,
  history: (id: string) => ['video-calls', 'history', id] as const,
  call: (callId: string) => ['video-calls', 'call', callId] as const,
  iceServers: (callId: string) => ['video-calls', 'ice-servers', callId] as const,
};
