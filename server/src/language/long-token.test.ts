// Every text service, through the real app, on 3,000-character inputs of hostile shapes: one
// word of 3,000 letters, one letter repeated, mixed scripts, words without spaces, diacritics only,
// a letter under a pile of marks (romanization: 100 characters, its limit, of Roman letters).
// Each must answer 200: before the engines were made linear the spell checker ran out of memory on
// the first of them and the compressor, langid and profanity took seconds to minutes on others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { fundedUser } from '../../test/support/money';

const URDU_LETTERS = 'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیے';
const DIACRITICS = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670';

/** n characters cycling through `chars` with a stride, so the text has no short repeats. */
function cycle(chars: string, n: number, stride = 1): string {
  const list = [...chars];
  let out = '';
  for (let i = 0; out.length < n; i++) out += list[(i * stride) % list.length];
  return out.slice(0, n);
}

const N = 3000;
const urduShapes: Record<string, string> = {
  'one 3,000-letter word': cycle(URDU_LETTERS, N, 7),
  'one letter repeated': 'ب'.repeat(N),
  'mixed scripts': cycle('ب1aپ٢bتcژ۳\u0915', N),
  'words without spaces': cycle('پاکستانایکخوبصورتملکہےاورلوگمہماننوازہیں', N),
  'diacritics only': cycle(DIACRITICS, N),
  'a letter under 2,999 marks': `ب${cycle(DIACRITICS, N - 1)}`,
};

const ROMAN_LIMIT = 100;
const romanShapes: Record<string, string> = {
  'one 100-letter Roman word': cycle('abcdefghijklmnopqrstuvwxyz', ROMAN_LIMIT, 7),
  'one Roman letter repeated': 'a'.repeat(ROMAN_LIMIT),
  'Roman words without spaces': cycle('meranaamalihaiaurmainlahoremeinrehtahoon', ROMAN_LIMIT),
  'a Roman letter under 99 accents': `a${'\u0301\u0300'.repeat(50)}`.slice(0, ROMAN_LIMIT),
};

const textServices: Array<[path: string, fields: Record<string, unknown>]> = [
  ['/stemmer', {}],
  ['/spell_checker', {}],
  ['/keyword_extraction', { volume: 5 }],
  ['/postagger', {}],
  ['/postagger', { tagset: 'upos' }],
  ['/domain_identification', {}],
  ['/extractive_summarization', { volume: 4 }],
  ['/abstractive_summarization', { volume: 4 }],
  ['/langid', {}],
  ['/content_filter', {}],
];

const cases = [
  ...textServices.flatMap(([path, fields]) =>
    Object.entries(urduShapes).map(([shape, text]) => ({ path, fields, shape, text })),
  ),
  ...Object.entries(romanShapes).map(([shape, text]) => ({
    path: '/romanization',
    fields: {},
    shape,
    text,
  })),
];

describe('text services on long single tokens', () => {
  let t: TestApp;
  let accessToken: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // Each 3,000-character call costs a few rupees; 60 of them need more than the usual 100.
    ({ accessToken } = await fundedUser(t.ctx, 10_000_000));
  }, 60_000);
  afterAll(() => t?.close());

  // The first call of each service loads its model in the text pool: allow for that.
  it.each(cases)(
    '$path $fields answers 200 for $shape',
    async ({ path, fields, text }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        payload: { text, ...fields, accessToken },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.json().response).toBeDefined();
    },
    60_000,
  );
});
