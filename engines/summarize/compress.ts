import { tagTokens } from '../pos';

/**
 * Sentence compression by rule, for the embedded abstractive summarizer: each chosen sentence
 * is rewritten without what a headline writer would cut first (Knight & Marcu's deletion view
 * of compression):
 *  - parentheticals: (...), [...], and dash-enclosed asides;
 *  - attributions: "... کے مطابق", "X نے کہا کہ", "X کا کہنا ہے کہ", "... نے بتایا کہ";
 *  - subordinate or contrastive clauses after a comma: "، جبکہ ...", "، تاہم ...", "، جس ...";
 *  - redundant words: emphatic particles and hedges (بھی، ہی، دراصل، واقعی ...).
 */

const PARENTHETICALS = [/\s*\([^()]*\)/g, /\s*\[[^\]]*\]/g, /\s+[–—-]\s[^–—-]{1,80}\s[–—-](?=\s)/g];

// Attribution openers, matched at the start of a sentence, up to a bounded length so that a
// long main clause is never eaten. "کہ" (that) introduces the reported content, which we keep.
const LEADING_ATTRIBUTIONS = [
  /^(?:[^،۔]{0,60}?\s)?(?:کے|کی)\s+مطابق\s*،?\s*/u,
  /^[^،۔]{0,160}?\s(?:نے|کا|کی)\s+(?:[^،۔\s]+\s+(?:[^،۔\s]+\s+){0,3}کو\s+)?(?:کہا|بتایا|کہنا\s+ہے|کہنا\s+تھا|دعویٰ\s+کیا|انکشاف\s+کیا|اعلان\s+کیا)(?:\s+ہے)?\s+کہ\s*/u,
  /^(?:انہوں|اُنہوں|انھوں)\s+نے\s+(?:کہا|بتایا)(?:\s+ہے)?\s+کہ\s*/u,
];

// Attributions at the end: "..., انہوں نے کہا۔" / "... کہا جا رہا ہے۔"
const TRAILING_ATTRIBUTIONS = [/\s*،\s*(?:انہوں|اُنہوں|انھوں|اس|ان)\s+نے\s+(?:کہا|بتایا)(?=\s*[۔؟!]?$)/u];

const SUBORDINATORS = [
  'جبکہ',
  'جب کہ',
  'تاہم',
  'جس',
  'جن',
  'جو',
  'جہاں',
  'کیونکہ',
  'تاکہ',
  'البتہ',
  'حالانکہ',
  'بلکہ',
];

const REDUNDANT_WORDS = new Set([
  'بھی',
  'ہی',
  'دراصل',
  'واقعی',
  'یقیناً',
  'بالکل',
  'انتہائی',
  'کافی',
  'بہت',
  'تقریباً',
  'مزید',
  'باقاعدہ',
  'باضابطہ',
  'اب',
]);

// Tags (CLE tagset) of words a compressed sentence can lose: adverbs, emphatic particles,
// interjections, and adjectives directly before a noun (attributive, not predicative).
const DROPPABLE_TAGS = new Set(['ADV', 'I', 'INT']);

/** Last resort when no clause-level rule applied: drop modifiers found by the POS tagger. */
function dropModifiers(sentence: string): string {
  const tokens = tagTokens(sentence);
  const kept = tokens.filter((t, i) => {
    if (DROPPABLE_TAGS.has(t.tag)) return false;
    return !(t.tag === 'ADJ' && tokens[i + 1]?.tag === 'NN');
  });
  return kept
    .map((t) => t.word)
    .join(' ')
    .replace(/\s+([،۔؟!:,.)\]’”])/gu, '$1');
}

const END_MARKS = new Set(['۔', '؟', '!', '.', '?']);
const CLOSERS = new Set(['"', "'", '”', '’', ')']);

/**
 * The sentence without its end (marks, then closing quotes or brackets) and that end, '' when it
 * has none. A scan from the end: the regular expression /[۔؟!.?]+["'”’)]*$/ it replaces retried
 * every mark of a long run, quadratic in the run.
 */
function splitEnd(sentence: string): { body: string; end: string } {
  let i = sentence.length;
  while (i > 0 && CLOSERS.has(sentence[i - 1]!)) i--;
  const closersFrom = i;
  while (i > 0 && END_MARKS.has(sentence[i - 1]!)) i--;
  if (i === closersFrom) return { body: sentence, end: '' };
  return { body: sentence.slice(0, i), end: sentence.slice(i) };
}

