import type { JobDefinition } from './definition';
import { purgePasswordResetTokensJob } from './handlers/purge-password-reset-tokens';

/**
 * Every job the app runs. A new job is a file in `handlers/` plus one line here; the queue creates
 * its queue, schedule and worker at start.
 */
export const jobDefinitions: readonly JobDefinition[] = [purgePasswordResetTokensJob];
