import { purgeAuthState } from '../../modules/auth/auth.repo';
import { LOGIN_THROTTLE } from '../../modules/auth/login-throttle.policy';
import { purgeEndedSessions } from '../../modules/auth/session.repo';
import { defineJob } from '../definition';

export const PURGE_AUTH_STATE = 'purge-auth-state';

/**
 * Hourly: expired two-factor challenges, sign-in throttles nobody has tripped for a day, and sessions
 * that expired, went idle or were revoked more than the idle limit ago.
 */
export const purgeAuthStateJob = defineJob<Record<string, never>>({
  queue: PURGE_AUTH_STATE,
  async handler(_data, { db, clock, config, log }) {
    const now = clock.now();
    const deleted =
      (await purgeAuthState(db, now, new Date(now.getTime() - LOGIN_THROTTLE.memorySeconds * 1000))) +
      (await purgeEndedSessions(db, now, new Date(now.getTime() - config.sessionIdleMs)));
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
