// The contract package compiles with `types: []` (no Node globals in shipped code); only the tests read files.
/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fill, MSG } from './messages';

const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/contract/src → repository root. */
const repoRoot = path.resolve(here, '../../..');
/** CI and the dev machines keep `shared/` beside the repository. */
const specDir = path.resolve(repoRoot, '../shared/spec');
const SPEC_01 = '01-core-booking-and-care.md';
const SPEC_02 = '02-community-admin-and-professional-tools.md';
const hasSpec = existsSync(path.join(specDir, SPEC_01)) && existsSync(path.join(specDir, SPEC_02));

const OURS_MARKER = '// Not in the spec — ours';

type Entry = { area: string; key: string; value: string; fromSpec: boolean };

/** `careCircle` → `messages/care-circle.ts`. */
function areaFile(area: string): string {
  return path.join(here, 'messages', `${area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`);
}

/**
 * Reads each area's file as text to learn which entries claim to be spec texts: the keys above the
 * `// Not in the spec — ours` line. The result is cross-checked against the runtime `MSG`.
 */
function catalogueEntries(): Entry[] {
  const entries: Entry[] = [];
  for (const area of Object.keys(MSG)) {
    let fromSpec = true;
    for (const line of readFileSync(areaFile(area), 'utf8').split('\n')) {
      if (line.trim() === OURS_MARKER) {
        fromSpec = false;
        continue;
      }
      const keyMatch = /^ {2}(\w+):/.exec(line);
      if (keyMatch?.[1]) {
        const key = keyMatch[1];
        const value = (MSG as unknown as Record<string, Record<string, string>>)[area]?.[key];
        if (value === undefined) throw new Error(`parsed ${area}.${key} but MSG has no such entry`);
        entries.push({ area, key, value, fromSpec });
      }
    }
  }
  return entries;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A regex source for a catalogue template: literal text must match exactly; each `{placeholder}` matches
 * the spec's way of writing it — `{radius}`, `{status lowercased}`, `N`, `n` or `...`.
 */
function templatePattern(template: string): string {
  return template
    .split(/(\{[^{}]+\})/)
    .map((part, i) => (i % 2 === 1 ? '(?:\\{[^}]+\\}|[A-Za-z0-9.]+)' : escapeRegExp(part)))
    .join('');
}

const ALL = catalogueEntries();
const SPEC_ENTRIES = ALL.filter((e) => e.fromSpec);

describe('catalogue structure', () => {
  it('has every area the apps rely on', () => {
    expect(Object.keys(MSG)).toEqual([
      'shell',
      'public',
      'auth',
      'search',
      'booking',
      'appointments',
      'ambulance',
      'lab',
      'careCircle',
      'video',
      'prescriptions',
      'forum',
      'support',
      'secondOpinion',
      'subscription',
      'admin',
      'twoFactor',
      'profile',
      'careFund',
      'payments',
      'availability',
      'navigator',
      'records',
      'quests',
    ]);
  });

  it('the source parser sees exactly the runtime entries', () => {
    const runtime = Object.entries(MSG).flatMap(([area, texts]) =>
      Object.keys(texts).map((k) => `${area}.${k}`),
    );
    expect(ALL.map((e) => `${e.area}.${e.key}`)).toEqual(runtime);
  });

  it('every area starts with spec texts and has exactly one "ours" marker', () => {
    for (const area of Object.keys(MSG)) {
      const markers = readFileSync(areaFile(area), 'utf8')
        .split('\n')
        .filter((l) => l.trim() === OURS_MARKER).length;
      expect(markers, `${area} has one "ours" marker`).toBe(1);
    }
    for (const area of Object.keys(MSG)) {
      expect(
        SPEC_ENTRIES.some((e) => e.area === area),
        `${area} has no spec texts`,
      ).toBe(true);
    }
  });

  it('every text is a non-blank, trimmed string with well-formed placeholders', () => {
    for (const { area, key, value } of ALL) {
      const where = `${area}.${key}`;
      expect(typeof value, where).toBe('string');
      expect(value.trim(), where).toBe(value);
      expect(value.length, where).toBeGreaterThan(0);
      // Braces only as {camelCase} placeholders.
      expect(value.replace(/\{[a-zA-Z]+\}/g, ''), where).not.toMatch(/[{}]/);
    }
  });

  it('uses straight quotes and three dots, as the spec does', () => {
    for (const { area, key, value } of ALL) {
      expect(value, `${area}.${key}`).not.toMatch(/[\u2018\u2019\u201C\u201D\u2026]/);
    }
  });
});

describe('fill()', () => {
  it('replaces placeholders', () => {
    expect(fill(MSG.search.foundWithinRadius, { radius: 5 })).toBe('Found doctors within 5km!');
    expect(fill(MSG.search.aiRecommends, { specialty: 'Cardiologist' })).toBe('AI recommends: Cardiologist');
    expect(fill(MSG.booking.appointmentBookedCareFund, { fee: 2000 })).toBe(
      'Appointment successfully booked! ₹2000 deducted from your care fund.',
    );
    expect(fill(MSG.appointments.noTabAppointments, { tab: 'Upcoming' })).toBe('No Upcoming Appointments');
    expect(fill(MSG.secondOpinion.fileTooLarge, { file: 'scan.pdf' })).toBe(
      'scan.pdf is too large. Maximum file size is 50MB.',
    );
    expect(fill(MSG.appointments.statusUpdated, { status: 'confirmed' })).toBe(
      'Appointment successfully confirmed!',
    );
  });

  it('replaces every occurrence and several placeholders', () => {
    expect(fill('{a} and {b} and {a}', { a: 1, b: 'two' })).toBe('1 and two and 1');
  });

  it('returns a template without placeholders unchanged', () => {
    expect(fill(MSG.shell.loading, {})).toBe('Loading...');
  });

  it('does not re-scan inserted values', () => {
    expect(fill(MSG.search.aiRecommends, { specialty: '{x}' })).toBe('AI recommends: {x}');
  });

  it('accepts empty strings and zero as values', () => {
    expect(fill('[{a}]', { a: '' })).toBe('[]');
    expect(fill('{n} left', { n: 0 })).toBe('0 left');
  });

  it('throws when a placeholder is left unfilled', () => {
    expect(() => fill(MSG.search.aiRecommends, {} as never)).toThrow(/\{specialty\}/);
    const wide: string = 'Hello {name}, you have {count} messages';
    expect(() => fill(wide, { name: 'Asha' })).toThrow(/\{count\}/);
    expect(() => fill(wide, { name: 'Asha', count: undefined } as never)).toThrow(/\{count\}/);
  });

  it('ignores inherited object keys', () => {
    expect(() => fill('{toString}', {} as never)).toThrow(/toString/);
  });
});

describe('important texts, pinned literally', () => {
  const PINNED: [actual: string, expected: string][] = [
    [
      MSG.shell.errorBoundary,
      'Something went wrong. We encountered an unexpected error. Please try refreshing the page.',
    ],
    [MSG.shell.tryAgain, 'Try Again'],
    [MSG.shell.refreshPage, 'Refresh Page'],
    [MSG.shell.loading, 'Loading...'],
    [MSG.shell.noNewNotifications, 'No new notifications'],
    [MSG.shell.newsletterThanks, 'Thank you for subscribing to our newsletter!'],
    [MSG.shell.rateLimited, 'Too many attempts. Please wait a moment and try again.'],
    [MSG.shell.routeNotFound, 'Route not found.'],
    [MSG.shell.genericError, 'Something went wrong on our side. Please try again.'],
    [MSG.public.heroTitle, 'Your Trusted Healthcare at Home'],
    [MSG.public.heroSubtitle, 'Connecting Patients with Verified Professionals'],
    [MSG.public.helpMeChoose, 'Help Me Choose'],
    [MSG.public.chatTrouble, "I'm having trouble responding right now. Please try again shortly."],
    [MSG.auth.loginFailed, 'Login failed. Please check your credentials.'],
    [MSG.auth.registrationFailed, 'Registration failed.'],
    [MSG.auth.pendingApproval, 'Your account is pending admin approval.'],
    [MSG.auth.passwordsDoNotMatch, 'Passwords do not match.'],
    [MSG.auth.invalidTwoFactorToken, 'Invalid 2FA token.'],
    [MSG.auth.commonPassword, 'This password is too common. Please choose another.'],
    [MSG.search.doctorsFetchFailed, 'Failed to fetch doctors. Is the server running?'],
    [MSG.search.foundWithinRadius, 'Found doctors within {radius}km!'],
    [MSG.search.aiRecommends, 'AI recommends: {specialty}'],
    [MSG.search.noNursesFound, 'No nurses found matching your criteria.'],
    [MSG.booking.loadingDoctorProfile, "Loading Doctor's Profile..."],
    [MSG.booking.confirmAndBookAppointment, 'Confirm & Book Appointment'],
    [MSG.booking.mustLoginAppointment, 'You must be logged in to book an appointment.'],
    [MSG.booking.selectTimeSlot, 'Please select a time slot.'],
    [
      MSG.booking.appointmentBookedCareFund,
      'Appointment successfully booked! ₹{fee} deducted from your care fund.',
    ],
    [
      MSG.appointments.cancellationNotAllowed,
      'Cancellation not allowed - Appointments must be cancelled at least 24 hours in advance',
    ],
    [MSG.appointments.noTabAppointments, 'No {tab} Appointments'],
    [MSG.appointments.cancelled, 'Appointment cancelled successfully'],
    [MSG.ambulance.hero, 'BOOK AN AMBULANCE'],
    [MSG.ambulance.bookFailed, 'Failed to book ambulance'],
    [MSG.lab.booked, 'Lab test booked successfully! Our partner lab will contact you shortly.'],
    [MSG.lab.fillRequired, 'Please fill out all required fields.'],
    [MSG.careCircle.header, 'My Proactive Care Circle'],
    [MSG.video.mediaFailed, 'Failed to access camera/microphone'],
    [MSG.forum.noQuestionsHint, 'Try adjusting your filters or be the first to ask a question!'],
    [MSG.forum.fillRequired, 'Please fill in all required fields'],
    [MSG.support.joined, 'Successfully joined the support group!'],
    [MSG.secondOpinion.fileTooLarge, '{file} is too large. Maximum file size is 50MB.'],
    [
      MSG.secondOpinion.invalidFileType,
      '{file} is not a valid file type. Please upload PDF, images, or documents.',
    ],
    [MSG.secondOpinion.someFilesFailed, 'Some files failed to upload: {names}'],
    [MSG.subscription.alreadyPro, "You're Already a Pro!"],
    [MSG.subscription.loading, 'Loading subscription status...'],
    [MSG.subscription.testModeSuffix, '(Test Mode)'],
    [MSG.twoFactor.invalidCode, 'Please enter a valid 6-digit code.'],
    [MSG.careFund.invalidFundIdentifier, 'Invalid fund identifier.'],
    [MSG.payments.heading, 'Your Payment History'],
    [MSG.availability.mustLogin, 'You must be logged in.'],
    [MSG.records.empty, 'No health records uploaded yet. Start by uploading your first document above.'],
    [MSG.navigator.comingSoon, 'Coming Soon'],
  ];

  it('pins more than 30 texts', () => {
    expect(PINNED.length).toBeGreaterThan(30);
  });

  it.each(PINNED.map(([actual, expected]) => ({ actual, expected })))('$expected', ({ actual, expected }) => {
    expect(actual).toBe(expected);
  });
});

/** Under CI a missing spec is a failure, not a skip: a green run must have compared the texts. */
const specRequired = Boolean(process.env.CI);

describe.skipIf(!hasSpec && !specRequired)(
  `spec texts are verbatim (skipped outside CI when ${specDir} is absent — shared/ must sit beside the repo)`,
  () => {
    const spec01 = hasSpec ? readFileSync(path.join(specDir, SPEC_01), 'utf8') : '';
    const spec02 = hasSpec ? readFileSync(path.join(specDir, SPEC_02), 'utf8') : '';

    it('finds the spec beside the repository', () => {
      expect(hasSpec, `${specDir} must hold ${SPEC_01} and ${SPEC_02}`).toBe(true);
    });

    /** Single-quoted texts of spec 01: a quote opens after a space or "(" and closes before punctuation. */
    const quoted01 = [...spec01.matchAll(/(?<=^|[\s(])'(.+?)'(?=[\s,.;:)]|$)/gm)].map((m) => m[1] ?? '');
    const quoted02 = [...spec02.matchAll(/"([^"\n]+)"/g)].map((m) => m[1] ?? '');

    /** Quoted strings in the spec that are values or fragments, not texts shown to users. */
    const NOT_MESSAGES = new Set([
      "'me'", // spec 01 §7: an id value in a path
      "'10:00 AM'", // spec 01 §3: an example appointment time
      "'24 hours'", // spec 01 §8: the substring the client looks for in a server error
      '"not shown"', // spec 02: editorial marker
      '"path not shown"', // spec 02 §7: editorial marker
      '"medical-report"', // spec 02 §3: an upload category value
      '"success"', // spec 02 §3: a payment status value
      '"uploaded"', // spec 02 §3: a record status value
    ]);

    const specPatterns = SPEC_ENTRIES.map((e) => ({
      ...e,
      anchored: new RegExp(`^${templatePattern(e.value)}$`),
    }));

    it('finds the spec files and their quoted texts', () => {
      expect(quoted01.length).toBeGreaterThan(80);
      expect(quoted02.length).toBeGreaterThan(100);
    });

    it('every catalogue entry claiming to be a spec text appears in the spec verbatim', () => {
      const bothSpecs = `${spec01}\n${spec02}`;
      const missing = SPEC_ENTRIES.filter((e) => !new RegExp(templatePattern(e.value)).test(bothSpecs)).map(
        (e) => `${e.area}.${e.key}: ${JSON.stringify(e.value)}`,
      );
      expect(missing).toEqual([]);
    });

    it("every single-quoted text of spec 01 (§2, §4, §5, §8) is in the catalogue's spec part", () => {
      const missing = quoted01
        .filter((text) => !NOT_MESSAGES.has(`'${text}'`))
        .filter((text) => !specPatterns.some((p) => p.anchored.test(text)));
      expect(missing).toEqual([]);
    });

    it("every double-quoted text of spec 02 (§2, §4, §5, §8, §9) is in the catalogue's spec part", () => {
      const missing = quoted02
        .filter((text) => !NOT_MESSAGES.has(`"${text}"`))
        .filter((text) => !specPatterns.some((p) => p.anchored.test(text)));
      expect(missing).toEqual([]);
    });

    it('specifically covers every quoted text of both §8 error catalogues', () => {
      const section8 = (doc: string) => {
        const start = doc.indexOf('## 8.');
        const end = doc.indexOf('## 9.');
        return doc.slice(start, end);
      };
      const s8a = [...section8(spec01).matchAll(/(?<=^|[\s(])'(.+?)'(?=[\s,.;:)]|$)/gm)].map(
        (m) => m[1] ?? '',
      );
      const s8b = [...section8(spec02).matchAll(/"([^"\n]+)"/g)].map((m) => m[1] ?? '');
      expect(s8a.length).toBeGreaterThan(50);
      expect(s8b.length).toBeGreaterThan(80);
      const missing = [...s8a.filter((t) => t !== '24 hours'), ...s8b].filter(
        (text) => !specPatterns.some((p) => p.anchored.test(text)),
      );
      expect(missing).toEqual([]);
    });

    it('the verbatim check catches a typo', () => {
      const typo = 'Failed to fetch doctors. Is the sever running?';
      expect(new RegExp(templatePattern(typo)).test(`${spec01}\n${spec02}`)).toBe(false);
      const punctuation =
        'Cancellation not allowed – Appointments must be cancelled at least 24 hours in advance';
      expect(new RegExp(templatePattern(punctuation)).test(spec01)).toBe(false);
    });
  },
);
