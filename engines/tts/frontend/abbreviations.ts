// Common abbreviations and honorific signs, read as the Urdu words they stand for.
// Latin ones are matched case-insensitively at word edges; Urdu signs wherever they occur.
const LATIN: ReadonlyArray<readonly [string, string]> = [
  ['Dr.', 'ڈاکٹر'],
  ['Mr.', 'مسٹر'],
  ['Mrs.', 'مسز'],
  ['Prof.', 'پروفیسر'],
  ['No.', 'نمبر'],
  ['etc.', 'وغیرہ'],
  ['km', 'کلومیٹر'],
  ['kg', 'کلوگرام'],
  ['cm', 'سینٹی میٹر'],
  ['ml', 'ملی لیٹر'],
];

const URDU: ReadonlyArray<readonly [RegExp, string]> = [
  [/\ufdfa|\u0610/g, ' صلی اللہ علیہ وسلم '],
  [/\u0612/g, ' رحمۃ اللہ علیہ '],
  [/\u0613/g, ' رضی اللہ عنہ '],
  [/\u0611/g, ' علیہ السلام '],
  [/(?<![\p{L}\p{M}])ق\s?\.?\s?م(?![\p{L}\p{M}])/gu, 'قبل مسیح'],
  // ص / ج before a number: page / volume.
  [/(?<![\p{L}\p{M}])ص\s?\.?\s*(?=\d)/gu, 'صفحہ '],
  [/(?<![\p{L}\p{M}])ج\s?\.?\s*(?=\d)/gu, 'جلد '],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LATIN_PATTERNS = LATIN.map(
  ([abbr, words]) => [new RegExp(`(?<![\\p{L}])${escapeRegExp(abbr)}(?![\\p{L}])`, 'giu'), words] as const,
);

export function expandAbbreviations(text: string): string {
  let out = text;
  for (const [pattern, words] of URDU) out = out.replace(pattern, words);
  for (const [pattern, words] of LATIN_PATTERNS) out = out.replace(pattern, words);
  return out;
}
