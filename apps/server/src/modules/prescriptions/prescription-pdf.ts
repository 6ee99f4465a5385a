import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { DOSE_SLOT_LABELS } from '@arogya/contract/constants/prescriptions';
import type { Prescription } from '@arogya/contract/schemas/prescriptions';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { ACCENT, INK, loadFontkit, loadPdfLib, MUTED } from '../../lib/pdf';

/**
 * The prescription as a PDF with what the Telemedicine Practice Guidelines 2020 ask for: the doctor's name,
 * qualifications, registration number and contact; the patient's name, age and sex; the date; the
 * diagnosis; each medicine's name, strength, dosage, frequency (1-0-1 notation), duration and instructions.
 *
 * Unlike the intake form it embeds Noto Sans Devanagari (Latin, Devanagari and ₹ included), so Hindi text
 * and the rupee sign print as written; fontkit shapes Devanagari (its Indic shaper) before pdf-lib places
 * the glyphs.
 */

const require = createRequire(import.meta.url);
const FONT_DIR = '@expo-google-fonts/noto-sans-devanagari';
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

function loadFonts() {
  fonts ??= Promise.all([
    fs.readFile(require.resolve(`${FONT_DIR}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
    fs.readFile(require.resolve(`${FONT_DIR}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const WIDTH = PAGE.width - 2 * MARGIN;

export function prescriptionFileName(rx: Pick<Prescription, 'date' | '_id'>): string {
  return `prescription-${rx.date}-${rx._id.slice(-8)}.pdf`;
}

/** "1-0-1" → "1-0-1 (Morning, Night)". */
export function frequencyText(frequency: string): string {
  const units = frequency.split('-').map(Number);
  const labels = (['morning', 'afternoon', 'night'] as const)
    .filter((_, i) => (units[i] ?? 0) > 0)
    .map((s) => DOSE_SLOT_LABELS[s]);
  return `${frequency} (${labels.join(', ')})`;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export async function buildPrescriptionPdf(rx: Prescription, generatedAt: Date): Promise<Uint8Array> {
  const [{ PDFDocument }, fontkit] = await Promise.all([loadPdfLib(), loadFontkit()]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await loadFonts();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  doc.setTitle(`Prescription ${rx.date}`);
  doc.setCreator('Arogya');
  doc.setAuthor(`Dr. ${rx.doctor.name}`);
  // The registration number also in the metadata, where a reader (or a test) finds it without the font.
  doc.setSubject(
    `Prescription for ${rx.patient.name} by Dr. ${rx.doctor.name}, registration number ${rx.doctor.registrationNumber ?? 'not given'}`,
  );
  doc.setCreationDate(generatedAt);

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
  };
  const text = (
    value: string,
    opts: { size?: number; font?: PDFFont; color?: typeof INK; x?: number; width?: number } = {},
  ) => {
    const size = opts.size ?? 10;
    const font = opts.font ?? regular;
    for (const line of wrap(value, font, size, opts.width ?? WIDTH)) {
      ensure(size + 4);
      page.drawText(line, { x: opts.x ?? MARGIN, y: y - size, size, font, color: opts.color ?? INK });
      y -= size + 4;
    }
  };
  const gap = (h = 8) => {
    y -= h;
  };
  const rule = () => {
    ensure(6);
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.7,
      color: MUTED,
    });
    y -= 8;
  };

  text(`Dr. ${rx.doctor.name}`, { size: 18, font: bold, color: ACCENT });
  const quals = rx.doctor.qualifications.join(', ');
  if (quals || rx.doctor.specialty)
    text([quals, rx.doctor.specialty].filter(Boolean).join(' · '), { size: 10 });
  text(`Registration number: ${rx.doctor.registrationNumber ?? '—'}`, { size: 10, font: bold });
  text(`Contact: ${rx.doctor.contact ?? '—'}`, { size: 10 });
  gap(4);
  rule();
  text(`Patient: ${rx.patient.name}`, { size: 11, font: bold });
  text(`Age: ${rx.patient.age ?? '—'} · Sex: ${rx.patient.sex ?? '—'} · Date: ${rx.date}`, { size: 10 });
  gap(4);
  text('Diagnosis', { size: 11, font: bold, color: ACCENT });
  text(rx.diagnosis);
  gap(6);
  text('Rx', { size: 14, font: bold, color: ACCENT });
  rx.medicines.forEach((m, i) => {
    ensure(60);
    text(`${i + 1}. ${m.name}${m.strength ? ` ${m.strength}` : ''}`, { size: 11, font: bold });
    const indent = { x: MARGIN + 14, width: WIDTH - 14 };
    text(`Dosage: ${m.dosage} · Frequency: ${frequencyText(m.frequency)} · Duration: ${m.duration}`, indent);
    if (m.instructions) text(`Instructions: ${m.instructions}`, indent);
    gap(4);
  });
  if (rx.advice) {
    text('Advice', { size: 11, font: bold, color: ACCENT });
    text(rx.advice);
    gap(4);
  }
  rule();
  text(
    'Issued by teleconsultation or visit through Arogya under the Telemedicine Practice Guidelines 2020. ' +
      `Course ${rx.startDate} to ${rx.endDate}.`,
    { size: 8, color: MUTED },
  );
  text(`Generated ${generatedAt.toISOString()}`, { size: 8, color: MUTED });
  return doc.save();
}
