import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { fill } from '@arogya/contract/messages/fill';

/** A call's duration in seconds as '12 min 5 s'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return fill(MSG_CARE_CIRCLE.callDuration, { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}
