import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { ACCENT, INK, loadPdfLib, MUTED, RULE } from '../../lib/pdf';

/**
 * The intake form of an appointment (spec 02 §2: "an intake-form download link exists per appointment"):
 * a real PDF the professional prints or fills in at the visit — who, when, what the patient reported,
 * blank lines for vitals, examination and plan, and a signature line.
 *
 * It uses the PDF standard fonts (no font files to ship), which encode only WinAnsi (Western European).
 * Text in other scripts — a symptom typed in Devanagari, the rupee sign — is replaced by a marker rather
 * than failing, and the form then says so and points to the original in the app.
 */

export interface IntakeFormData {
  appointmentId: string;
  patientName: string;
  appointmentDate: string;
  appointmentTime: string;
  bookingType: string;
  status: string;
  professionalName: string;
  /** Specialty or role, as the patient sees it. */
  professionalDesignation: string;
  symptoms: string;
  previousMeds: string;
  /** Where the attached report can be opened (signed-in), or null when there is none. */
  reportUrl: string | null;
  /** The symptom helper's outcome stored with the booking, or null when it was not used. */
  triage: { summary: string; emergency: boolean; confirmedSafeToWait: boolean } | null;
  /** When the form was made; printed in the footer and stored as the PDF's creation date. */
  generatedAt: Date;
}

/**
 * The TRIAGE section: the symptom helper's outcome as stored with the booking, apart from the patient's
 * own words (which are printed under Symptoms).
 */
