import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Logo: the Urdu letter zay in a badge (the favicon's drawing), then the product name. Drawn, not
 * typed: as text the one letter made every page download a 158 kB Nastaliq font weight.
 */
export function Brand({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation();
  const name = label ?? t('brand');
  return (
    <Link to={to} className="brand" aria-label={t('brandHome', { label: name })}>
      <svg className="brand-mark" viewBox="0 0 64 64" width="34" height="34" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M24 18a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm10 14c4 0 7 3 7 8 0 8-8 12-17 12l-1-4c6 0 12-3 12-8 0-2-1-4-3-4z"
          fill="#fff"
        />
      </svg>
      <span>{name}</span>
    </Link>
  );
}
