import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  buildIntakeFormPdf,
  type IntakeFormData,
  intakeFormFileName,
  triageParagraphs,
  wrapText,
} from './intake-form-pdf';

const data: IntakeFormData = {
  appointmentId: '3f0c2a9e-8d1b-4c7a-9e2f-1a2b3c4d5e6f',
  patientName: 'Priya Sharma',
  appointmentDate: '2026-11-25',
  appointmentTime: '11:00 AM',
  bookingType: 'In-Home Visit',
  status: 'Confirmed',
  professionalName: 'Dr. Arjun Mehta',
  professionalDesignation: 'Cardiologist',
  symptoms: 'Fever for 1–3 days, up to 102°F, with body ache and tiredness.',
  previousMeds: 'None',
  reportUrl: null,
  triage: null,
  generatedAt: new Date('2026-11-20T06:30:00Z'),
};

async function load(bytes: Uint8Array) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return PDFDocument.load(bytes);
}

describe('buildIntakeFormPdf', () => {
  it('makes a one-page A4 form with its metadata', async () => {
    const doc = await load(await buildIntakeFormPdf(data));
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Patient intake form: Priya Sharma, 2026-11-25');
    expect(doc.getAuthor()).toBe('Arogya');
    expect(doc.getCreationDate()?.toISOString()).toBe(data.generatedAt.toISOString());
  });

  it('is the same bytes for the same data', async () => {
    expect(
      Buffer.from(await buildIntakeFormPdf(data)).equals(Buffer.from(await buildIntakeFormPdf(data))),
    ).toBe(true);
  });

  it('flows long text onto more pages', async () => {
    const long = 'The pain started after lunch and has come and gone since. '.repeat(60);
    const doc = await load(await buildIntakeFormPdf({ ...data, symptoms: long, previousMeds: long }));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it('prints what the fonts cannot draw as a marker instead of failing', async () => {
    const bytes = await buildIntakeFormPdf({
      ...data,
      patientName: 'प्रिया शर्मा',
      professionalName: 'Dr. Zoë Ğul',
      symptoms: 'बुखार और खांसी 😷, ₹500 ka dawa, 日本語, naïve café — “quoted”',
      previousMeds: 'Crocin\u00a0650\u2009mg → twice',
      reportUrl: 'http://localhost:3000/api/files/3f0c2a9e-8d1b-4c7a-9e2f-1a2b3c4d5e6f',
    });
    const doc = await load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Patient intake form: [?] [?], 2026-11-25');
  });

  it('breaks a word longer than a line', async () => {
    const doc = await load(await buildIntakeFormPdf({ ...data, symptoms: 'x'.repeat(3000) }));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
  });
});

describe('the TRIAGE section', () => {
  const emergency = {
    summary: 'Call 112 now. Chest pain with sweating can be a heart attack.',
    emergency: true,
    confirmedSafeToWait: true,
  };

  it('prints the stored outcome of a red flag, whatever the symptoms say', () => {
    const lines = triageParagraphs(emergency);
    expect(lines[0]).toMatch(/^RED FLAG: the symptom helper advised emergency care \(112\)/);
    expect(lines).toContain(`Helper's outcome: ${emergency.summary}`);
    expect(lines).toContain('The patient confirmed at booking that they were safe to wait for this visit.');
  });

  it('prints a calm outcome, and says when the helper was not used', () => {
    expect(
      triageParagraphs({ summary: 'Fever for 2 days.', emergency: false, confirmedSafeToWait: false }),
    ).toEqual([
      'No emergency warning signs were flagged by the symptom helper at booking.',
      "Helper's summary: Fever for 2 days.",
    ]);
    expect(triageParagraphs(null)).toEqual(['The symptom helper was not used at booking.']);
  });

  it('changes the form: the same booking with a red flag is a different document', async () => {
    const plain = Buffer.from(await buildIntakeFormPdf(data));
    const flagged = Buffer.from(await buildIntakeFormPdf({ ...data, triage: emergency }));
    expect(flagged.equals(plain)).toBe(false);
  });
});

describe('wrapText', () => {
  it('keeps every line within the width and loses no word', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = 'one two three four five six seven eight nine ten eleven twelve\n\nthirteen';
    const lines = wrapText(text, font, 10, 80);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(80);
    expect(lines.join(' ').split(/\s+/).filter(Boolean)).toEqual(text.split(/\s+/).filter(Boolean));
    expect(lines).toContain('');
    const cut = wrapText('y'.repeat(100), font, 10, 50);
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.join('')).toBe('y'.repeat(100));
  });
});

describe('intakeFormFileName', () => {
  it.each([
    ['2026-11-25', 'Priya Sharma', 'intake-2026-11-25-priya-sharma.pdf'],
    ['2026-11-25', 'Zoë D\'Souza "Z"', 'intake-2026-11-25-zoe-d-souza-z.pdf'],
    ['2026-11-25', 'प्रिया', 'intake-2026-11-25-patient.pdf'],
    ['2026-11-25', '../../etc/passwd', 'intake-2026-11-25-etc-passwd.pdf'],
    ['2026-11-25', 'a'.repeat(100), `intake-2026-11-25-${'a'.repeat(40)}.pdf`],
  ])('%s %s → %s', (date, name, expected) => {
    expect(intakeFormFileName(date, name)).toBe(expected);
  });
});
