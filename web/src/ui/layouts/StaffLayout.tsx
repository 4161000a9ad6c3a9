import { useSession } from '../session';
import { AppShell } from './AppShell';
import { Brand } from './Brand';

/** Admin bar: short brand label, the staff member's first name and Log out. */
export function StaffLayout() {
  const { me, signOut } = useSession();
  return (
    <AppShell
      bar={
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
      }
    />
  );
}
