// Urdu cardinal numbers as words. Urdu has a distinct word for every number below 100, so
// they are listed; larger numbers use the South Asian grouping (hazār, lākh, karoṛ, arab).
// biome-ignore format: ten numbers a row reads as a table
const BELOW_100 = [
  'صفر', 'ایک', 'دو', 'تین', 'چار', 'پانچ', 'چھ', 'سات', 'آٹھ', 'نو',
  'دس', 'گیارہ', 'بارہ', 'تیرہ', 'چودہ', 'پندرہ', 'سولہ', 'سترہ', 'اٹھارہ', 'انیس',
  'بیس', 'اکیس', 'بائیس', 'تئیس', 'چوبیس', 'پچیس', 'چھبیس', 'ستائیس', 'اٹھائیس', 'انتیس',
  'تیس', 'اکتیس', 'بتیس', 'تینتیس', 'چونتیس', 'پینتیس', 'چھتیس', 'سینتیس', 'اڑتیس', 'انتالیس',
  'چالیس', 'اکتالیس', 'بیالیس', 'تینتالیس', 'چوالیس', 'پینتالیس', 'چھیالیس', 'سینتالیس', 'اڑتالیس', 'انچاس',
  'پچاس', 'اکیاون', 'باون', 'ترپن', 'چون', 'پچپن', 'چھپن', 'ستاون', 'اٹھاون', 'انسٹھ',
  'ساٹھ', 'اکسٹھ', 'باسٹھ', 'تریسٹھ', 'چونسٹھ', 'پینسٹھ', 'چھیاسٹھ', 'سڑسٹھ', 'اڑسٹھ', 'انہتر',
  'ستر', 'اکہتر', 'بہتر', 'تہتر', 'چوہتر', 'پچہتر', 'چھہتر', 'ستتر', 'اٹھہتر', 'اناسی',
  'اسی', 'اکیاسی', 'بیاسی', 'تراسی', 'چوراسی', 'پچاسی', 'چھیاسی', 'ستاسی', 'اٹھاسی', 'نواسی',
  'نوے', 'اکانوے', 'بانوے', 'ترانوے', 'چورانوے', 'پچانوے', 'چھیانوے', 'ستانوے', 'اٹھانوے', 'ننانوے',
] as const;

// Largest first: each scale word with its value.
const SCALES: ReadonlyArray<readonly [bigint, string]> = [
  [100_000_000_000n, 'کھرب'],
  [1_000_000_000n, 'ارب'],
  [10_000_000n, 'کروڑ'],
  [100_000n, 'لاکھ'],
  [1_000n, 'ہزار'],
  [100n, 'سو'],
];

export const DIGIT_WORDS = BELOW_100.slice(0, 10);

/** A non-negative integer as Urdu words (2024 -> "دو ہزار چوبیس"). */
export function integerToUrdu(value: bigint | number): string {
  let n = typeof value === 'number' ? BigInt(Math.trunc(value)) : value;
  if (n < 0n) return `منفی ${integerToUrdu(-n)}`;
  if (n < 100n) return BELOW_100[Number(n)] as string;
  const words: string[] = [];
  for (const [size, word] of SCALES) {
    if (n < size) continue;
    const count = n / size;
    n %= size;
    words.push(integerToUrdu(count), word);
  }
  if (n > 0n) words.push(BELOW_100[Number(n)] as string);
  return words.join(' ');
}

/** Digits read one by one, as for the part after a decimal point or a phone number. */
export function digitsToUrdu(digits: string): string {
  return [...digits].map((d) => DIGIT_WORDS[Number(d)]).join(' ');
}

/** "12.5" -> "بارہ اعشاریہ پانچ"; "-3" -> "منفی تین". Expects ASCII digits without grouping commas. */
export function decimalToUrdu(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const head = integerToUrdu(BigInt(whole || '0'));
  const words = fraction ? `${head} اعشاریہ ${digitsToUrdu(fraction)}` : head;
  return negative ? `منفی ${words}` : words;
}
