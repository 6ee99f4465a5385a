import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What a key is for. Each purpose gets its own key derived from APP_SECRET, so a value encrypted for
 * one purpose can never be decrypted (or a hash matched) as another.
 */
export type CryptoPurpose = 'totp-secret' | 'gov-id' | 'login-throttle' | 'recovery-code';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A fixed salt: the input key (APP_SECRET) is already secret and high-entropy; HKDF only separates purposes. */
const SALT = Buffer.from('arogya-field-encryption');

export class DecryptionError extends Error {
  constructor() {
    super('The value could not be decrypted: it was tampered with or encrypted with another key.');
    this.name = 'DecryptionError';
  }
}

function deriveKey(appSecret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, SALT, label, 32));
}

/**
 * Field encryption (AES-256-GCM) and keyed hashing (HMAC-SHA256) for secrets kept in the database:
 * TOTP secrets, government ids. Ciphertexts look like `v1.<iv>.<tag>.<ciphertext>` (base64url), so a
 * later key or algorithm can be introduced beside this one.
 */
export function createFieldCrypto(appSecret: string) {
  const keys = new Map<string, Buffer>();
  const key = (label: string) => {
    let k = keys.get(label);
    if (!k) {
      k = deriveKey(appSecret, label);
      keys.set(label, k);
    }
    return k;
  };

  return {
    encrypt(purpose: CryptoPurpose, plaintext: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key(`encrypt:${purpose}`), iv);
      // The purpose is bound as associated data too: a ciphertext moved to another column fails.
      cipher.setAAD(Buffer.from(purpose));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },

    /** Throws DecryptionError for anything tampered with, truncated, or encrypted under another key. */
    decrypt(purpose: CryptoPurpose, value: string): string {
      const parts = value.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new DecryptionError();
      const [, ivText, tagText, dataText] = parts as [string, string, string, string];
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptionError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key(`encrypt:${purpose}`), iv, {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(tag);
        return Buffer.concat([
          decipher.update(Buffer.from(dataText, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new DecryptionError();
      }
    },

    /** A deterministic keyed hash (hex) for equality lookups of values that are stored encrypted. */
    keyedHash(purpose: CryptoPurpose, value: string): string {
      return createHmac('sha256', key(`hash:${purpose}`))
        .update(value, 'utf8')
        .digest('hex');
    },
  };
}

export type FieldCrypto = ReturnType<typeof createFieldCrypto>;
