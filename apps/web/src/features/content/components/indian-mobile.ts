/**
 * An Indian mobile number: 10 digits starting 6–9, optionally written with +91, 91 or 0 in front and with
 * spaces, dashes or brackets between the digits.
 */
export function isIndianMobile(value: string): boolean {
  const digits = value.replace(/[\s\-()]/g, '');
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(digits);
}
