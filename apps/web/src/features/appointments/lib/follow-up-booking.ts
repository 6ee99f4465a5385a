import type { FollowUp } from '@arogya/contract/schemas/appointments';

/**
 * Where 'Book Follow-up' leads: the professional's booking page (/nurses/{id} for a nurse, else
 * /doctors/{id}) with the prefill of spec 01 §2 — previousMeds, symptoms, lastVisitTime, followUpDate —
 * and followUpId (ours), which marks the new booking as this follow-up.
 */
export function followUpBookingPath(followUp: FollowUp): string {
  const base = followUp.doctor.role === 'nurse' ? '/nurses' : '/doctors';
  const query = new URLSearchParams({
    previousMeds: followUp.previousMeds,
    symptoms: followUp.symptoms,
    lastVisitTime: followUp.lastVisitTime,
    followUpDate: followUp.followUpDate,
    followUpId: followUp._id,
  });
  return `${base}/${encodeURIComponent(followUp.doctor._id)}?${query.toString()}`;
}

/** '2026-11-10 11:00 AM' (the server's lastVisitTime) → 'Tuesday, 10 November 2026, 11:00 AM'; other text as is. */
export function readableVisitTime(lastVisitTime: string, formatDay: (day: string) => string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](.+))?$/.exec(lastVisitTime.trim());
  if (!match?.[1]) return lastVisitTime;
  const day = formatDay(match[1]);
  return match[2] ? `${day}, ${match[2]}` : day;
}
