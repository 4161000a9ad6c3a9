// COUNTER news rows start with the headline, then a dateline "City ۔ date (agency)" or
// "City (agency)", then the story. The headline is what precedes the dateline.

const MONTHS = [
  'جنوری',
  'فروری',
  'مارچ',
  'اپریل',
  'مئی',
  'جون',
  'جولائی',
  'اگست',
  'ستمبر',
  'اکتوبر',
  'نومبر',
  'دسمبر',
];
const DATE_TAIL = new RegExp(`\\s*[۔-]?\\s*(یکم|[0-9۰-۹]+)?\\s*(${MONTHS.join('|')})?\\s*$`);

/** The headline of a COUNTER row, or null when no dateline is found near the start. */
export function counterHeadline(text: string): string | null {
  const paren = text.indexOf('(');
  if (paren < 20 || paren > 400) return null;
  let head = text.slice(0, paren).replace(DATE_TAIL, '').trimEnd();
  // Drop the city name before the dateline (one word; two for a few such as اسلام آباد).
  head = head.replace(/\s*(اسلام آباد|نئی دہلی|میر پور|کیپ ٹاؤن|[^\s،,]+)\s*$/, '').trim();
  return head.length >= 10 ? head : null;
}
