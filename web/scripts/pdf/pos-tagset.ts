import type { Writer } from './layout';

/** The tags of the Urdu parts-of-speech service (the CLE / Sajjad tagset its model is trained on). */
export const cleTags: readonly (readonly [string, string, string])[] = [
  ['NN', 'Common noun', 'kitab (book), shehr (city)'],
  ['PN', 'Proper noun', 'Lahore, Ahmad'],
  ['VB', 'Verb', 'parhna (read), kiya (did)'],
  ['AA', 'Aspectual auxiliary', 'gaya, raha, jaye'],
  ['TA', 'Tense auxiliary', 'hai, hain, tha, ga'],
  ['ADJ', 'Adjective', 'acha (good), bara (big)'],
  ['ADV', 'Adverb', 'jaldi (quickly), bohat (very)'],
  ['P', 'Postposition (case marker)', 'ka, ki, ke, ko, ne, mein, par'],
  ['SE', 'The postposition se', 'se (from, with)'],
  ['PP', 'Personal pronoun', 'aap, woh, yeh, main'],
  ['PD', 'Demonstrative pronoun', 'is, yeh, un, isi'],
  ['G', 'Possessive pronoun', 'mera, meri, hamara'],
  ['GR', 'Reflexive possessive', 'apna, apni, apne'],
  ['RP', 'Reflexive pronoun', 'khud, aapas'],
  ['REP', 'Relative pronoun', 'jo, jis, jin'],
  ['KP', 'Interrogative (kaaf) pronoun', 'kaun, kya, kis'],
  ['KD', 'Kaaf determiner', 'kisi, kaunsi, kin'],
  ['AP', 'Adverbial pronoun', 'ab, jab, yahan, abhi'],
  ['AKP', 'Adverbial kaaf pronoun', 'kabhi, kahin, kaise, kahan'],
  ['QW', 'Question word', 'kya, kyun'],
  ['Q', 'Quantifier', 'koi, sab, kuch, har, tamam'],
  ['CA', 'Cardinal number', 'aik, do, teen, 2012'],
  ['OR', 'Ordinal number', 'pehla, doosra, dono'],
  ['FR', 'Fraction', 'aadha, nisf, sarhe'],
  ['MUL', 'Multiplicative', 'do guna'],
  ['U', 'Unit', 'meel, kilometre, man'],
  ['CC', 'Coordinating conjunction', 'aur, ya, o'],
  ['SC', 'Subordinating conjunction', 'ke, lekin, agar'],
  ['I', 'Intensifier / emphatic particle', 'bhi, hi, to'],
  ['NEG', 'Negation', 'nahin, na'],
  ['KER', 'Conjunctive participle marker', 'kar (as in parh kar)'],
  ['WALA', 'The suffix word wala', 'wala, wali, walay'],
  ['A', 'Similarity / approximation particle', 'sa, si, jaisa'],
  ['AD', 'Adjectival demonstrative', 'aisi'],
  ['INT', 'Interjection', 'haan, wah, arey'],
  ['EXP', 'Expression symbol', 'brackets, quotes, slash'],
  ['PM', 'Phrase marker', 'comma, Urdu comma'],
  ['SM', 'Sentence marker', 'full stop, question mark'],
];

export function writePosTagset(w: Writer): void {
  w.para(
    'The Urdu parts-of-speech service returns each token followed by its tag. These are the tags it uses (the Center for Language Engineering tagset of Sajjad and Schmid). Examples are given in Roman Urdu.',
  );
  w.table(['Tag', 'Category', 'Examples'], cleTags, [60, 190, 233]);
  w.para(
    'Tokens are the words as written between spaces, so a name written as two words (for example Islam Abad) is tagged word by word. Punctuation receives PM or SM. The full tagset with Urdu examples, and the UD UPOS mapping, is on the tagset page of the portal (/docs/pos-tagset.html).',
    { muted: true },
  );
}
