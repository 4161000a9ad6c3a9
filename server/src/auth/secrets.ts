import { createHmac, hkdfSync } from 'node:crypto';

// Every secret at rest is derived from SESSION_SECRET with a purpose label, so one leaked hash
// cannot be replayed as another kind of secret.

export type HashPurpose = 'access-token' | 'session' | 'email-token';

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

/** 32-byte AES key for the encrypted copy of access tokens. */
export function encryptionKey(secret: string): Buffer {
  const cached = keyCache.get(secret);
  if (cached) return cached;
  const key = Buffer.from(hkdfSync('sha256', secret, 'zuban', 'access-token encryption', 32));
  keyCache.set(secret, key);
  return key;
}
