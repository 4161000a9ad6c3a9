import { Link, NavLink } from 'react-router';
import { Menu } from '../Menu';
import { publicServiceMenu } from '../nav-links';
import { useSession } from '../session';
import { Brand } from './Brand';
import { CollapsibleNav } from './CollapsibleNav';
import { ServiceMenuGroups } from './ServiceMenuGroups';

/** The visitor's bar (black). */
export function PublicBar() {
  const { kind } = useSession();
  return (
    <header className="bar">
      <div className="container bar-inner">
        <Brand to="/landingPage" />
        <CollapsibleNav label="Main">
          <NavLink to="/landingPage" className="bar-link" end>
            Home
          </NavLink>
          <Menu label="Services">
            <ServiceMenuGroups groups={publicServiceMenu} />
          </Menu>
          <NavLink to="/fellowship" className="bar-link">
            Fellowship
          </NavLink>
          <NavLink to="/pricing" className="bar-link">
            Pricing
          </NavLink>
          <Link to="/landingPage#contact" className="bar-link">
            Contact
          </Link>
          {kind === 'user' ? (
            <NavLink to="/home" className="bar-link bar-cta">
              My Dashboard
            </NavLink>
          ) : (
            <>
              <NavLink to="/loginpage" className="bar-link">
                Sign in
              </NavLink>
              <NavLink to="/register" className="bar-link bar-cta">
                Register
              </NavLink>
            </>
          )}
        </CollapsibleNav>
      </div>
    </header>
  );
}
