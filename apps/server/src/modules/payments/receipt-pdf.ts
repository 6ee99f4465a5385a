import { CONTACT_DETAILS } from '@arogya/contract/constants/content';
import { ACCENT, INK, loadPdfLib, MUTED } from '../../lib/pdf';

/**
 * The receipt of a successful payment (GET /payment/{id}/receipt). Standard PDF fonts (no font files to
 * ship) print only Latin text, so the rupee sign becomes "Rs." and letters the font lacks lose their
 * accents or become "?": the receipt's figures and ids are always ASCII.
 */
export interface ReceiptData {
  paymentId: string;
  orderId: string;
  payerName: string;
  description: string;
  amountPaise: number;
  refundedPaise: number;
  paidAt: Date;
  testMode: boolean;
  generatedAt: Date;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rs. 1,25,000.00 */
export function receiptAmount(paise: number): string {
  return `Rs. ${grouping.format(paise / 100)}`;
}

/** What the standard PDF fonts can print: Latin text, the rupee sign spelled out. */
export function ascii(text: string): string {
  return text
    .replace(/₹/g, 'Rs. ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

export function receiptFileName(paidAt: Date, providerPaymentId: string): string {
  const day = paidAt.toISOString().slice(0, 10);
  return `arogya-receipt-${day}-${providerPaymentId.replace(/[^A-Za-z0-9_]/g, '')}.pdf`;
}

export async function buildReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle('Arogya payment receipt');
  pdf.setCreator('Arogya');
  pdf.setCreationDate(data.generatedAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (label: string, value: string) => {
    page.drawText(label, { x: 50, y, size: 10, font: regular, color: MUTED });
    page.drawText(ascii(value).slice(0, 90), { x: 180, y, size: 11, font: regular, color: INK });
    y -= 22;
  };

  page.drawText('Arogya', { x: 50, y, size: 22, font: bold, color: ACCENT });
  y -= 28;
  page.drawText(data.testMode ? 'Payment receipt (Test Mode)' : 'Payment receipt', {
    x: 50,
    y,
    size: 14,
    font: bold,
    color: INK,
  });
  y -= 36;
  line('Received from', data.payerName);
  line('For', data.description);
  line('Amount', receiptAmount(data.amountPaise));
  if (data.refundedPaise > 0) line('Refunded', receiptAmount(data.refundedPaise));
  line('Paid on', dateTime.format(data.paidAt));
  line('Payment id', data.paymentId);
  line('Order id', data.orderId);
  line('Status', 'Paid');
  y -= 20;
  if (data.testMode) {
    page.drawText('Test mode: no real money was charged.', {
      x: 50,
      y,
      size: 10,
      font: regular,
      color: MUTED,
    });
    y -= 18;
  }
  page.drawText(ascii(`Questions? ${CONTACT_DETAILS.email}`), {
    x: 50,
    y,
    size: 10,
    font: regular,
    color: MUTED,
  });
  page.drawText(ascii(`Generated ${dateTime.format(data.generatedAt)}`), {
    x: 50,
    y: 50,
    size: 8,
    font: regular,
    color: MUTED,
  });
  return pdf.save();
}
