import type { UiLanguage } from '@zuban/contract/languages';
import { formatPkr, type PriceRow, type PublicPrice } from '@zuban/contract/pricing';
import { services } from '@zuban/contract/services/index';
import type { ChargeUnit } from '@zuban/contract/services/units';
import { intlLocale } from '../../i18n/language';
import { categoryName, serviceName } from '../../i18n/service-name';

/** How each unit of charge reads in a sentence: one unit is `size` of `noun`. */
interface UnitWords {
  label: string;
  size: number;
  noun: string;
  block: boolean;
}

const unitWords: Record<UiLanguage, Record<ChargeUnit, UnitWords>> = {
  en: {
    character: { label: 'character', size: 1, noun: 'characters', block: false },
    characters100: { label: '100 characters', size: 100, noun: 'characters', block: true },
    words100: { label: '100 words', size: 100, noun: 'words', block: true },
    request: { label: 'request', size: 1, noun: 'requests', block: false },
    seconds15: { label: '15 seconds', size: 15, noun: 'seconds', block: true },
    megabyte: { label: 'MB', size: 1, noun: 'MB', block: false },
    page: { label: 'page', size: 1, noun: 'pages', block: false },
  },
  ur: {
    character: { label: 'حرف', size: 1, noun: 'حروف', block: false },
    characters100: { label: '100 حروف', size: 100, noun: 'حروف', block: true },
    words100: { label: '100 الفاظ', size: 100, noun: 'الفاظ', block: true },
    request: { label: 'درخواست', size: 1, noun: 'درخواستوں', block: false },
    seconds15: { label: '15 سیکنڈ', size: 15, noun: 'سیکنڈ', block: true },
    megabyte: { label: 'MB', size: 1, noun: 'MB', block: false },
    page: { label: 'صفحہ', size: 1, noun: 'صفحات', block: false },
  },
};

/** The sentence around the numbers, per language. */
const sentences: Record<
  UiLanguage,
  {
    discount: (percent: number) => string;
    perRequest: (price: string) => string;
    rounding: (label: string) => string;
    perUnit: (price: string, label: string) => string;
    above: (price: string, label: string, count: string, noun: string, min: string) => string;
  }
> = {
  en: {
    discount: (n) => ` (${n}% discount applied)`,
    perRequest: (p) => `${p} per request`,
    rounding: (label) => `, each request rounded up to the next ${label}`,
    perUnit: (p, label) => `${p} per ${label}`,
    above: (p, label, count, noun, min) =>
      `${p} per ${label} above ${count} ${noun}; else ${min} per transaction`,
  },
  ur: {
    discount: (n) => ` (${n}% رعایت شامل)`,
    perRequest: (p) => `${p} فی درخواست`,
    rounding: (label) => `، ہر درخواست اگلے ${label} تک پوری گنی جاتی ہے`,
    perUnit: (p, label) => `${p} فی ${label}`,
    above: (p, label, count, noun, min) =>
      `${count} ${noun} سے زائد پر ${p} فی ${label}؛ ورنہ ${min} فی لین دین`,
  },
};

/** A number written the en-US way, rewritten for `language` with the same decimals. */
function localNumber(text: string, language: UiLanguage): string {
  const value = Number(text.replace(/,/g, ''));
  const decimals = text.split('.')[1]?.length ?? 0;
  return value.toLocaleString(intlLocale[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** The price rule of portal spec §9 in words, e.g. "0.01 per character above 100 characters; else 1.00 per transaction". */
export function describePrice(unit: ChargeUnit, row: PriceRow, language: UiLanguage = 'en'): string {
  const w = unitWords[language][unit];
  const say = sentences[language];
  // English keeps the contract's format; Urdu the same decimals in ur-PK.
  const pkr = (milli: number) =>
    language === 'en'
      ? formatPkr(milli)
      : formatPkr(milli).replace(/[\d,.]+/, (n) => localNumber(n, language));
  const discount = row.discountPercent ? say.discount(row.discountPercent) : '';
  if (unit === 'request') return `${say.perRequest(pkr(row.unitCostMilli))}${discount}`;
  if (row.minUnits <= 1 && row.minChargeMilli === row.unitCostMilli) {
    const rounding = w.block ? say.rounding(w.label) : '';
    return `${say.perUnit(pkr(row.unitCostMilli), w.label)}${rounding}${discount}`;
  }
  const count = (row.minUnits * w.size).toLocaleString(intlLocale[language]);
  return `${say.above(pkr(row.unitCostMilli), w.label, count, w.noun, pkr(row.minChargeMilli))}${discount}`;
}

export interface PriceLine {
  serviceId: string;
  /** The signed-in user's own costing, set by staff (GET /backend/my_prices). */
  personal: boolean;
  service: string;
  category: string;
  price: string;
}

/**
 * One line per service of the catalogue, in catalogue order, at the prices in force (GET
 * /backend/prices) when given, else at the declared defaults; services staff deleted are left out.
 */
export function cataloguePriceLines(
  live?: readonly (PublicPrice & { personal?: boolean })[],
  language: UiLanguage = 'en',
): PriceLine[] {
  const byId = live ? new Map(live.map((p) => [p.serviceId, p])) : undefined;
  return services.flatMap((s) => {
    const row = byId ? byId.get(s.id) : s.defaultPrice;
    if (!row) return [];
    return [
      {
        serviceId: s.id,
        personal: byId?.get(s.id)?.personal ?? false,
        service: serviceName(s, language),
        category: categoryName(s.category, language),
        price: s.documentUnit
          ? `${describePrice(s.unit, row, language)}; ${describePrice(s.documentUnit, row, language)}`
          : describePrice(s.unit, row, language),
      },
    ];
  });
}
