import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { encryptionKey, memoKeyedHash } from './secrets';

// API access tokens: 32 random bytes, base64url (43 characters). Stored twice: a keyed hash for
// look-up and an AES-256-GCM copy so the /access_token page can show the token again.

export interface IssuedAccessToken {
  token: string;
  hash: string;
  encrypted: string;
}

export function issueAccessToken(secret: string): IssuedAccessToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(secret, token), encrypted: encryptAccessToken(secret, token) };
}

export function hashAccessToken(secret: string, token: string): string {
  return memoKeyedHash(secret, 'access-token', token);
}

/** iv.tag.ciphertext, each base64url. */
export function encryptAccessToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptAccessToken(secret: string, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed encrypted access token');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
