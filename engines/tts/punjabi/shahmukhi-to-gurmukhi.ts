// Shahmukhi (Perso-Arabic Punjabi) to Gurmukhi, written for this project. Shahmukhi leaves
// short vowels unwritten, so the output carries the inherent vowel where a reader would say
// i or u; the rules below recover what the letters do say: long vowels from ا و ی ے,
// aspirates from ھ, nasals from ں and ن before a consonant, gemination from ّ.

// biome-ignore format: a letter table
const CONSONANTS: Readonly<Record<string, string>> = {
  ب: 'ਬ', پ: 'ਪ', ت: 'ਤ', ٹ: 'ਟ', ث: 'ਸ', ج: 'ਜ', چ: 'ਚ', ح: 'ਹ', خ: 'ਖ਼', د: 'ਦ', ڈ: 'ਡ',
  ذ: 'ਜ਼', ر: 'ਰ', ڑ: 'ੜ', ز: 'ਜ਼', ژ: 'ਜ਼', س: 'ਸ', ش: 'ਸ਼', ص: 'ਸ', ض: 'ਜ਼', ط: 'ਤ', ظ: 'ਜ਼',
  غ: 'ਗ਼', ف: 'ਫ਼', ق: 'ਕ', ک: 'ਕ', ك: 'ਕ', گ: 'ਗ', ل: 'ਲ', م: 'ਮ', ن: 'ਨ', ݨ: 'ਣ', ہ: 'ਹ',
  ه: 'ਹ', ۃ: 'ਤ',
};

// Consonant + ھ: the aspirated letter where Gurmukhi has one, else consonant + ੍ਹ.
// biome-ignore format: a letter table
const ASPIRATES: Readonly<Record<string, string>> = {
  ਬ: 'ਭ', ਪ: 'ਫ', ਤ: 'ਥ', ਟ: 'ਠ', ਜ: 'ਝ', ਚ: 'ਛ', ਦ: 'ਧ', ਡ: 'ਢ', ਕ: 'ਖ', ਗ: 'ਘ',
};

const INDEPENDENT = { a: 'ਅ', aa: 'ਆ', i: 'ਇ', ii: 'ਈ', u: 'ਉ', uu: 'ਊ', e: 'ਏ', ai: 'ਐ', o: 'ਓ', au: 'ਔ' };
const MATRA = { a: '', aa: 'ਾ', i: 'ਿ', ii: 'ੀ', u: 'ੁ', uu: 'ੂ', e: 'ੇ', ai: 'ੈ', o: 'ੋ', au: 'ੌ' };
type Vowel = keyof typeof MATRA;

const ZABAR = '\u064e';
const ZER = '\u0650';
const PESH = '\u064f';
const SHADD = '\u0651';
const SUKUN = '\u0652';
const JAZM = '\u06e1';

const isConsonant = (c: string | undefined) => c !== undefined && c in CONSONANTS;

