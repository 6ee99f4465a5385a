/**
 * The user-facing message catalogue. In each area, the entries above the line
 * `// Not in the spec — ours` are the spec's texts, verbatim (spec 01 and spec 02, mostly §2, §5 and §8);
 * `messages.test.ts` checks each of them against the spec files, so keep that line and keep spec texts above it.
 * Placeholders use the spec's `{name}` form; fill them with `fill()`.
 *
 * Each area lives in `messages/<area>.ts` so a bundle takes only the areas it uses (the web shell
 * imports `messages/shell` directly); `MSG` gathers them for code that wants the whole catalogue.
 */

import { MSG_ADMIN } from './messages/admin';
import { MSG_AMBULANCE } from './messages/ambulance';
import { MSG_APPOINTMENTS } from './messages/appointments';
import { MSG_AUTH } from './messages/auth';
import { MSG_AVAILABILITY } from './messages/availability';
import { MSG_BOOKING } from './messages/booking';
import { MSG_CARE_CIRCLE } from './messages/care-circle';
import { MSG_CARE_FUND } from './messages/care-fund';
import { MSG_FORUM } from './messages/forum';
import { MSG_LAB } from './messages/lab';
import { MSG_NAVIGATOR } from './messages/navigator';
import { MSG_PAYMENTS } from './messages/payments';
import { MSG_PRESCRIPTIONS } from './messages/prescriptions';
import { MSG_PROFILE } from './messages/profile';
import { MSG_PUBLIC } from './messages/public';
import { MSG_QUESTS } from './messages/quests';
import { MSG_RECORDS } from './messages/records';
import { MSG_SEARCH } from './messages/search';
import { MSG_SECOND_OPINION } from './messages/second-opinion';
import { MSG_SHELL } from './messages/shell';
import { MSG_SUBSCRIPTION } from './messages/subscription';
import { MSG_SUPPORT } from './messages/support';
import { MSG_TWO_FACTOR } from './messages/two-factor';
import { MSG_VIDEO } from './messages/video';

export { type FillVars, fill, type Placeholders } from './messages/fill';

export const MSG = {
  shell: MSG_SHELL,
  public: MSG_PUBLIC,
  auth: MSG_AUTH,
  search: MSG_SEARCH,
  booking: MSG_BOOKING,
  appointments: MSG_APPOINTMENTS,
  ambulance: MSG_AMBULANCE,
  lab: MSG_LAB,
  careCircle: MSG_CARE_CIRCLE,
  video: MSG_VIDEO,
  prescriptions: MSG_PRESCRIPTIONS,
  forum: MSG_FORUM,
  support: MSG_SUPPORT,
  secondOpinion: MSG_SECOND_OPINION,
  subscription: MSG_SUBSCRIPTION,
  admin: MSG_ADMIN,
  twoFactor: MSG_TWO_FACTOR,
  profile: MSG_PROFILE,
  careFund: MSG_CARE_FUND,
  payments: MSG_PAYMENTS,
  availability: MSG_AVAILABILITY,
  navigator: MSG_NAVIGATOR,
  records: MSG_RECORDS,
  quests: MSG_QUESTS,
} as const;

export type MessageArea = keyof typeof MSG;
