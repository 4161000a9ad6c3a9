import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../session';
import { ScrollToHash } from './ScrollToHash';
import { SignedInBar } from './SignedInBar';
import { SignedInFooter } from './SignedInFooter';

/** Signed-in shell. The balance is asked for again on every navigation (spec: on every render of the bar). */
export function SignedInLayout() {
  const { refresh } = useSession();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key is a new navigation.
  useEffect(() => {
    void refresh();
  }, [location.key, refresh]);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SignedInBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SignedInFooter />
      <ScrollToHash />
    </div>
  );
}