// Conjunctions that open a second (contrastive, causal, relative or coordinate) clause even
// without a comma. The clause is cut only after a finite verb, so a noun phrase coordinated
// with اور (علی اور احمد) is never split.
const CLAUSE_BREAK = /\s(?:جبکہ|جب\s+کہ|تاہم|کیونکہ|حالانکہ|البتہ|لیکن|مگر|بلکہ|اور|جس|جن|جو)\s/gu;
const FINITE_VERBS = new Set(
  'ہے ہیں تھا تھی تھے تھیں گیا گئی گئے گا گی گے دیا دی دیے کیا کی کیے لیا لی لیے ہوا ہوئی ہوئے ہوگیا ہوگئی ہوگئے رہا رہی رہے سکا سکی سکے چکا چکی چکے دیں کریں جائے جائیں'.split(
    ' ',
  ),
);

/**
 * The sentence up to the first clause break after a main clause of five or more words that ends in
 * a finite verb. `sentence` has single spaces (compressSentence collapses them), so words are
 * counted as the spaces before each break: one pass, where splitting every head was quadratic in
 * a sentence of many breaks.
 */
function cutAfterMainClause(sentence: string): string {
  let spaces = 0;
  let counted = 0;
  for (const match of sentence.matchAll(CLAUSE_BREAK)) {
    for (; counted < match.index; counted++) if (sentence[counted] === ' ') spaces++;
    const head = sentence.slice(0, match.index);
    const lastWord = head.slice(head.lastIndexOf(' ') + 1);
    if (spaces + 1 >= 5 && FINITE_VERBS.has(lastWord)) return head;
  }
  return sentence;
}

// Openers that carry no content of their own: time adverbials and discourse connectives.
const OPENERS =
  /^(?:(?:اس\s+کے\s+(?:علاوہ|بعد)|دوسری\s+جانب|واضح\s+رہے\s+کہ|یاد\s+رہے\s+کہ|تاہم|البتہ|(?:گزشتہ|پچھلے|اگلے)\s+(?:روز|ہفتے|ماہ|سال)|(?:پیر|منگل|بدھ|جمعرات|جمعہ|ہفتے|اتوار|ہفتہ)\s+(?:کے\s+روز|کو|کی\s+(?:صبح|شام|رات|شب))|آج|کل)\s*،?\s+)+/u;

function dropSubordinateClauses(sentence: string): string {
  sentence = cutAfterMainClause(sentence);
  const segments = sentence.split(/\s*،\s*/u);
  if (segments.length < 2) return sentence;
  const kept = [segments[0]!];
  for (const segment of segments.slice(1)) {
    if (SUBORDINATORS.some((w) => segment === w || segment.startsWith(`${w} `))) break;
    kept.push(segment);
  }
  return kept.join('، ');
}

function dropRedundantWords(sentence: string): string {
  return sentence
    .split(/\s+/u)
    .filter((w) => !REDUNDANT_WORDS.has(w))
    .join(' ');
}

/** One sentence, compressed; always ends with the sentence mark it had (or ۔). */
export function compressSentence(sentence: string): string {
  const { body, end } = splitEnd(sentence);
  const mark = end || '۔';
  // One space between words: the patterns below start with \s* or \s+, which on a long run of
  // spaces retry from each of them (quadratic in the run).
  const plain = body.replace(/\s+/gu, ' ').trim();
  let s = plain;
  for (const re of PARENTHETICALS) s = s.replace(re, '');
  for (const re of LEADING_ATTRIBUTIONS) {
    const next = s.replace(re, '');
    // Keep the cut only if a real clause remains.
    if (next !== s && next.split(/\s+/u).length >= 4) s = next;
  }
  for (const re of TRAILING_ATTRIBUTIONS) s = s.replace(re, '');
  const opened = s.replace(OPENERS, '');
  if (opened.split(/\s+/u).length >= 4) s = opened;
  s = dropSubordinateClauses(s);
  s = dropRedundantWords(s);
  s = s
    .replace(/\s*،\s*$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (s === plain) s = dropModifiers(s);
  return s === '' ? sentence : `${s}${mark.startsWith('.') ? '۔' : mark}`;
}
