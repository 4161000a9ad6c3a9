// Rewrites Urdu sentences into rough Shahmukhi Punjabi with the best-known grammatical
// correspondences (postpositions, auxiliaries, pronouns, adverbs, the present participle
// کرتا -> کردا / جاتا -> جاندا, oblique plurals -وں -> -اں). The Punjabi-versus-Urdu model learns
// from pairs of Urdu sentences and their rewrites, so the words the two share (names, nouns,
// loans) weigh nothing and only grammar tells the languages apart: the converted gettext
// catalogues alone teach it "user-interface vocabulary" rather than Punjabi.
import { lookupKey } from '../../text/index';

/** Urdu word -> Punjabi word (written for this project; common Shahmukhi spellings). */
const WORDS: Record<string, string> = {
  کا: 'دا',
  کی: 'دی',
  کے: 'دے',
  کو: 'نوں',
  سے: 'توں',
  ساتھ: 'نال',
  ہے: 'اے',
  ہیں: 'نیں',
  تھا: 'سی',
  تھی: 'سی',
  تھے: 'سن',
  تھیں: 'سن',
  نہیں: 'نئیں',
  یہ: 'ایہہ',
  وہ: 'اوہ',
  یہاں: 'ایتھے',
  وہاں: 'اوتھے',
  کہاں: 'کتھے',
  جہاں: 'جتھے',
  اور: 'تے',
  لیکن: 'پر',
  بھی: 'وی',
  کچھ: 'کجھ',
  آج: 'اج',
  ہم: 'اسیں',
  آپ: 'تسیں',
  تم: 'تسیں',
  ہمارا: 'ساڈا',
  ہماری: 'ساڈی',
  ہمارے: 'ساڈے',
  تمہارا: 'تہاڈا',
  تمہاری: 'تہاڈی',
  تمہارے: 'تہاڈے',
  مجھے: 'مینوں',
  تجھے: 'تینوں',
  ہمیں: 'سانوں',
  انہیں: 'اوہناں',
  انہوں: 'اوہناں',
  ان: 'اوہناں',
  اس: 'اوس',
  جب: 'جدوں',
  کب: 'کدوں',
  تب: 'تدوں',
  کیسے: 'کویں',
  ایسا: 'اجیہا',
  ایسی: 'اجیہی',
  ایسے: 'اجیہے',
  جیسا: 'جیہا',
  لیے: 'لئی',
  لئے: 'لئی',
  اچھا: 'چنگا',
  اچھی: 'چنگی',
  اچھے: 'چنگے',
  طرف: 'ول',
  پاس: 'کول',
  کیا: 'کیتا',
  دیا: 'دتا',
  ہوا: 'ہویا',
  رہا: 'رہیا',
  کہا: 'کہیا',
  گیا: 'گیا',
  چاہیے: 'چاہیدا',
  ابھی: 'ہنے',
  اب: 'ہن',
  کیونکہ: 'کیوں جے',
  اگر: 'جے',
  بہت: 'بہت',
  لڑکا: 'منڈا',
  لڑکی: 'کڑی',
  لوگ: 'لوک',
};

/** Auxiliaries after which a word in -تا/-تی/-تے is a present participle. */
const AUXILIARIES = new Set(['ہے', 'ہیں', 'تھا', 'تھی', 'تھے', 'تھیں', 'ہوں', 'ہو', 'رہا', 'رہی', 'رہے']);

/** کرتا -> کردا; after a vowel or ہ the participle takes ن: جاتا -> جاندا, رہتا -> رہندا. */
function participle(word: string): string | undefined {
  const m = /^(.+?)(تا|تی|تے|تیں)$/.exec(word);
  if (!m || (m[1] as string).length < 1) return undefined;
  const stem = m[1] as string;
  const ending = { تا: 'دا', تی: 'دی', تے: 'دے', تیں: 'دیاں' }[m[2] as 'تا' | 'تی' | 'تے' | 'تیں'];
  return /[اوییہ]$/.test(stem) ? `${stem}ن${ending}` : `${stem}${ending}`;
}

/** Postpositions after which an infinitive in -نے is oblique: کرنے کے -> کرن دے. */
const AFTER_OBLIQUE = new Set(['کے', 'کی', 'کا', 'سے', 'میں', 'پر', 'والا', 'والے', 'والی', 'لیے', 'لئے']);

/** One word rewritten, given the (Urdu) word after it; undefined keeps it. */
function rewriteWord(w: string, next: string, first: boolean): string | undefined {
  if (AUXILIARIES.has(next) || !next) {
    const p = participle(w);
    if (p && w.length >= 3) return p;
  }
  if (w.length >= 4 && w.endsWith('نے') && AFTER_OBLIQUE.has(next)) return w.slice(0, -1);
  // میں is "in" after a word and mostly "I" (the same in Punjabi) at the start.
  if (w === 'میں') return first ? undefined : 'وچ';
  const direct = WORDS[w];
  if (direct) return direct;
  // Oblique plurals: بچوں -> بچیاں is beyond a rule, but کتابوں -> کتاباں's ending is not.
  if (w.length >= 4 && w.endsWith('وں') && !/(یوں|دونوں)$/.test(w)) return `${w.slice(0, -2)}اں`;
  return undefined;
}

const TOKEN = /^([^\p{L}\p{M}]*)([\p{L}\p{M}]+)([^\p{L}\p{M}]*)$/u;

export function urduToPunjabi(sentence: string): string {
  const tokens = sentence.split(/\s+/).filter(Boolean);
  const keys = tokens.map((t) => lookupKey(TOKEN.exec(t)?.[2] ?? ''));
  return tokens
    .map((raw, i) => {
      const m = TOKEN.exec(raw);
      if (!m) return raw;
      // A word followed by punctuation ends its clause: the next word does not govern it.
      const next = m[3] ? '' : (keys[i + 1] ?? '');
      const out = rewriteWord(keys[i] as string, next, i === 0);
      return out === undefined ? raw : `${m[1]}${out}${m[3]}`;
    })
    .join(' ');
}
