/** The page's language as the usage panel needs it (i18next's code: 'ur' or anything else, English). */
export type UsageLanguage = 'en' | 'ur';

export function usageLanguage(code: string | undefined): UsageLanguage {
  return code === 'ur' ? 'ur' : 'en';
}

// Same locales as the rest of the portal: en-US digits in English, ur-PK in Urdu.
const locales: Record<UsageLanguage, string> = { en: 'en-US', ur: 'ur-PK' };

/**
 * Numbers, PKR and days for the usage chart and table. A day is the server's Karachi date
 * (YYYY-MM-DD) and is formatted as that date in UTC, so the browser's own time zone cannot move it.
 */
export function usageFormat(language: UsageLanguage) {
  const locale = locales[language];
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const pkr = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    count: (n: number) => count.format(n),
    pkr: (n: number) => pkr.format(n),
    day: (day: string) => longDay.format(date(day)),
    shortDay: (day: string) => shortDay.format(date(day)),
  };
}
