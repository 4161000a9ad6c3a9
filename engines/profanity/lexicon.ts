// The profanity lexicon built by training/build-lexicon.ts: a severity weight 0..1 per Roman
// Urdu key; per Urdu-script key (one word, or up to MAX_PHRASE_WORDS joined by spaces) a weight
// and a targeted weight (used when the sentence aims the word at someone); and the Urdu-script
// target words (pronouns, person and group nouns) that are context only, never scored.
import { existsSync, readFileSync } from 'node:fs';
import { EngineUnavailableError } from '../errors/index';

/** [weight, targeted weight] of an Urdu-script entry. */
export type UrduWeights = readonly [number, number];

export interface ProfanityLexiconData {
  version: number;
  /** Roman Urdu key -> severity weight. */
  roman: Record<string, number>;
  /** Urdu-script key (words joined by one space) -> [weight, targeted weight]. */
  urdu: Record<string, UrduWeights>;
  /** Urdu-script keys of target words (context only). */
  urduTargets: string[];
}

export interface ProfanityLexicon {
  roman: Map<string, number>;
  urdu: Map<string, UrduWeights>;
  urduTargets: Set<string>;
  /** Longest Urdu-script entry, in words. */
  maxPhraseWords: number;
}

export const DEFAULT_LEXICON_PATH = new URL('./data/profanity-lexicon.json', import.meta.url);

export function lexiconFromData(data: ProfanityLexiconData): ProfanityLexicon {
  const urdu = new Map(Object.entries(data.urdu));
  let maxPhraseWords = 1;
  for (const key of urdu.keys()) maxPhraseWords = Math.max(maxPhraseWords, key.split(' ').length);
  return {
    roman: new Map(Object.entries(data.roman)),
    urdu,
    urduTargets: new Set(data.urduTargets),
    maxPhraseWords,
  };
}

export function loadProfanityLexicon(path: string | URL = DEFAULT_LEXICON_PATH): ProfanityLexicon {
  if (!existsSync(path)) {
    // Unavailable, not failed: the service answers 503 and refunds.
    throw new EngineUnavailableError(
      `Profanity lexicon ${String(path)} not found: build it with training/build-lexicon.ts.`,
    );
  }
  return lexiconFromData(JSON.parse(readFileSync(path, 'utf8')) as ProfanityLexiconData);
}
