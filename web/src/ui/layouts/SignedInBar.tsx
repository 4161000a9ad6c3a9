import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { formatPkr } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import { Menu } from '../Menu';
import { developersLinkFor, serviceMenu } from '../nav-links';
import { useSession } from '../session';
import { Brand } from './Brand';
import { CollapsibleNav } from './CollapsibleNav';
import { LanguageSwitch } from './LanguageSwitch';
import { ServiceMenuGroups } from './ServiceMenuGroups';

export function SignedInBar() {
  const { me, signOut } = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <header className="bar">
      <div className="container bar-inner">
        <Brand to="/home" />
        <span className="balance" data-testid="balance">
          {t('bar.currentBalance', { amount: formatPkr(me?.balance, currentLanguage()) })}
        </span>
        <CollapsibleNav label={t('nav.account')}>
          <NavLink to="/home" className="bar-link">
            {t('bar.dashboardCaps')}
          </NavLink>
          <Menu label={t('bar.servicesCaps')}>
            <ServiceMenuGroups groups={serviceMenu('tool', language)} />
          </Menu>
          <NavLink to="/pricing_login" className="bar-link">
            {t('bar.pricingCaps')}
          </NavLink>
          <Link to={developersLinkFor(pathname)} className="bar-link">
            {t('bar.developersCaps')}
          </Link>
          <Menu label={me?.firstName ? <bdi>{me.firstName}</bdi> : t('nav.account')} align="right">
            <Link to="/access_token" className="menu-item">
              {t('bar.accessToken')}
            </Link>
            <Link to="/user_info" className="menu-item">
              {t('bar.personalInfo')}
            </Link>
            <Link to="/reset_password" className="menu-item">
              {t('bar.changePassword')}
            </Link>
            <Link to="/topup" className="menu-item">
              {t('bar.addBalance')}
            </Link>
            <button type="button" className="menu-item" onClick={() => void signOut()}>
              {t('bar.logout')}
            </button>
          </Menu>
          <LanguageSwitch />
        </CollapsibleNav>
      </div>
    </header>
  );
}
