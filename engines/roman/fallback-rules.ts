// Letter rules for a Roman word the model cannot spell at all (letters it never saw in
// training, such as "x" or "q" runs): longest-match Roman chunks to Urdu letters.
const RULES: ReadonlyArray<readonly [string, string]> = [
  ['kh', 'خ'],
  ['gh', 'غ'],
  ['sh', 'ش'],
  ['ch', 'چ'],
  ['th', 'تھ'],
  ['dh', 'دھ'],
  ['bh', 'بھ'],
  ['ph', 'پھ'],
  ['jh', 'جھ'],
  ['aa', 'ا'],
  ['ee', 'ی'],
  ['oo', 'و'],
  ['ai', 'ے'],
  ['a', 'ا'],
  ['b', 'ب'],
  ['c', 'ک'],
  ['d', 'د'],
  ['e', 'ے'],
  ['f', 'ف'],
  ['g', 'گ'],
  ['h', 'ہ'],
  ['i', 'ی'],
  ['j', 'ج'],
  ['k', 'ک'],
  ['l', 'ل'],
  ['m', 'م'],
  ['n', 'ن'],
  ['o', 'و'],
  ['p', 'پ'],
  ['q', 'ق'],
  ['r', 'ر'],
  ['s', 'س'],
  ['t', 'ت'],
  ['u', 'و'],
  ['v', 'و'],
  ['w', 'و'],
  ['x', 'کس'],
  ['y', 'ی'],
  ['z', 'ز'],
];

export function spellByRules(roman: string): string {
  let out = '';
  let i = 0;
  while (i < roman.length) {
    const rule = RULES.find(([r]) => roman.startsWith(r, i));
    if (!rule) {
      i++;
      continue;
    }
    // A short "a" inside a word is not written in Urdu; at either end it is an alif.
    if (!(rule[0] === 'a' && i > 0 && i < roman.length - 1)) out += rule[1];
    i += rule[0].length;
  }
  return out;
}
