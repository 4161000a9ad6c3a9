import { useTranslation } from 'react-i18next';
import { pagerWindow } from './pager-window';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Newest / previous / up to 5 page numbers / next / Oldest (page 1 is the newest). */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav className="pager" aria-label={label ?? t('pager.pages')}>
      <button type="button" onClick={() => onPage(1)} disabled={first}>
        {t('pager.newest')}
      </button>
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={first}
        aria-label={t('pager.previousPage')}
      >
        {t('pager.previous')}
      </button>
      {pagerWindow(page, pageCount).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pager.page', { n })}
        >
          {n}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={last} aria-label={t('pager.nextPage')}>
        {t('pager.next')}
      </button>
      <button type="button" onClick={() => onPage(pageCount)} disabled={last}>
        {t('pager.oldest')}
      </button>
    </nav>
  );
}
