import { randomBytes } from 'node:crypto';
import { memoKeyedHash } from './secrets';

// A named key's secret: `zk_` and 32 random bytes in base64url. The prefix tells a key from the
// account's access token (43 bare characters) before any look-up, so a key is looked up in
// api_keys only. Only the keyed hash is stored (purpose 'api-key'): the secret is shown once.

export const KEY_PREFIX = 'zk_';

export interface IssuedKeySecret {
  secret: string;
  hash: string;
  lastFour: string;
}

export function issueKeySecret(serverSecret: string): IssuedKeySecret {
  const secret = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashKeySecret(serverSecret, secret), lastFour: secret.slice(-4) };
}

export function hashKeySecret(serverSecret: string, secret: string): string {
  return memoKeyedHash(serverSecret, 'api-key', secret);
}

/** A string shaped like a named key's secret (its look-up then decides whether it is one). */
export function isKeySecret(token: string): boolean {
  return token.startsWith(KEY_PREFIX) && token.length >= 40 && token.length <= 100;
}