/** Transliterates one word; anything not Shahmukhi passes through. */
function word(w: string): string {
  const chars = [...w];
  let out = '';
  // What the last written Gurmukhi unit was: a consonant (matras may follow) or a vowel.
  let after: 'start' | 'consonant' | 'vowel' = 'start';
  const vowel = (v: Vowel) => {
    out += after === 'consonant' ? MATRA[v] : INDEPENDENT[v];
    after = 'vowel';
  };
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    const last = i === chars.length - 1;
    if (c === ZABAR || c === SUKUN || c === JAZM) continue;
    if (c === ZER) {
      if (after === 'consonant') out += MATRA.i;
      continue;
    }
    if (c === PESH) {
      if (after === 'consonant') out += MATRA.u;
      continue;
    }
    if (c === SHADD) {
      // Addak goes before the doubled consonant: move it in front of the last letter.
      const lastLetter = [...out].pop() ?? '';
      out = `${out.slice(0, out.length - lastLetter.length)}ੱ${lastLetter}`;
      continue;
    }
    if (c === 'ھ') {
      const lastLetter = [...out].pop() ?? '';
      const aspirate = ASPIRATES[lastLetter];
      if (aspirate) out = out.slice(0, out.length - lastLetter.length) + aspirate;
      else out += '੍ਹ';
      after = 'consonant';
      continue;
    }
    if (c === 'آ') {
      vowel('aa');
      continue;
    }
    if (c === 'ا') {
      if (after === 'start') {
        // Initial alif carries the vowel of the next letter: او, ای, اے, or a bare a.
        if (next === 'و') {
          out += INDEPENDENT.o;
          after = 'vowel';
          i++;
        } else if (next === 'ی' || next === 'ي') {
          out += INDEPENDENT.ii;
          after = 'vowel';
          i++;
        } else if (next === 'ے') {
          out += INDEPENDENT.e;
          after = 'vowel';
          i++;
        } else if (next === ZER) {
          out += INDEPENDENT.i;
          after = 'vowel';
          i++;
        } else if (next === PESH) {
          out += INDEPENDENT.u;
          after = 'vowel';
          i++;
        } else {
          out += INDEPENDENT.a;
          after = 'vowel';
        }
      } else vowel('aa');
      continue;
    }
    if (c === 'ع') {
      if (after === 'start') {
        out += INDEPENDENT.a;
        after = 'vowel';
      }
      continue;
    }
    if (c === 'و') {
      // وں at the end is the -ū̃ of نوں, مینوں, سانوں.
      if (after === 'consonant' && next === 'ں' && i === chars.length - 2) vowel('uu');
      else if (after === 'consonant' && next !== 'ا') vowel('o');
      else {
        out += 'ਵ';
        after = 'consonant';
      }
      continue;
    }
    if (c === 'ی' || c === 'ي' || c === 'ى') {
      // Consonant + یا is -iā (پیار ਪਿਆਰ, دریا ਦਰਿਆ).
      if (after === 'consonant' && next === 'ا') {
        out += `${MATRA.i}${INDEPENDENT.aa}`;
        after = 'vowel';
        i++;
      } else if (after === 'consonant') vowel('ii');
      else if (after === 'vowel' && last) vowel('ii');
      else {
        out += 'ਯ';
        after = 'consonant';
      }
      continue;
    }
    if (c === 'ؤ') {
      out += INDEPENDENT.o;
      after = 'vowel';
      continue;
    }
    if (c === 'ے' || c === 'ۓ') {
      vowel('e');
      continue;
    }
    if (c === 'ئ') {
      // Hamza on a seat separates vowels: ئی -> ਈ, ئے -> ਏ, ئو -> ਓ, otherwise ਇ.
      after = 'vowel';
      if (next === 'ی') {
        out += INDEPENDENT.ii;
        i++;
      } else if (next === 'ے') {
        out += INDEPENDENT.e;
        i++;
      } else if (next === 'و') {
        out += INDEPENDENT.o;
        i++;
      } else out += INDEPENDENT.i;
      continue;
    }
    if (c === 'ء') continue;
    if (c === 'ں') {
      // Tippi after a bare consonant or a short vowel sign (and ū), bindi after the others.
      out += after === 'consonant' || /[ਿੁੂ]$/.test(out) ? 'ੰ' : 'ਂ';
      continue;
    }
    if ((c === 'ہ' || c === 'ه') && last && after === 'consonant' && i > 0) {
      // Word-final he after a consonant is the vowel a: پتہ -> ਪਤਾ.
      vowel('aa');
      continue;
    }
    if (c === 'ن' && !last && isConsonant(next) && next !== 'ہ' && after !== 'start') {
      out += after === 'consonant' ? 'ੰ' : 'ਂ';
      continue;
    }
    const g = CONSONANTS[c];
    if (g) {
      out += g;
      after = 'consonant';
      continue;
    }
    out += c;
    after = 'start';
  }
  return out;
}

const SHAHMUKHI_WORD = /[\u0600-\u06ff\u0750-\u077f]+/g;

const PUNCTUATION: Readonly<Record<string, string>> = { '۔': '।', '،': ',', '؟': '?', '؛': ';' };

export function shahmukhiToGurmukhi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[۔،؟؛]/g, (p) => PUNCTUATION[p] ?? p)
    .replace(SHAHMUKHI_WORD, word);
}
