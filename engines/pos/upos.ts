/**
 * Sajjad/CLE tag -> Universal Dependencies UPOS. Choices follow how UD_Urdu-UDTB annotates
 * the same words (e.g. اب/یہاں and کوئی are PRON there, والا is ADJ, کر is VERB); copular
 * forms of ہونا, which CLE tags VB, are AUX in UD. Accuracy of the mapping against the UD
 * dev file is reported by `npm run quality -- pos`.
 */
const CLE_TO_UPOS: Record<string, string> = {
  NN: 'NOUN',
  PN: 'PROPN',
  U: 'NOUN',
  ADJ: 'ADJ',
  AD: 'ADJ',
  OR: 'ADJ',
  WALA: 'ADJ',
  VB: 'VERB',
  KER: 'VERB',
  TA: 'AUX',
  AA: 'AUX',
  P: 'ADP',
  SE: 'ADP',
  A: 'ADP',
  PP: 'PRON',
  REP: 'PRON',
  G: 'PRON',
  GR: 'PRON',
  RP: 'PRON',
  KD: 'PRON',
  KP: 'PRON',
  QW: 'PRON',
  AP: 'PRON',
  AKP: 'PRON',
  PD: 'DET',
  Q: 'DET',
  I: 'PART',
  NEG: 'PART',
  SC: 'SCONJ',
  CC: 'CCONJ',
  CA: 'NUM',
  FR: 'NUM',
  MUL: 'NUM',
  ADV: 'ADV',
  INT: 'INTJ',
  SM: 'PUNCT',
  PM: 'PUNCT',
  EXP: 'PUNCT',
};

const COPULA_FORMS = new Set(['ہے', 'ہیں', 'ہوں', 'ہو', 'تھا', 'تھی', 'تھے', 'تھیں']);

// Nouns that form compound postpositions after a genitive (کے لیے، کی جانب، کے بعد): CLE tags
// them NN (لیے: ADV), UD tags them ADP.
const POSTPOSITION_NOUNS = new Set([
  'لیے',
  'لئے',
  'بعد',
  'قبل',
  'جانب',
  'ساتھ',
  'خلاف',
  'ذریعہ',
  'ذریعے',
  'علاوہ',
  'تحت',
  'بموجب',
  'دوران',
  'مطابق',
  'وجہ',
  'طرف',
  'زیر',
  'بارے',
  'پاس',
  'باوجود',
  'غرض',
  'قریب',
  'بجائے',
  'درمیان',
]);
const GENITIVES = new Set(['کے', 'کی', 'سے']);

/** previous: the word before (for compound postpositions); omit when unknown. */
export function cleToUpos(word: string, tag: string, previous?: string): string {
  if (tag === 'VB' && COPULA_FORMS.has(word)) return 'AUX';
  if (
    (tag === 'NN' || tag === 'ADV') &&
    POSTPOSITION_NOUNS.has(word) &&
    previous !== undefined &&
    GENITIVES.has(previous)
  ) {
    return 'ADP';
  }
  return CLE_TO_UPOS[tag] ?? 'X';
}
