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

const END_MARK = /[۔؟!.?]+["'”’)]*$/u;

// Conjunctions that open a second (contrastive, causal, relative or coordinate) clause even
// without a comma. The clause is cut only after a finite verb, so a noun phrase coordinated
// with اور (علی اور احمد) is never split.
const CLAUSE_BREAK = /\s(?:جبکہ|جب\s+کہ|تاہم|کیونکہ|حالانکہ|البتہ|لیکن|مگر|بلکہ|اور|جس|جن|جو)\s/gu;
const FINITE_VERB_END =
  /(?:^|\s)(?:ہے|ہیں|تھا|تھی|تھے|تھیں|گیا|گئی|گئے|گا|گی|گے|دیا|دی|دیے|کیا|کی|کیے|لیا|لی|لیے|ہوا|ہوئی|ہوئے|ہوگیا|ہوگئی|ہوگئے|رہا|رہی|رہے|سکا|سکی|سکے|چکا|چکی|چکے|دیں|کریں|جائے|جائیں)$/u;

function cutAfterMainClause(sentence: string): string {
  for (const match of sentence.matchAll(CLAUSE_BREAK)) {
    const head = sentence.slice(0, match.index);
    // Keep a main clause of five or more words that ends in a finite verb.
    if (head.split(/\s+/u).length >= 5 && FINITE_VERB_END.test(head)) return head;
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
  const mark = END_MARK.exec(sentence)?.[0] ?? '۔';
  let s = sentence.replace(END_MARK, '').trim();
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
  if (s === sentence.replace(END_MARK, '').trim()) s = dropModifiers(s);
  return s === '' ? sentence : `${s}${mark.startsWith('.') ? '۔' : mark}`;
}
