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
const PAGE_COLUMN = 1;
const CONF_COLUMN = 10;
const TEXT_COLUMN = 11;

/** The reading of a one-page run. */
export function readingFromTsv(tsv: string): ScoredReading {
  return readingsFromTsv(tsv, 1)[0] as ScoredReading;
}

/**
 * One reading per page of a multi-page run (tiff.ts), in page order; a page without words reads
 * as '' with confidence -1.
 */
export function readingsFromTsv(tsv: string, pages: number): ScoredReading[] {
  const words: WordReading[][] = Array.from({ length: pages }, () => []);
  for (const row of tsv.split('\n').slice(1)) {
    const fields = row.split('\t');
    if (fields[0] !== WORD_LEVEL) continue;
    const word = (fields[TEXT_COLUMN] ?? '').trim();
    const confidence = Number(fields[CONF_COLUMN]);
    const page = Number(fields[PAGE_COLUMN]) - 1;
    if (word === '' || !Number.isFinite(confidence) || !(page >= 0 && page < pages)) continue;
    words[page]?.push({ text: word, confidence });
  }
  return words.map(scored);
}

function scored(words: WordReading[]): ScoredReading {
  let weighted = 0;
  let chars = 0;
  for (const { text, confidence } of words) {
    const length = [...text].length;
    weighted += confidence * length;
    chars += length;
  }
  return {
    text: words.map((w) => w.text).join(' '),
    confidence: chars === 0 ? -1 : weighted / chars,
    words,
  };
}
