import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title for the page on screen (already translated by the caller). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('pageTitle', { title }) : t('siteTitle');
  }, [title, t]);
}
