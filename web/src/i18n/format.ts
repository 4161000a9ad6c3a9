import type { UiLanguage } from '@zuban/contract/languages';
import { intlLocale } from './language';

// Numbers, money and dates for the page's language, all through Intl. English keeps the formats the
// portal showed before (en-US digits, two to three decimals for PKR); Urdu uses ur-PK.

/** PKR amounts: at least two decimals and at most three (money is kept in milli-PKR). */
export function formatPkr(amount: number | null | undefined, language: UiLanguage): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return amount.toLocaleString(intlLocale[language], { minimumFractionDigits: 2, maximumFractionDigits: 3 });
}

export function formatNumber(value: number, language: UiLanguage, maximumFractionDigits = 3): string {
  return value.toLocaleString(intlLocale[language], { maximumFractionDigits });
}

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** A moment (epoch ms or ISO text) as date and time. */
export function formatDateTime(at: number | string | Date, language: UiLanguage): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale[language], dateTime).format(date);
}

export function formatDate(at: number | string | Date, language: UiLanguage): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale[language], { dateStyle: 'medium' }).format(date);
}

/** The admin tables' moments: en-GB date and time as they always were in English, ur-PK in Urdu. */
export function formatMoment(at: number, language: UiLanguage): string {
  return language === 'en' ? new Date(at).toLocaleString('en-GB') : formatDateTime(at, language);
}
