import { indiaDate } from '@arogya/contract/india-time';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import {
  assertCompleted,
  assertPartyOf,
  assertProfessionalOf,
  checkFollowUpDate,
  FOLLOW_UP_MAX_DAYS_AHEAD,
  fileIdOfUrl,
  partyOf,
} from './care-notes.policy';

const appt = { patientId: 'p', professionalId: 'd' };

function errorOf(fn: () => void): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an error');
}

describe('who acts on an appointment', () => {
  it('knows the two parties and nobody else', () => {
    expect(partyOf(appt, 'd')).toBe('professional');
    expect(partyOf(appt, 'p')).toBe('patient');
    expect(partyOf(appt, 'x')).toBeNull();
  });

  it('lets only the professional write notes, and both parties open the intake form', () => {
    expect(() => assertProfessionalOf(appt, 'd')).not.toThrow();
    for (const who of ['p', 'x']) {
      expect(errorOf(() => assertProfessionalOf(appt, who))).toMatchObject({
        status: 403,
        message: MSG_APPOINTMENTS.onlyTheProfessional,
      });
    }
    expect(assertPartyOf(appt, 'p')).toBe('patient');
    expect(errorOf(() => assertPartyOf(appt, 'x')).status).toBe(403);
  });

  it('allows care notes only after completion', () => {
    expect(() => assertCompleted('Completed')).not.toThrow();
    for (const status of ['Pending', 'Confirmed', 'Cancelled']) {
      expect(errorOf(() => assertCompleted(status))).toMatchObject({ status: 409 });
    }
  });
});

describe('follow-up dates', () => {
  it('takes tomorrow up to a year ahead, nothing else', () => {
    expect(() => checkFollowUpDate('2026-11-21', '2026-11-20')).not.toThrow();
    expect(() => checkFollowUpDate('2027-11-20', '2026-11-20')).not.toThrow();
    expect(FOLLOW_UP_MAX_DAYS_AHEAD).toBe(365);
    for (const date of ['2026-11-20', '2026-01-01', '2027-11-21', '2026-11-31', '2026-13-01']) {
      expect(errorOf(() => checkFollowUpDate(date, '2026-11-20')).status, date).toBe(400);
    }
  });

  it('counts "today" in India: at 20:00 UTC it is already tomorrow there', () => {
    // 2026-11-20T20:00Z is 01:30 on 21 Nov in Kolkata, so 21 Nov is today and no longer a valid follow-up day.
    const today = indiaDate(new Date('2026-11-20T20:00:00Z'));
    expect(today).toBe('2026-11-21');
    expect(errorOf(() => checkFollowUpDate('2026-11-21', today)).message).toBe(
      MSG_APPOINTMENTS.followUpDateNotFuture,
    );
  });
});

describe('voice-note URLs', () => {
  it('reads the file id of an uploaded file path only', () => {
    const id = '3f0c2a9e-8d1b-4c7a-9e2f-1a2b3c4d5e6f';
    expect(fileIdOfUrl(`/api/files/${id}`)).toBe(id);
    expect(fileIdOfUrl(` /api/files/${id.toUpperCase()} `)).toBe(id);
    for (const url of [
      `https://evil.example/api/files/${id}`,
      `/api/files/${id}/../x`,
      `/api/files/${id}?x=1`,
      '/api/files/not-an-id',
      `//api/files/${id}`,
      '',
    ]) {
      expect(fileIdOfUrl(url), url).toBeNull();
    }
  });
});
