import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { describe, expect, it } from 'vitest';
import {
  buildPatientSummary,
  excerpt,
  SUMMARY_SECTION_TITLES,
  splitMedicines,
  type VisitSummaryInput,
} from './visit-summary';

/** Words that would make the summary prescribe; it only restates what is on record. */
const PRESCRIBING =
  /\b(\d+\s?mg\b(?! ?[,;]? ?\w+ ?\d)|prescri\w*|take (a|an|some|this)\b|dosage|diagnos(is|ed) (is|of|as)\b|you have)/i;

const base: VisitSummaryInput = {
  patientName: 'Priya Sharma',
  today: '2026-11-20',
  appointment: {
    date: '2026-11-25',
    time: '01:30 PM',
    bookingType: 'In-Home Visit',
    symptoms: 'Dry cough for 1–3 weeks, with fever.',
    previousMeds: '',
    hasReport: false,
  },
  history: [],
  followUps: [],
};

const section = (r: ReturnType<typeof buildPatientSummary>, title: string) =>
  r.sections.find((s) => s.title === title)?.items ?? [];

describe('buildPatientSummary', () => {
  it('always has the five sections, in order, each with at least one line', () => {
    const r = buildPatientSummary(base);
    expect(r.sections.map((s) => s.title)).toEqual([...SUMMARY_SECTION_TITLES]);
    for (const s of r.sections) expect(s.items.length, s.title).toBeGreaterThan(0);
  });

  it('describes a first visit with nothing else on record', () => {
    const r = buildPatientSummary(base);
    expect(r.summary).toBe(
      'Priya Sharma booked an In-Home Visit for 25 Nov 2026 at 01:30 PM reporting: "Dry cough for 1–3 weeks, with fever". ' +
        'No previous medication was listed. This is their first appointment on Arogya. ' +
        'This summary restates what is on record; it is not a diagnosis.',
    );
    expect(section(r, 'Previous medication')).toEqual(['None reported at booking.']);
    expect(section(r, 'Visit history')).toEqual(['This is the first appointment of this patient on Arogya.']);
    expect(section(r, 'Follow-ups')).toEqual(['No follow-ups on record.']);
    expect(section(r, 'Points to check')).toEqual([
      'Ask about current medicines and allergies: none were listed at booking.',
    ]);
  });

  it('lists visits newest first, upcoming ones marked, notes only of completed visits', () => {
    const r = buildPatientSummary({
      ...base,
      history: [
        {
          date: '2026-10-01',
          time: '11:00 AM',
          bookingType: 'Video Consultation',
          status: 'Completed',
          professionalName: 'Dr. Neha Kapoor',
          professionalDesignation: 'Dermatologist',
          doctorNotes: 'Mild eczema on both hands',
        },
        {
          date: '2026-11-28',
          time: '02:00 PM',
          bookingType: 'In-Home Visit',
          status: 'Confirmed',
          professionalName: 'Dr. Arjun Mehta',
          professionalDesignation: 'Cardiologist',
          doctorNotes: 'should never show',
        },
        {
          date: '2026-11-10',
          time: '09:00 AM',
          bookingType: 'Nurse Assignment',
          status: 'Completed',
          professionalName: 'Maria Fernandes',
          professionalDesignation: 'Elder Care',
          doctorNotes: null,
        },
      ],
    });
    expect(section(r, 'Visit history')).toEqual([
      'Upcoming, 28 Nov 2026: In-Home Visit with Dr. Arjun Mehta (Cardiologist), Confirmed.',
      '10 Nov 2026: Nurse Assignment with Maria Fernandes (Elder Care), Completed.',
      '1 Oct 2026: Video Consultation with Dr. Neha Kapoor (Dermatologist), Completed. Notes: Mild eczema on both hands.',
    ]);
    expect(r.summary).toContain(
      'This is their 3rd appointment on Arogya (2 completed visits on record, 1 more upcoming); the last completed visit was on 10 Nov 2026 with Maria Fernandes (Elder Care).',
    );
    expect(r.summary).not.toContain('should never show');
  });

  it('counts the visits beyond the newest ten and cuts long notes', () => {
    const history = Array.from({ length: 13 }, (_, i) => ({
      date: `2026-0${1 + (i % 9)}-1${i % 10}`,
      time: '11:00 AM',
      bookingType: 'In-Home Visit',
      status: 'Completed',
      professionalName: 'Dr. Arjun Mehta',
      professionalDesignation: 'Cardiologist',
      doctorNotes: 'word '.repeat(200),
    }));
    const items = section(buildPatientSummary({ ...base, history }), 'Visit history');
    expect(items).toHaveLength(11);
    expect(items.at(-1)).toBe('3 earlier visits not shown.');
    for (const line of items.slice(0, 10)) expect(line.length).toBeLessThan(450);
  });

  it('lists follow-ups and flags one whose date passed unbooked', () => {
    const r = buildPatientSummary({
      ...base,
      followUps: [
        { date: '2026-11-15', note: 'BP check', professionalName: 'Dr. Arjun Mehta', booked: false },
        { date: '2026-11-02', note: '', professionalName: 'Maria Fernandes', booked: true },
        { date: '2026-12-15', note: '', professionalName: 'Dr. Arjun Mehta', booked: false },
      ],
    });
    expect(section(r, 'Follow-ups')).toEqual([
      '15 Dec 2026, suggested by Dr. Arjun Mehta (not booked yet).',
      '15 Nov 2026, suggested by Dr. Arjun Mehta (not booked, date passed). Note: BP check.',
      '2 Nov 2026, suggested by Maria Fernandes (booked).',
    ]);
    expect(section(r, 'Points to check')).toContain(
      '1 earlier follow-up was not booked (15 Nov 2026): ask how things went since.',
    );
    expect(r.summary).toContain('3 follow-ups are on record.');
  });

  it('puts warning signs in the points to check, with 112 for an emergency pattern', () => {
    const r = buildPatientSummary({
      ...base,
      appointment: {
        ...base.appointment,
        symptoms: 'Chest pain spreading to my left arm, sweating, and I fainted once.',
        previousMeds: 'Amlodipine 5 mg; Atorvastatin 10 mg\nAspirin',
        hasReport: true,
      },
    });
    const points = section(r, 'Points to check');
    expect(points[0]).toBe(
      `The reported symptoms match an emergency pattern. If they are present now, the patient should call ${EMERGENCY_NUMBER} rather than wait for the visit.`,
    );
    expect(points[1]).toBe('The symptoms mention chest pain and fainting: ask about these first.');
    expect(points).toContain(
      'Confirm each listed medicine, how it is taken, and any allergies, with the patient.',
    );
    expect(points).toContain('Review the attached medical report before the visit.');
    expect(section(r, 'Previous medication')).toEqual(['Amlodipine 5 mg', 'Atorvastatin 10 mg', 'Aspirin']);
    expect(r.summary).toContain('Some reported symptoms need checking first (see Points to check).');
  });

  it('asks for the reason of the visit when no symptoms were given', () => {
    const r = buildPatientSummary({ ...base, appointment: { ...base.appointment, symptoms: '  ' } });
    expect(r.summary).toContain('at 01:30 PM, with no symptoms described.');
    expect(section(r, 'Presenting complaint')).toContain('No symptoms were described at booking.');
    expect(section(r, 'Points to check')[0]).toBe(
      'Ask what brings the patient to this visit: no symptoms were given.',
    );
  });

  it('restates; it never adds a medicine or a diagnosis of its own', () => {
    const inputs: VisitSummaryInput[] = [
      base,
      { ...base, appointment: { ...base.appointment, symptoms: 'Headache with a stiff neck and fever' } },
      {
        ...base,
        appointment: { ...base.appointment, symptoms: 'Rash after a new soap', previousMeds: 'none' },
      },
    ];
    for (const input of inputs) {
      const r = buildPatientSummary(input);
      const all = [r.summary, ...r.sections.flatMap((s) => s.items)].join('\n');
      expect(all).not.toMatch(PRESCRIBING);
    }
  });

  it('is deterministic', () => {
    expect(buildPatientSummary(base)).toEqual(buildPatientSummary(structuredClone(base)));
  });
});

describe('helpers', () => {
  it('splits the medicine list and drops "none"', () => {
    expect(splitMedicines('Metformin 500, Amlodipine;\n vitamin D ')).toEqual([
      'Metformin 500',
      'Amlodipine',
      'vitamin D',
    ]);
    expect(splitMedicines('None')).toEqual([]);
    expect(splitMedicines('nil; -')).toEqual([]);
  });

  it('cuts long text at a word with an ellipsis', () => {
    expect(excerpt('short', 10)).toBe('short');
    expect(excerpt('one two three four five', 12)).toBe('one two…');
    expect(excerpt('a\n\nb', 10)).toBe('a b');
  });
});
