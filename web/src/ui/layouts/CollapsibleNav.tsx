import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The bar's link list; on narrow screens it folds behind a Menu button. */
export function CollapsibleNav({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const location = useLocation();
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: fold the menu after every navigation.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);
  return (
    <>
      <button
        type="button"
        className="bar-link nav-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('nav.close') : t('nav.open')}
      </button>
      <nav id={id} className="bar-nav" aria-label={label} data-open={open}>
        {children}
      </nav>
    </>
  );
}
