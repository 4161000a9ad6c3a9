/**
 * Line texts for rendering: Urdu Wikipedia sentences from ../shared/data/corpus plus the sentences
 * in sentences.ur.txt, cut into printed-line-sized pieces. One sentence in ten (by a hash of its
 * text) is held out of training and used only for evaluation, so no evaluated line was seen.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seededRandom } from '../../text/training/seeded-random';

export const CORPUS_PATH = resolve(
  import.meta.dirname,
  '../../../../shared/data/corpus/urdu-wikipedia-sentences.txt',
);
export const OWN_SENTENCES_PATH = resolve(import.meta.dirname, 'sentences.ur.txt');

/** Characters the stock urd model can output (its lstm-unicharset), besides the space. */
const URDU_CHARS =
  'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیےآأؤئۂۃۓيكىهةإٰٔ' + 'ًٌٍَُِّْٗ٘ٛ' + '۰۱۲۳۴۵۶۷۸۹' + '۔،؛؟!()":.-/';
const ALLOWED = new Set([...URDU_CHARS, ' ']);

export type Split = 'train' | 'heldout';

/**
 * The stock urd unicharset has no Arabic comma (U+060C), and adding a character would mean
 * retraining the output layer. The model is taught to answer ',' for it instead, and the engine
 * turns ',' back into '،' (see engines/ocr/postprocess.ts).
 */
export function trainingTranscript(text: string): string {
  return text.replace(/،/g, ',');
}

/** FNV-1a over UTF-16 code units: stable across runs and machines. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function splitOf(sentence: string): Split {
  return textHash(sentence) % 10 === 0 ? 'heldout' : 'train';
}

function normalize(sentence: string): string {
  return sentence
    .normalize('NFC')
    .replace(/[\u200c-\u200f\u202a-\u202e]/g, '')
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts a sentence into pieces of 2-9 words and at most 55 characters, like a printed line. */
function cutIntoLines(sentence: string, random: () => number): string[] {
  const words = sentence.split(' ');
  const lines: string[] = [];
  let at = 0;
  while (at < words.length) {
    const take = 2 + Math.floor(random() * 8);
    let line = '';
    let used = 0;
    while (used < take && at + used < words.length) {
      const next = line ? `${line} ${words[at + used]}` : (words[at + used] ?? '');
      if (next.length > 55 && line) break;
      line = next;
      used += 1;
    }
    at += Math.max(used, 1);
    if (line.length >= 4 && [...line].every((c) => ALLOWED.has(c))) lines.push(line);
  }
  return lines;
}

export function readSentences(corpusPath = CORPUS_PATH): string[] {
  const sources = [OWN_SENTENCES_PATH, corpusPath].filter((path) => {
    if (existsSync(path)) return true;
    console.warn(`text source skipped (absent): ${path}`);
    return false;
  });
  return sources.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map(normalize)
      .filter((s) => s.length > 0),
  );
}

/** All lines of one split, in a fixed shuffled order. */
export function linesFor(split: Split, seed = 7, corpusPath = CORPUS_PATH): string[] {
  const random = seededRandom(seed);
  const lines = readSentences(corpusPath)
    .filter((sentence) => splitOf(sentence) === split)
    .flatMap((sentence) => cutIntoLines(sentence, random));
  for (let i = lines.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [lines[i], lines[j]] = [lines[j] as string, lines[i] as string];
  }
  return lines;
}

export { seededRandom };
