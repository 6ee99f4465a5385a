/**
 * An Indian mobile number: 10 digits starting 6–9, optionally written with +91, 91 or 0 in front and
 * with spaces, dashes or brackets between the digits.
 */
export function isIndianMobile(value: string): boolean {
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(value.replace(/[\s\-()]/g, ''));
}

/** The canonical form stored and compared: `+91` followed by the 10 digits. */
export function normalizeIndianMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `+91${digits.slice(-10)}`;
}
