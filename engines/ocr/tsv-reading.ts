/**
 * Turns Tesseract's TSV output (one row per page, block, paragraph, line and word) into the
 * line's text and a confidence. Word rows (level 5) come in reading order; their texts are joined
 * with spaces, and lines of the same image likewise.
 */
export interface WordReading {
  text: string;
  /** Tesseract's confidence in this word, 0–100. */
  confidence: number;
}

export interface ScoredReading {
  text: string;
  /** Mean word confidence (0–100) weighted by word length; -1 when nothing was read. */
  confidence: number;
  /** The words of `text`, in order, each with its own confidence (lexicon-correction.ts uses them). */
  words: WordReading[];
}

const WORD_LEVEL = '5';
const CONF_COLUMN = 10;
const TEXT_COLUMN = 11;

export function readingFromTsv(tsv: string): ScoredReading {
  const words: WordReading[] = [];
  let weighted = 0;
  let chars = 0;
  for (const row of tsv.split('\n').slice(1)) {
    const fields = row.split('\t');
    if (fields[0] !== WORD_LEVEL) continue;
    const word = (fields[TEXT_COLUMN] ?? '').trim();
    const confidence = Number(fields[CONF_COLUMN]);
    if (word === '' || !Number.isFinite(confidence)) continue;
    const length = [...word].length;
    words.push({ text: word, confidence });
    weighted += confidence * length;
    chars += length;
  }
  return {
    text: words.map((w) => w.text).join(' '),
    confidence: chars === 0 ? -1 : weighted / chars,
    words,
  };
}
