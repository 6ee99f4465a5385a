/**
 * The per-account brake on password guessing (whatever address the guesses come from):
 * - four wrong attempts in a row cost nothing;
 * - the fifth (`freeFailures`) and each later one lock the account's sign-in for `baseDelaySeconds`,
 *   doubling per failure (30 s, 1 min, 2 min, 4 min, 8 min) up to `maxDelaySeconds` (15 min);
 *   while locked, attempts are refused with 429 without checking the password;
 * - a failure more than `memorySeconds` after the previous one starts the count again;
 * - a successful sign-in or a password reset clears it.
 * A stranger can therefore slow an account down but never lock it for longer than the cap at a time,
 * and the owner can always get in through "forgot password". Wrong two-factor codes and wrong
 * passwords given to disable two-factor count as failures too.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  memorySeconds: 24 * 60 * 60,
} as const;

/** How long sign-in stays locked after the `failures`-th consecutive failure (0: not locked). */
export function lockSecondsAfter(failures: number): number {
  if (failures < LOGIN_THROTTLE.freeFailures) return 0;
  const doublings = failures - LOGIN_THROTTLE.freeFailures;
  // Ten doublings are far past the cap: skip the power.
  if (doublings >= 10) return LOGIN_THROTTLE.maxDelaySeconds;
  return Math.min(LOGIN_THROTTLE.baseDelaySeconds * 2 ** doublings, LOGIN_THROTTLE.maxDelaySeconds);
}
