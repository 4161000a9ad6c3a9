import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt from node:crypto (no native add-on). Parameters are stored with each hash so they can be
// raised later without breaking existing passwords.

const params = { N: 16384, r: 8, p: 1, keyLength: 32 };

function derive(password: string, salt: Buffer, opts: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: params.N, r: params.r, p: params.p }, params.keyLength);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

/** A hash that never matches, verified against when the email is unknown so timing does not tell. */
export const decoyPasswordHash = `scrypt$${params.N}$${params.r}$${params.p}$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;
