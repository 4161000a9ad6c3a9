import { randomBytes } from 'node:crypto';
import { memoKeyedHash, openText, sealText } from './secrets';

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

const LABEL = 'access-token encryption';

/** iv.tag.ciphertext, each base64url. */
export function encryptAccessToken(secret: string, token: string): string {
  return sealText(secret, LABEL, token);
}

export function decryptAccessToken(secret: string, stored: string): string {
  return openText(secret, LABEL, stored);
}
