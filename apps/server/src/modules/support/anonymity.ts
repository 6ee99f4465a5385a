import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SUPPORT_NAME_ADJECTIVES, SUPPORT_NAME_ANIMALS } from '@arogya/contract/constants/support';

/** A new anonymous name such as "Calm Heron 42" (random; uniqueness is the database's to decide). */
export function generateDisplayName(pick: (max: number) => number = randomInt): string {
  const adjective = SUPPORT_NAME_ADJECTIVES[pick(SUPPORT_NAME_ADJECTIVES.length)];
  const animal = SUPPORT_NAME_ANIMALS[pick(SUPPORT_NAME_ANIMALS.length)];
  return `${adjective} ${animal} ${10 + pick(90)}`;
}

/** A group's secret, from which its members' author keys are derived. */
export function newKeySalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The opaque key of one author in one group: stable (also after leaving and joining again), different in
 * every group, and not reversible to the user id without the group's secret salt.
 */
export function authorKey(salt: string, userId: string): string {
  return createHash('sha256').update(`${salt}:${userId}`).digest('base64url').slice(0, 16);
}
