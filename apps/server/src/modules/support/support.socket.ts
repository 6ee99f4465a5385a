import { SOCKET_EVENTS } from '@arogya/contract/events';
import { idSchema } from '@arogya/contract/schemas/common';
import type { Database } from '../../db/client';
import { defineRoomJoin, type RoomJoin, rooms } from '../../realtime/rooms';
import { isMember } from './support.repo';

/**
 * `support:join {groupId}`: a member's socket joins the group's room and hears its messages live;
 * anybody else is refused. Leaving or being removed takes the sockets out again (dispatch).
 */
export function supportGroupJoin(db: Database): RoomJoin {
  return defineRoomJoin<string>({
    event: SOCKET_EVENTS.supportJoin,
    parse(payload) {
      const id =
        typeof payload === 'object' && payload !== null
          ? (payload as { groupId?: unknown }).groupId
          : payload;
      const parsed = idSchema.safeParse(id);
      return parsed.success ? parsed.data.toLowerCase() : null;
    },
    room: rooms.group,
    authorize: (user, groupId) => isMember(db, groupId, user.id),
  });
}
