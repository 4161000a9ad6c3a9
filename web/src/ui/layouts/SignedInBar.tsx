import { Link, NavLink, useLocation } from 'react-router';
import { Menu } from '../Menu';
import { developersLinkFor, signedInServiceMenu } from '../nav-links';
import { useSession } from '../session';
import { Brand } from './Brand';
import { CollapsibleNav } from './CollapsibleNav';
import { formatBalance } from './format-balance';
import { ServiceMenuGroups } from './ServiceMenuGroups';

export function SignedInBar() {
  const { me, signOut } = useSession();
  const { pathname } = useLocation();
  return (
    <header className="bar">
      <div className="container bar-inner">
        <Brand to="/home" />
        <span className="balance" data-testid="balance">
          Current Balance: {formatBalance(me?.balance)} PKR
        </span>
        <CollapsibleNav label="Account">
          <NavLink to="/home" className="bar-link">
            MY DASHBOARD
          </NavLink>
          <Menu label="SERVICES">
            <ServiceMenuGroups groups={signedInServiceMenu} />
          </Menu>
          <NavLink to="/pricing_login" className="bar-link">
            PRICING
          </NavLink>
          <Link to={developersLinkFor(pathname)} className="bar-link">
            DEVELOPERS
          </Link>
          <Menu label={me?.firstName || 'Account'} align="right">
            <Link to="/access_token" className="menu-item">
              Access token
            </Link>
            <Link to="/user_info" className="menu-item">
              Personal Info
            </Link>
            <Link to="/reset_password" className="menu-item">
              Change password
            </Link>
            <Link to="/topup" className="menu-item">
              Add balance
            </Link>
            <button type="button" className="menu-item" onClick={() => void signOut()}>
              Logout
            </button>
          </Menu>
        </CollapsibleNav>
      </div>
    </header>
  );
}
