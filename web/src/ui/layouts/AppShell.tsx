import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ScrollToHash } from './ScrollToHash';

/** The page frame every layout shares: skip link, its bar, the routed page in #main, its footer if any. */
export function AppShell({ bar, footer }: { bar: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {bar}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      {footer}
      <ScrollToHash />
    </div>
  );
}
