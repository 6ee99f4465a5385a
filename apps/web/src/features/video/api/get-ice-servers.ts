import { iceServersSchema } from '@arogya/contract/schemas/video';
import { api } from '../../../lib/api-client';

/** GET /api/video-calls/{callId}/ice-servers: STUN, and TURN with credentials when configured. */
export async function getIceServers(callId: string) {
  const { iceServers } = await api.get(`/video-calls/${callId}/ice-servers`, {
    toastOnError: false,
    parse: (body) => iceServersSchema.parse(body),
  });
  return iceServers;
}
