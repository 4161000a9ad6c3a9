import { decimalToUrdu, digitsToUrdu, integerToUrdu } from './number-words';

// Dates, times, money, percentages, years and plain numbers, rewritten as Urdu words.
// Expects ASCII digits (see digits.ts). Order matters: the most specific patterns run first.

// biome-ignore format: six months a row
const MONTHS = [
  'جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون',
  'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر',
] as const;

const plain = (n: string) => n.replace(/,/g, '');
const number = (n: string) => decimalToUrdu(plain(n));

function date(day: string, month: string, year: string, original: string): string {
  const d = Number(day);
  const m = Number(month);
  if (d < 1 || d > 31 || m < 1 || m > 12) return original;
  return `${integerToUrdu(d)} ${MONTHS[m - 1]} ${integerToUrdu(BigInt(year))}`;
}

function time(hours: string, minutes: string, suffix: string | undefined, original: string): string {
  let h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59) return original;
  const period = suffix?.toLowerCase();
  if (period === 'pm' && h < 12) h += 12;
  if (period === 'am' && h === 12) h = 0;
  // Spoken Urdu uses a 12-hour clock: 13:30 is "ڈیڑھ بجے" colloquially; we keep the plain
  // "ایک بج کر تیس منٹ" form, which is never ambiguous to a listener.
  const clock = h % 12 === 0 ? 12 : h % 12;
  const hourWords = integerToUrdu(clock);
  if (m === 0) return `${hourWords} بجے`;
  return `${hourWords} بج کر ${integerToUrdu(m)} منٹ`;
}

function money(amount: string): string {
  const [rupees = '0', paisa] = plain(amount).split('.');
  const words = `${integerToUrdu(BigInt(rupees || '0'))} روپے`;
  if (!paisa || Number(paisa) === 0) return words;
  const p = Number(paisa.padEnd(2, '0').slice(0, 2));
  return `${words} ${integerToUrdu(p)} پیسے`;
}

const NUM = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?`;

type Rule = readonly [RegExp, (match: string, g: ReadonlyArray<string | undefined>) => string];

const RULES: ReadonlyArray<Rule> = [
  // ISO date 2024-03-15
  [/(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/g, (all, [y, m, d]) => date(d ?? '', m ?? '', y ?? '', all)],
  // 15/03/2024, 15-3-2024, 15.03.2024 (day first, as written in Pakistan)
  [
    /(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?!\d)/g,
    (all, [d, m, y]) => date(d ?? '', m ?? '', y ?? '', all),
  ],
  // 10:30, 7:05 pm, "5:00 بجے" (a written بجے is already part of the spoken form)
  [
    /(?<!\d)(\d{1,2}):(\d{2})(?:\s?([aApP][mM])\b)?(?!\d)(?:\s*بجے)?/g,
    (all, [h, m, suffix]) => time(h ?? '', m ?? '', suffix, all),
  ],
  // Rs. 1,500 / Rs 20.50 / PKR 300 / روپے before the number
  [new RegExp(String.raw`(?:\bRs\.?|\bPKR|روپے)\s*(${NUM})`, 'gi'), (_all, [amount]) => money(amount ?? '0')],
  // 1,500 روپے / 300 PKR: amount first
  [
    new RegExp(String.raw`(${NUM})\s*(?:روپے|روپیہ|PKR\b|Rs\b\.?)`, 'gi'),
    (_all, [amount]) => money(amount ?? '0'),
  ],
  // 25% / 12.5 ٪ / 25 فیصد
  [new RegExp(String.raw`(${NUM})\s*[%٪]`, 'g'), (_all, [n]) => `${number(n ?? '0')} فیصد`],
  // 2024ء (Common Era) and 1445ھ (Hijri)
  [/(?<!\d)(\d{1,4})\s?ء/g, (_all, [y]) => `${integerToUrdu(BigInt(y ?? '0'))} عیسوی`],
  [/(?<!\d)(\d{1,4})\s?ھ(?![\p{L}\p{M}])/gu, (_all, [y]) => `${integerToUrdu(BigInt(y ?? '0'))} ہجری`],
  // Phone numbers (0300-1234567, 03001234567): digit by digit
  [/(?<!\d)(0\d{2,4})[- ]?(\d{6,8})(?!\d)/g, (_all, [a, b]) => digitsToUrdu(`${a}${b}`)],
  // Any other number, with grouping commas or a decimal part
  [new RegExp(String.raw`(?:(?<![\d\p{L}])-)?(?:${NUM})`, 'gu'), (n) => number(n)],
];

export function readNumericExpressions(text: string): string {
  let out = text;
  for (const [pattern, replace] of RULES) {
    out = out.replace(pattern, (match: string, ...rest: unknown[]) => {
      // rest = capture groups, then offset (a number), input and named groups.
      const end = rest.findIndex((r) => typeof r === 'number');
      return replace(match, rest.slice(0, end) as Array<string | undefined>);
    });
  }
  return out;
}
