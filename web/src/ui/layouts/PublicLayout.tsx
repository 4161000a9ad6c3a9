import { Outlet } from 'react-router';
import { PublicBar } from './PublicBar';
import { PublicFooter } from './PublicFooter';
import { ScrollToHash } from './ScrollToHash';

export function PublicLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PublicBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <PublicFooter />
      <ScrollToHash />
    </div>
  );
}
