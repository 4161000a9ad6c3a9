/**
 * The Urdu news paragraph the text benchmarks send (api-sizes, pos-speed, langid-stem-speed), so
 * their figures are of the same text: every word a common one, repeated, as a cache sees it after
 * the first call.
 */
export const article =
  'کراچی میں شدید بارش کے باعث کئی علاقوں میں پانی جمع ہو گیا اور ٹریفک کا نظام درہم برہم ہو گیا۔ ' +
  'محکمہ موسمیات کے مطابق شہر میں آج بھی بارش کا امکان ہے۔ ' +
  'شہری حکومت نے کہا کہ بارش کے پانی کی نکاسی کے لیے تمام ادارے سڑکوں پر موجود ہیں، جبکہ کئی علاقوں میں بجلی بند ہے۔ ' +
  'وزیر اعلیٰ نے متاثرہ علاقوں کا دورہ کیا اور امدادی کاموں کا جائزہ لیا۔ ';

/** Natural Urdu prose of at most n characters (the article repeated), cut at a word boundary. */
export function prose(n: number): string {
  const long = article.repeat(Math.ceil(n / article.length) + 1);
  const cut = long.slice(0, n + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
}
