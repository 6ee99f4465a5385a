import type { Prescription } from '@arogya/contract/schemas/prescriptions';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPrescriptionPdf, frequencyText, prescriptionFileName } from './prescription-pdf';

const rx: Prescription = {
  _id: '0190f0a2-7b6c-7d3e-8f4a-5b6c7d8e9f00',
  date: '2026-11-20',
  doctor: {
    _id: 'd',
    name: 'Arjun Mehta',
    specialty: 'Cardiologist',
    qualifications: ['MBBS', 'MD'],
    registrationNumber: 'MMC-2012-045678',
    contact: '+91 9820012345',
  },
  patient: { _id: 'p', name: 'प्रिया शर्मा', age: 34, sex: 'Female' },
  diagnosis: 'उच्च रक्तचाप (hypertension)',
  advice: 'Generic costs about ₹40 a strip.',
  medicines: [
    {
      name: 'Amlodipine',
      dosage: '1 tablet',
      duration: '1 month',
      isSmartStockEnabled: false,
      pillCount: 30,
      strength: '5 mg',
      frequency: '1-0-1',
      instructions: 'खाने के बाद',
      slots: ['morning', 'night'],
      daysOfStockLeft: 15,
    },
  ],
  appointmentId: 'a',
  startDate: '2026-11-20',
  endDate: '2026-12-19',
  active: true,
  editable: true,
  createdAt: '2026-11-20T05:00:00.000Z',
};

describe('prescription PDF', () => {
  it('prints Devanagari and the rupee sign with the embedded font, and names the registration number', async () => {
    const bytes = await buildPrescriptionPdf(rx, new Date('2026-11-20T06:00:00Z'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getSubject()).toContain('MMC-2012-045678');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-20T06:00:00.000Z');
    // The embedded font, not a standard one (which cannot encode Devanagari or ₹).
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .map((dict) => dict.get(PDFName.of('BaseFont'))?.toString() ?? '')
      .filter(Boolean);
    expect(fonts.some((name) => name.includes('NotoSansDevanagari'))).toBe(true);
    expect(fonts.some((name) => name.includes('Helvetica'))).toBe(false);
  });

  it('spells out the 1-0-1 notation and names the file by date', () => {
    expect(frequencyText('1-0-1')).toBe('1-0-1 (Morning, Night)');
    expect(frequencyText('0-1-0')).toBe('0-1-0 (Afternoon)');
    expect(prescriptionFileName(rx)).toBe('prescription-2026-11-20-7d8e9f00.pdf');
  });
});
