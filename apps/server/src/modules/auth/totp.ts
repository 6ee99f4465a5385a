import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with the parameters every authenticator app assumes: HMAC-SHA1, 30 s steps, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Arogya';

/** A new random secret (20 bytes, base32), as authenticator apps expect it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The standard otpauth:// URI and its QR code as a PNG data URL. */
export async function totpEnrolment(
  secret: string,
  email: string,
): Promise<{ otpauthUrl: string; qrCodeUrl: string }> {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  const qrCodeUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { otpauthUrl, qrCodeUrl };
}

/** The time step of an instant: floor(unix seconds / 30). */
export function timeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Checks a code against the secret at `now`, accepting the previous, current and next step (clock
 * drift between phone and server). Returns the step the code belongs to, or null. Replay protection
 * is the caller's: accept only a step after the last one used, and store it atomically.
 */
export async function matchTotp(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  if (!result.valid) return null;
  return timeStepAt(now) + result.delta;
}
