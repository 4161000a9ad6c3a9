import type { UiLanguage } from '@zuban/contract/languages';
import { useTranslation } from 'react-i18next';

/** The page's language, re-rendering the caller when the switch changes it. */
export function useLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'ur' ? 'ur' : 'en';
}
