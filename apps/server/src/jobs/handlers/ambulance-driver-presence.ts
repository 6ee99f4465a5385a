import {
  ambulanceServiceFor,
  DRIVER_PRESENCE_QUEUE,
  type DriverPresenceData,
} from '../../modules/ambulance/ambulance.service';
import { defineJob } from '../definition';

/** A driver's last socket closed a grace period ago: offline, unless a socket came back meanwhile. */
export const ambulanceDriverPresenceJob = defineJob<DriverPresenceData>({
  queue: DRIVER_PRESENCE_QUEUE,
  async handler(data, { db, clock, jobs, events, config }) {
    const service = ambulanceServiceFor({ db, clock, jobs, events, config });
    if ((await service.expirePresence(data)) === 'not-due')
      throw new Error('driver grace period not over yet');
  },
  options: { retryLimit: 10, retryDelay: 2, retryDelayMax: 10, expireInSeconds: 30 },
});