export function triageParagraphs(triage: IntakeFormData['triage']): string[] {
  if (!triage) return ['The symptom helper was not used at booking.'];
  if (triage.emergency) {
    return [
      `RED FLAG: the symptom helper advised emergency care (${EMERGENCY_NUMBER}). Check the patient's condition first.`,
      `Helper's outcome: ${triage.summary}`,
      triage.confirmedSafeToWait
        ? 'The patient confirmed at booking that they were safe to wait for this visit.'
        : 'The patient did not confirm that they were safe to wait.',
    ];
  }
  return [
    'No emergency warning signs were flagged by the symptom helper at booking.',
    `Helper's summary: ${triage.summary}`,
  ];
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { x: 50, top: 44, bottom: 58 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;

/** Printed instead of each run of characters the font cannot encode. */
export const UNPRINTABLE_MARK = '[?]';

const printedAt = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A file name for the download: `intake-<date>-<patient>.pdf`, ASCII letters, digits and hyphens only. */
export function intakeFormFileName(appointmentDate: string, patientName: string): string {
  const slug = (text: string, max: number) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, max)
      .replace(/-+$/g, '');
  const date = slug(appointmentDate, 10) || 'appointment';
  const patient = slug(patientName, 40) || 'patient';
  return `intake-${date}-${patient}.pdf`;
}

/** Rewrites text so the font can draw it: common look-alikes first, then a marker for each unknown run. */
function printable(charset: ReadonlySet<number>) {
  const LOOK_ALIKES: Readonly<Record<string, string>> = {
    '₹': 'Rs. ',
    '\u2212': '-',
    '\u2010': '-',
    '\u2011': '-',
    '\u00a0': ' ',
    '\u202f': ' ',
    '\u2009': ' ',
    '\u2192': '->',
    '\u2264': '<=',
    '\u2265': '>=',
  };
  return (text: string): { text: string; replaced: boolean } => {
    let replaced = false;
    let out = '';
    let inRun = false;
    for (const ch of text.normalize('NFC')) {
      const cp = ch.codePointAt(0) ?? 0;
      if (ch === '\n' || ch === '\r' || ch === '\t') {
        out += ch === '\t' ? ' ' : ch;
        inRun = false;
        continue;
      }
      if (charset.has(cp) && cp >= 0x20) {
        out += ch;
        inRun = false;
        continue;
      }
      const alike = LOOK_ALIKES[ch];
      if (alike !== undefined) {
        out += alike;
        inRun = false;
        continue;
      }
      // An accented letter the font lacks may still print without its accent.
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      if (base && base !== ch && [...base].every((c) => charset.has(c.codePointAt(0) ?? 0))) {
        out += base;
        inRun = false;
        continue;
      }
      // Combining marks belong to the run they follow (a Devanagari word is one run, not many).
      if (/\p{M}/u.test(ch) && inRun) continue;
      if (!inRun) out += UNPRINTABLE_MARK;
      inRun = true;
      replaced = true;
    }
    return { text: out, replaced };
  };
}

/** Splits text into lines no wider than `width`, breaking words that are longer than a line. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (let word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line (a long URL, a run of letters) is cut where it must be.
      while (font.widthOfTextAtSize(word, size) > width) {
        // The longest prefix that fits (binary search: a pasted run can be thousands of characters).
        let lo = 1;
        let hi = word.length - 1;
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          if (font.widthOfTextAtSize(word.slice(0, mid), size) <= width) lo = mid;
          else hi = mid - 1;
        }
        lines.push(word.slice(0, lo));
        word = word.slice(lo);
      }
      line = word;
    }
    lines.push(line);
  }
  // Blank lines at the ends say nothing.
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  return lines;
}

/** Writes top to bottom, starting a new page whenever the next thing would not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  replacedAny = false;
  private readonly clean: (text: string) => { text: string; replaced: boolean };

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly continuationTitle: string,
  ) {
    this.clean = printable(new Set(regular.getCharacterSet()));
    this.newPage(false);
  }

  text(raw: string): string {
    const { text, replaced } = this.clean(raw);
    if (replaced) this.replacedAny = true;
    return text;
  }

  newPage(continued = true): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN.top;
    if (continued) {
      this.page.drawText(this.text(this.continuationTitle), {
        x: MARGIN.x,
        y: this.y,
        size: 9,
        font: this.regular,
        color: MUTED,
      });
      this.y -= 24;
    }
  }

  /** Makes room for `height` points, moving to a new page when the current one is full. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  line(text: string, opts: { size?: number; font?: PDFFont; color?: RGB; x?: number } = {}) {
    const size = opts.size ?? 10.5;
    this.ensure(size + 4);
    this.page.drawText(text, {
      x: opts.x ?? MARGIN.x,
      y: this.y - size,
      size,
      font: opts.font ?? this.regular,
      color: opts.color ?? INK,
    });
    this.y -= size + 4;
  }

  paragraph(raw: string, opts: { size?: number; font?: PDFFont; indent?: number } = {}): void {
    const size = opts.size ?? 10.5;
    const font = opts.font ?? this.regular;
    const indent = opts.indent ?? 0;
    for (const l of wrapText(this.text(raw), font, size, CONTENT_WIDTH - indent)) {
      this.line(l, { size, font, x: MARGIN.x + indent });
    }
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 8;
    this.line(text.toUpperCase(), { size: 10, font: this.bold, color: ACCENT });
    this.rule(0.6);
    this.y -= 4;
  }

  rule(thickness = 0.5, color = RULE): void {
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: PAGE.width - MARGIN.x, y: this.y },
      thickness,
      color,
    });
    this.y -= 4;
  }

  /** A label and its value on one line, the value wrapped under itself when long. */
  field(label: string, raw: string): void {
    const labelWidth = 120;
    const lines = wrapText(this.text(raw), this.regular, 10.5, CONTENT_WIDTH - labelWidth);
    this.ensure(15);
    this.page.drawText(label, { x: MARGIN.x, y: this.y - 10.5, size: 10, font: this.bold, color: MUTED });
    lines.forEach((l, i) => {
      if (i > 0) this.ensure(15);
      this.page.drawText(l, {
        x: MARGIN.x + labelWidth,
        y: this.y - 10.5,
        size: 10.5,
        font: this.regular,
        color: INK,
      });
      this.y -= 15;
    });
    if (lines.length === 0) this.y -= 15;
  }

  /** Blank writing lines, each with an optional label in front. */
  blanks(labels: readonly string[], gap = 24): void {
    for (const label of labels) {
      this.ensure(gap);
      this.y -= gap - 6;
      let x = MARGIN.x;
      if (label) {
        this.page.drawText(label, { x, y: this.y + 2, size: 10, font: this.regular, color: INK });
        x += this.regular.widthOfTextAtSize(label, 10) + 6;
      }
      this.page.drawLine({
        start: { x, y: this.y },
        end: { x: PAGE.width - MARGIN.x, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
      this.y -= 6;
    }
  }
}

/** The PDF bytes of the intake form. Deterministic for the same data (the date comes from `generatedAt`). */
export async function buildIntakeFormPdf(data: IntakeFormData): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const title = `Patient intake form: ${data.patientName}, ${data.appointmentDate}`;
  const w = new Writer(doc, regular, bold, `${title} (continued)`);

  // Clinic header
  w.line('Arogya', { size: 22, font: bold, color: ACCENT });
  w.line('Home healthcare  |  Patient intake form', { size: 12, font: bold });
  w.paragraph(CONTACT_DETAILS.address, { size: 8.5 });
  w.paragraph(`${CONTACT_DETAILS.phone}  |  ${CONTACT_DETAILS.email}  |  ${CONTACT_DETAILS.hours}`, {
    size: 8.5,
  });
  w.y -= 4;
  w.rule(1.2, ACCENT);

  // Appointment
  w.heading('Appointment');
  w.field('Patient', data.patientName);
  w.field('Date', formatDay(data.appointmentDate));
  w.field('Time', `${data.appointmentTime} (India time)`);
  w.field('Type', data.bookingType);
  w.field('Professional', `${data.professionalName} (${data.professionalDesignation})`);
  w.field('Status', data.status);
  w.field('Reference', data.appointmentId);

  // What the patient reported
  w.heading('Symptoms, as described by the patient');
  w.paragraph(data.symptoms.trim() || 'No symptoms were described at booking.');
  w.heading('Previous medication');
  w.paragraph(data.previousMeds.trim() || 'None reported.');

  w.heading('Triage');
  for (const text of triageParagraphs(data.triage)) w.paragraph(text);
  w.heading('Report');
  w.paragraph(
    data.reportUrl
      ? `Medical report attached. Open it while signed in to Arogya: ${data.reportUrl}`
      : 'No medical report was attached to this booking.',
  );

  // To fill in at the visit
  w.heading('Vitals');
  const vitals: ReadonlyArray<[string, string]> = [
    ['Blood pressure', 'mmHg'],
    ['Pulse', '/min'],
    ['Temperature', '°F'],
    ['SpO2', '%'],
    ['Resp. rate', '/min'],
    ['Blood sugar', 'mg/dL'],
    ['Weight', 'kg'],
    ['Height', 'cm'],
    ['Pain (0-10)', ''],
  ];
  const columns = 3;
  const columnWidth = CONTENT_WIDTH / columns;
  for (let i = 0; i < vitals.length; i += columns) {
    w.ensure(22);
    w.y -= 17;
    vitals.slice(i, i + columns).forEach(([label, unit], col) => {
      const x = MARGIN.x + col * columnWidth;
      const lineStart = x + 74;
      const lineEnd = x + columnWidth - 36;
      w.page.drawText(label, { x, y: w.y + 2, size: 9.5, font: regular, color: INK });
      w.page.drawLine({
        start: { x: lineStart, y: w.y },
        end: { x: lineEnd, y: w.y },
        thickness: 0.5,
        color: RULE,
      });
      if (unit) w.page.drawText(unit, { x: lineEnd + 3, y: w.y + 2, size: 8.5, font: regular, color: MUTED });
    });
    w.y -= 5;
  }

  w.heading('Examination findings');
  w.blanks(['', '', ''], 20);
  w.heading('Assessment and plan');
  w.blanks(['', '', ''], 20);

  // Signature, kept together on one page
  w.ensure(56);
  w.y -= 22;
  const half = CONTENT_WIDTH / 2;
  const signatureLabel = 'Signature:';
  const dateLabel = 'Date and time:';
  w.page.drawText(signatureLabel, { x: MARGIN.x, y: w.y + 2, size: 10, font: regular, color: INK });
  w.page.drawLine({
    start: { x: MARGIN.x + regular.widthOfTextAtSize(signatureLabel, 10) + 6, y: w.y },
    end: { x: MARGIN.x + half - 16, y: w.y },
    thickness: 0.5,
    color: RULE,
  });
  w.page.drawText(dateLabel, { x: MARGIN.x + half, y: w.y + 2, size: 10, font: regular, color: INK });
  w.page.drawLine({
    start: { x: MARGIN.x + half + regular.widthOfTextAtSize(dateLabel, 10) + 6, y: w.y },
    end: { x: PAGE.width - MARGIN.x, y: w.y },
    thickness: 0.5,
    color: RULE,
  });
  w.y -= 8;
  w.field('Name', `${data.professionalName} (${data.professionalDesignation})`);

  if (w.replacedAny) {
    w.y -= 8;
    w.paragraph(
      `Some characters could not be printed in this form and are shown as ${UNPRINTABLE_MARK}. The original text is in the appointment on Arogya.`,
      { size: 9 },
    );
  }

  // Footers, now that the page count is known
  const stamp = printedAt.format(data.generatedAt);
  w.pages.forEach((page, i) => {
    const footer = `Confidential health information  |  Generated ${stamp} IST  |  Page ${i + 1} of ${w.pages.length}`;
    page.drawLine({
      start: { x: MARGIN.x, y: MARGIN.bottom - 18 },
      end: { x: PAGE.width - MARGIN.x, y: MARGIN.bottom - 18 },
      thickness: 0.5,
      color: RULE,
    });
    page.drawText(w.text(footer), {
      x: MARGIN.x,
      y: MARGIN.bottom - 32,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });

  doc.setTitle(w.text(title));
  doc.setAuthor('Arogya');
  doc.setSubject('Patient intake form');
  doc.setProducer('Arogya');
  doc.setCreator('Arogya');
  doc.setCreationDate(data.generatedAt);
  doc.setModificationDate(data.generatedAt);
  return doc.save();
}

function formatDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFormat.format(d);
}
