import { createHmac, hkdfSync } from 'node:crypto';

// Every secret at rest is derived from SESSION_SECRET with a purpose label, so one leaked hash
// cannot be replayed as another kind of secret.

export type HashPurpose = 'access-token' | 'session' | 'email-token';

/** Keyed hash (HMAC-SHA256, hex) used to look up high-entropy secrets without storing them. */
export function keyedHash(secret: string, purpose: HashPurpose, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('hex');
}

const keyCache = new Map<string, Buffer>();

/** 32-byte AES key for the encrypted copy of access tokens. */
export function encryptionKey(secret: string): Buffer {
  const cached = keyCache.get(secret);
  if (cached) return cached;
  const key = Buffer.from(hkdfSync('sha256', secret, 'zuban', 'access-token encryption', 32));
  keyCache.set(secret, key);
  return key;
}
