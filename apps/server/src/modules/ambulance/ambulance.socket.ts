import { DRIVER_LOCATION_THROTTLE_MS } from '@arogya/contract/constants/ambulance';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { driverLocationSchema, driverStatusSchema } from '@arogya/contract/schemas/ambulance';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { RealtimeServer } from '../../realtime/server';
import type { AmbulanceService } from './ambulance.service';

type StatusAck = (answer: { ok: true; isOnline: boolean } | { ok: false; message: string }) => void;

/**
 * A driver's client → server socket events (spec 02 §7): `update_status {isOnline}` and, while online,
 * `driver_location {latitude, longitude}` (stored at most every 5 s per socket). Both act on the socket's own
 * user. When a driver's last socket closes, the grace period starts (see the service).
 */
export function registerAmbulanceSocket(
  realtime: Pick<RealtimeServer, 'onConnection' | 'hasSockets'>,
  service: AmbulanceService,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): void {
  realtime.onConnection((socket, user) => {
    if (user.role !== 'ambulance') return;
    const fail = (err: unknown) => log.error({ err, userId: user.id }, 'ambulance socket event failed');
    service.connected(user.id).catch(fail);

    socket.on(SOCKET_EVENTS.updateStatus, (payload: unknown, maybeAck?: unknown) => {
      const ack = (typeof maybeAck === 'function' ? maybeAck : () => {}) as StatusAck;
      const parsed = driverStatusSchema.safeParse(payload);
      if (!parsed.success) return ack({ ok: false, message: MSG_SHELL.validationFailed });
      service.setOnline(user, parsed.data.isOnline).then(
        (state) => ack({ ok: true, isOnline: state.isOnline }),
        (err: unknown) => {
          if (err instanceof AppError) return ack({ ok: false, message: err.message });
          fail(err);
          ack({ ok: false, message: MSG_SHELL.genericError });
        },
      );
    });

    let lastLocationAt = 0;
    socket.on(SOCKET_EVENTS.driverLocation, (payload: unknown) => {
      const parsed = driverLocationSchema.safeParse(payload);
      if (!parsed.success) return;
      const t = now();
      if (t - lastLocationAt < DRIVER_LOCATION_THROTTLE_MS) return;
      lastLocationAt = t;
      service.savePosition(user, parsed.data).catch(fail);
    });

    socket.on('disconnect', () => {
      realtime
        .hasSockets(user.id)
        .then((any) => (any ? undefined : service.lastSocketClosed(user.id)))
        .catch(fail);
    });
  });
}
