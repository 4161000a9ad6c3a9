import type { Writer } from './layout';

/** A short technical note on the Urdu stemmer (engines/stem), linked from the text services page. */
export function writeStemmerNote(w: Writer): void {
  w.para(
    'The Zuban Urdu stemmer reduces inflected Urdu words to a common stem so that, for example, the plural, oblique and feminine forms of a word are found together in search. It is a rule-based stemmer built on affix lists with an exception list, in the tradition of the affix-exception stemmers described for Urdu in the research literature.',
  );
  w.heading('How a word is stemmed');
  w.bullets([
    'The word is normalised: Urdu letter variants unified and diacritics removed.',
    'A compound joined with an underscore inflects on its last part; a joined future auxiliary is dropped.',
    'An exception list of irregular forms wins first (for example gaya -> ja, kiya -> kar, and the genitive ki/ke -> ka).',
    'Protected words that only look inflected stay whole (for example nahin, duniya, kisi).',
    'Otherwise the longest matching suffix is removed once, provided the remaining stem keeps a minimum number of letters; glide endings are removed only after a stem ending in alif, wao or alif madda.',
    'Prefix removal (be-, na-, ghair-) is available as an option and off by default, because derivational prefixes change the meaning of the word.',
  ]);
  w.heading('Input and output');
  w.para(
    'The service takes up to 3000 characters of Urdu text and returns the stems of its words, separated by spaces, in input order. Numbers are kept and punctuation is dropped.',
  );
  w.heading('Data');
  w.para(
    'The suffix, prefix, exception and protected-word lists were written for this project. Quality figures measured against Urdu word-lemma data are published in the project documentation (docs/quality/stem.md).',
  );
}
