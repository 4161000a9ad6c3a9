import { pagerWindow } from './pager-window';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Newest / previous / up to 5 page numbers / next / Oldest (page 1 is the newest). */
export function Pager({ page, pageCount, onPage, label = 'Pages' }: PagerProps) {
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" onClick={() => onPage(1)} disabled={first}>
        Newest
      </button>
      <button type="button" onClick={() => onPage(page - 1)} disabled={first} aria-label="Previous page">
        previous
      </button>
      {pagerWindow(page, pageCount).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
        >
          {n}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={last} aria-label="Next page">
        next
      </button>
      <button type="button" onClick={() => onPage(pageCount)} disabled={last}>
        Oldest
      </button>
    </nav>
  );
}
