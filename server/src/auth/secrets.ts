import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// Every secret at rest is derived from SESSION_SECRET with a purpose label, so one leaked hash
// cannot be replayed as another kind of secret.

export type HashPurpose = 'access-token' | 'session' | 'email-token' | 'api-key';

/** Keyed hash (HMAC-SHA256, hex) used to look up high-entropy secrets without storing them. */
export function keyedHash(secret: string, purpose: HashPurpose, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('hex');
}

const MEMO_LIMIT = 4096;
const memos = new Map<string, Map<string, string>>();

/**
 * keyedHash, remembered for the secrets that come back on every request (API tokens, session ids):
 * the HMAC was ~4 µs of a paid call's CPU (bench/api), a Map hit well under 1 µs. The memo holds
 * at most MEMO_LIMIT entries per server secret and starts afresh when full, so a caller sending
 * random tokens can only churn it; it keeps nothing the request itself did not carry.
 */
export function memoKeyedHash(secret: string, purpose: HashPurpose, value: string): string {
  let memo = memos.get(secret);
  if (!memo) {
    memo = new Map();
    memos.set(secret, memo);
  }
  const key = `${purpose}\0${value}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const hash = keyedHash(secret, purpose, value);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, hash);
  return hash;
}

const keyCache = new Map<string, Buffer>();

/**
 * 32-byte AES key for a kind of secret kept encrypted (the copy of access tokens; webhook signing
 * secrets), derived with its own label so that one kind cannot be decrypted as another.
 */
export function encryptionKey(secret: string, label = 'access-token encryption'): Buffer {
  const cacheKey = `${label}\0${secret}`;
  const cached = keyCache.get(cacheKey);
  if (cached) return cached;
  const key = Buffer.from(hkdfSync('sha256', secret, 'zuban', label, 32));
  keyCache.set(cacheKey, key);
  return key;
}

/** AES-256-GCM under the label's key: iv.tag.ciphertext, each base64url. */
export function sealText(secret: string, label: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret, label), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The text sealText sealed; throws when it was altered or sealed under another label or secret. */
export function openText(secret: string, label: string, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed sealed text');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(secret, label), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
