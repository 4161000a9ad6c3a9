/**
 * Units of charge. Each service counts its units from the validated request; the price table
 * (spec portal §9) is expressed in these units so that `priceMilli` stays one rule for every service.
 */
import { isSpace } from './whitespace';
export type ChargeUnit =
  | 'character'
  | 'words100'
  | 'characters100'
  | 'request'
  | 'seconds15'
  | 'megabyte'
  | 'page';

export const chargeUnits: Record<ChargeUnit, { label: string; howCounted: string }> = {
  character: { label: 'character', howCounted: 'characters (Unicode code points) of the text' },
  words100: {
    label: '100 words',
    howCounted: 'started blocks of 100 words; words are separated by white space',
  },
  characters100: {
    label: '100 characters',
    howCounted: 'started blocks of 100 characters (Unicode code points)',
  },
  request: { label: 'request', howCounted: 'one per request' },
  seconds15: { label: '15 seconds', howCounted: 'started 15-second blocks of audio' },
  megabyte: { label: 'MB', howCounted: 'started megabytes (1 MB = 1,048,576 bytes) of the decoded image' },
  page: {
    label: 'page',
    howCounted: 'pages of a PDF or multi-page TIFF, as its bytes say before it is read',
  },
};

/**
 * Characters as people count them: code points, so a surrogate pair is one character (a lone
 * surrogate counts as one, as iterating the string does). Counted without the string iterator,
 * which cost 1.2 µs on a 50-word text: it runs in validation and pricing of every text call.
 */
export function countCharacters(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdbff) continue;
    const next = text.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) {
      pairs++;
      i++;
    }
  }
  return text.length - pairs;
}

/**
 * Words as runs of non-whitespace, what splitting the trimmed text on /\s+/ counts. Counted in
 * one pass without building the array of words: it runs on every per-word paid call.
 */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** Started blocks: 1..size → 1, size+1 → 2. Zero stays zero. */
export function startedBlocks(quantity: number, size: number): number {
  return Math.ceil(quantity / size);
}

export const BYTES_PER_MB = 1024 * 1024;

/** Bytes encoded by a base64 string (optionally a data URL), without decoding it. */
export function base64ByteLength(value: string): number {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const body = (comma >= 0 ? value.slice(comma + 1) : value).replace(/\s+/g, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((body.length * 3) / 4) - padding);
}
