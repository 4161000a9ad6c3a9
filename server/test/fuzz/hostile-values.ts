import type { Prng } from './prng';

// Values that have broken servers before: wrong types, edge numbers, huge and odd strings, keys
// that pollute prototypes, nesting that blows stacks. JSON text is built by hand where
// JSON.stringify cannot say it (1e400, duplicate keys, lone surrogates).

const numbers = [0, -1, 1, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 1e-300, 0.1, 3.5, -0.0001];

const strings = [
  '',
  ' ',
  '\u0000',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '99999999999999999999999999',
  '0x10',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '\u202eRTL\u200b\u200d',
  'لڑکیاں کتابیں پڑھ رہی ہیں',
  'ਪੰਜਾਬੀ',
  '😀👍🏽',
  'a@b.c',
  'admin@staff.zuban.test',
  'data:image/png;base64,AAAA',
  '====',
  'iVBORw0KGgo=',
  'UklGRiQAAABXQVZF',
];

export const fieldNames = [
  'text',
  'accessToken',
  'email',
  'password',
  'confirmPassword',
  'newPassword',
  'firstName',
  'lastName',
  'country',
  'amount',
  'balance',
  'image',
  'file',
  'filename',
  'volume',
  'summarizationType',
  'dpi_val',
  'performance',
  'fontsize',
  'tagset',
  'userId',
  'serviceName',
  'unitCost',
  'discount',
  'minUnit',
  'minCost',
  'token',
  'reason',
  'message',
  'subject',
  'bank',
  'reference',
  'page',
  'limit',
  'status',
  'id',
  'jobId',
  '__proto__',
  'constructor',
];

export function hostileString(rng: Prng): string {
  const roll = rng.int(0, 9);
  if (roll === 0) return 'ا'.repeat(rng.int(1_000, 120_000));
  if (roll === 1) return rng.bytes(rng.int(1, 64)).toString('latin1');
  if (roll === 2) return rng.bytes(rng.int(1, 3000)).toString('base64');
  return rng.pick(strings);
}

export function hostileValue(rng: Prng, depth = 0): unknown {
  const roll = rng.int(0, 11);
  if (roll <= 3) return hostileString(rng);
  if (roll <= 5) return rng.pick(numbers);
  if (roll === 6) return rng.pick([null, true, false]);
  if (roll === 7 && depth < 3)
    return Array.from({ length: rng.int(0, 4) }, () => hostileValue(rng, depth + 1));
  if (roll === 8 && depth < 3) return hostileObject(rng, depth + 1);
  if (roll === 9) return rng.int(-1000, 100_000);
  return rng.pick(strings);
}

export function hostileObject(
  rng: Prng,
  depth = 0,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const count = rng.int(0, 6);
  for (let i = 0; i < count; i++) out[rng.pick(fieldNames)] = hostileValue(rng, depth);
  return { ...out, ...extra };
}

/** Request bodies JSON.stringify would never write. */
export const rawJsonBodies = [
  '{',
  '{"text":',
  '[',
  '"',
  'nul',
  '{"amount":1e400,"balance":-1e400}',
  '{"text":"\\ud800"}',
  '{"email":"a@b.c","email":["x"]}',
  '{"__proto__":{"role":"admin","status":"active"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  '\u0000\u0000',
  `{"text": "${'x'.repeat(300_000)}"}`,
];
