import { Outlet } from 'react-router';
import { useSession } from '../session';
import { Brand } from './Brand';
import { ScrollToHash } from './ScrollToHash';

/** Admin bar: short brand label, the staff member's first name and Log out. */
export function StaffLayout() {
  const { me, signOut } = useSession();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="bar">
        <div className="container bar-inner">
          <Brand to="/" label="Zuban Admin" />
          <span className="bar-link" style={{ cursor: 'default' }}>
            {me?.firstName}
          </span>
          <button type="button" className="bar-link" onClick={() => void signOut()}>
            Log out
          </button>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollToHash />
    </div>
  );
}
