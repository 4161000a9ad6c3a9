// Function words that tell Shahmukhi Punjabi from Urdu. Both write the same letters and share
// نے، کی، کے، پر، ہے، میں (Punjabi "I"), so only words one language uses and the other does not
// count (counting نے پر کی کے as half an Urdu word each called 4% more Punjabi training lines
// Urdu: Punjabi asks questions with کی and joins clauses with کے). A run is Punjabi only when its
// Punjabi words outnumber its Urdu ones (issue #26: Urdu news with کردی "did", کون سی or
// "مین آف دا میچ" was read as Punjabi and scored 0).
import { fastLookupKey, lookupKey } from '../text/index';
import { withoutAbbreviations } from './punjabi-urdu';
import { splitOnSpace } from './split-space';

const keys = (words: string): ReadonlySet<string> =>
  new Set(words.split(/\s+/).filter(Boolean).map(lookupKey));

/**
 * Shahmukhi Punjabi words that Urdu does not use: postpositions, auxiliaries, pronouns, adverbs.
 * Left out because Urdu writes them too: کردی / کردے (Urdu "کر دی" run together), سی (Urdu
 * "کون سی", "بہت سی"), تینوں (Urdu "all three"), ہندی (Hindi), دی / دے (Urdu "gave", "give").
 */
export const PUNJABI_WORDS = keys(
  'نوں وچ نال تے ہن دا ولوں وچوں اوہناں ایہناں جدوں کدوں ہوندا ہوندی ہوندے ایہہ ایہ اوہ کیتا کیتی کیتے ' +
    'نئیں سکدا سکدی سکدے ہووے جاندا جاندی جاندے کردا ساڈا ساڈی ساڈے تہاڈا تہاڈی تہاڈے اسیں تسیں ' +
    'ایتھے اوتھے کتھے لئی توں دیاں ورگا لوڑ ہندا ہندے گیاں رہیا ویلے ہویا ہوئیاں جیہڑا جیہڑی کیہ ' +
    'مینوں اوہنوں ساہنوں تہانوں اوہدا اوہدی اوہدے ایہدا ایہدی ایہدے اتے نیں چاہیدا آکھیا ' +
    'رہیاں کردیاں سکدیاں جاندیاں ہوندیاں',
);

/**
 * Punjabi "is" and "were" at the end of a clause; elsewhere اے is the letter A or the vocative
 * "O", and سن the Urdu "year" (سن 1947) or "listen".
 */
const PUNJABI_FINAL_WORDS = keys('اے سن');

/**
 * Urdu function words that Shahmukhi Punjabi replaces (کا/دا, کو/نوں, سے/توں, ہیں/نیں,
 * تھا/سی, اور/تے, لیے/لئی, بھی/وی, ساتھ/نال, یہ/ایہ, وہ/اوہ, جب/جدوں). None occurs in the Punjabi
 * training text (training/punjabi-urdu-text.ts); each is among the commonest Urdu words.
 */
export const URDU_WORDS = keys(
  'کا کو سے ہیں تھا تھی تھے تھیں اور لیے لئے بھی ساتھ یہاں وہاں کہاں جب یہ وہ کیا کیے کئے',
);

export interface FunctionWordCounts {
  punjabi: number;
  urdu: number;
  /** Words counted over (abbreviations left out). */
  words: number;
}

/** Punjabi-only and Urdu-only function words in a run of Arabic-script text. */
export function countFunctionWords(text: string): FunctionWordCounts {
  return countFunctionWordKeys(withoutAbbreviations(splitOnSpace(fastLookupKey(text))));
}

/** countFunctionWords on the run's words already keyed (lookupKey), abbreviations left out. */
export function countFunctionWordKeys(words: readonly string[]): FunctionWordCounts {
  let punjabi = 0;
  let urdu = 0;
  words.forEach((w, i) => {
    if (PUNJABI_WORDS.has(w) || (i > 0 && i === words.length - 1 && PUNJABI_FINAL_WORDS.has(w))) punjabi++;
    else if (URDU_WORDS.has(w)) urdu++;
  });
  return { punjabi, urdu, words: words.length };
}
