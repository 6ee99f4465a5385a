import type { PDFFont } from 'pdf-lib';
import { ACCENT, INK, loadPdfLib, MUTED } from '../../lib/pdf';
import { ascii } from '../payments/receipt-pdf';

/**
 * The downloadable PDF of a second-opinion report. Standard PDF fonts print only Latin text, so other
 * letters lose their accents or become "?" (the web modal shows the exact text).
 */
export interface ReportPdfData {
  requestId: string;
  title: string;
  patientName: string;
  doctorName: string;
  specialty: string;
  createdAt: string;
  diagnosis: string;
  recommendations: string;
  notes: string;
  attachments: Array<{ filename: string }>;
  generatedAt: Date;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Splits text into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n').map(ascii)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

export function reportFileName(createdAt: Date): string {
  return `second-opinion-report-${createdAt.toISOString().slice(0, 10)}.pdf`;
}

export async function buildReportPdf(data: ReportPdfData): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle('Arogya second opinion report');
  pdf.setCreator('Arogya');
  pdf.setCreationDate(data.generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  let y = 780;
  const ensure = (space: number) => {
    if (y - space < 50) {
      page = pdf.addPage([595.28, 841.89]);
      y = 780;
    }
  };
  const text = (value: string, opts: { size?: number; font?: PDFFont; color?: typeof INK } = {}) => {
    const size = opts.size ?? 11;
    for (const line of wrap(value, opts.font ?? regular, size, 495)) {
      ensure(size + 6);
      page.drawText(line, { x: 50, y, size, font: opts.font ?? regular, color: opts.color ?? INK });
      y -= size + 5;
    }
  };
  const section = (label: string, value: string) => {
    y -= 8;
    text(label, { size: 12, font: bold, color: ACCENT });
    text(value || '-');
  };

  text('Arogya', { size: 22, font: bold, color: ACCENT });
  text('Second Opinion Report', { size: 16, font: bold });
  y -= 6;
  text(`Case: ${data.title}`, { color: MUTED });
  text(`Patient: ${data.patientName}`, { color: MUTED });
  text(`Specialist: ${data.doctorName}, ${data.specialty}`, { color: MUTED });
  text(`Date: ${dateTime.format(new Date(data.createdAt))}`, { color: MUTED });
  text(`Reference: ${data.requestId}`, { color: MUTED, size: 9 });
  section('Diagnosis', data.diagnosis);
  section('Recommendations', data.recommendations);
  section('Notes', data.notes);
  if (data.attachments.length) section('Attachments', data.attachments.map((a) => a.filename).join('\n'));
  return pdf.save();
}
