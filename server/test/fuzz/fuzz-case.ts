import { hostileObject, hostileString, hostileValue, rawJsonBodies } from './hostile-values';
import type { Prng } from './prng';

export type Actor = 'anonymous' | 'token-in-body' | 'bearer' | 'user-session' | 'staff-session';
export const actors: Actor[] = ['anonymous', 'token-in-body', 'bearer', 'user-session', 'staff-session'];

export interface Credentials {
  accessToken: string;
  userCookie: string;
  staffCookie: string;
  origin: string;
  /** Ids and emails worth putting in params and fields (a real user reaches deeper code). */
  knownValues: string[];
}

export interface FuzzRequest {
  actor: Actor;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function fillParams(rng: Prng, url: string, known: string[]): string {
  return url.replace(/:(\w+)/g, () => {
    const value = rng.chance(0.3) ? rng.pick(known) : hostileString(rng).slice(0, 3000);
    return encodeURIComponent(value);
  });
}

function authHeaders(actor: Actor, c: Credentials): Record<string, string> {
  if (actor === 'bearer') return { authorization: `Bearer ${c.accessToken}` };
  if (actor === 'user-session') return { cookie: c.userCookie, origin: c.origin };
  if (actor === 'staff-session') return { cookie: c.staffCookie, origin: c.origin };
  return {};
}

/** A multipart body, well formed or broken in one of the ways parsers trip on. */
export function multipartBody(rng: Prng, file: Buffer): { contentType: string; body: Buffer } {
  const boundary = `----zubanfuzz${rng.int(0, 1e9)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('amount', String(hostileValue(rng))) +
      field('bank', hostileString(rng).slice(0, 500)) +
      `--${boundary}\r\nContent-Disposition: form-data; name="${rng.pick(['receipt', 'cnic', 'x', '../../a'])}"; filename="${rng.pick(['r.png', '../../etc/passwd', 'a\u0000.pdf', ''])}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    'utf8',
  );
  const closing = rng.pick([`\r\n--${boundary}--\r\n`, '', `\r\n--${boundary}`, '\r\n--wrong--\r\n']);
  const contentType = rng.pick([
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    `multipart/form-data; boundary="${boundary}x"`,
  ]);
  return { contentType, body: Buffer.concat([head, file, Buffer.from(closing)]) };
}

/** One random request to a route: who asks, with what body, in which encoding. */
export function fuzzRequest(
  rng: Prng,
  route: { method: string; url: string },
  c: Credentials,
  file: () => Buffer,
): FuzzRequest {
  const actor = rng.pick(actors);
  const headers: Record<string, string> = authHeaders(actor, c);
  if (rng.chance(0.1))
    headers['idempotency-key'] = hostileString(rng)
      .replace(/[^\x20-\x7e]/g, '')
      .slice(0, 300);
  const request: FuzzRequest = {
    actor,
    method: route.method,
    url: fillParams(rng, route.url, c.knownValues),
    headers,
  };
  if (route.method === 'GET') return request;
  const token = actor === 'token-in-body' ? { accessToken: c.accessToken } : {};
  const shape = rng.int(0, 9);
  if (shape <= 3) {
    const known = rng.chance(0.3) ? { email: rng.pick(c.knownValues), userId: rng.pick(c.knownValues) } : {};
    request.payload = JSON.stringify(hostileObject(rng, 0, { ...known, ...token }));
    headers['content-type'] = 'application/json';
  } else if (shape === 4) {
    request.payload = JSON.stringify(hostileValue(rng));
    headers['content-type'] = 'application/json';
  } else if (shape === 5) {
    request.payload = rng.pick(rawJsonBodies);
    headers['content-type'] = 'application/json';
  } else if (shape === 6) {
    const { contentType, body } = multipartBody(rng, file());
    request.payload = body;
    headers['content-type'] = contentType;
  } else if (shape === 7) {
    request.payload = new URLSearchParams({
      text: hostileString(rng),
      accessToken: c.accessToken,
    }).toString();
    headers['content-type'] = rng.pick(['application/x-www-form-urlencoded', 'text/plain']);
  } else if (shape === 8) {
    request.payload = rng.bytes(rng.int(0, 2000));
    headers['content-type'] = rng.pick(['application/octet-stream', 'application/json', 'image/png']);
  } else {
    headers['content-type'] = 'application/json';
  }
  return request;
}
