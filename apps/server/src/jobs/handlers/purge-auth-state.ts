import { purgeAuthState } from '../../modules/auth/auth.repo';
import { LOGIN_THROTTLE } from '../../modules/auth/login-throttle.policy';
import { defineJob } from '../definition';

export const PURGE_AUTH_STATE = 'purge-auth-state';

/** Hourly: expired two-factor challenges, and sign-in throttles nobody has tripped for a day. */
export const purgeAuthStateJob = defineJob<Record<string, never>>({
  queue: PURGE_AUTH_STATE,
  async handler(_data, { db, clock, log }) {
    const now = clock.now();
    const deleted = await purgeAuthState(
      db,
      now,
      new Date(now.getTime() - LOGIN_THROTTLE.memorySeconds * 1000),
    );
    if (deleted > 0) log.info({ deleted }, 'purged expired sign-in state');
  },
  options: {
    retryLimit: 3,
    retryDelay: 60,
    policy: 'singleton',
    batchSize: 10,
    schedule: { cron: '15 * * * *' },
  },
});
