import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { Menu } from '../Menu';
import { serviceMenu } from '../nav-links';
import { useSession } from '../session';
import { Brand } from './Brand';
import { CollapsibleNav } from './CollapsibleNav';
import { LanguageSwitch } from './LanguageSwitch';
import { ServiceMenuGroups } from './ServiceMenuGroups';

/** The visitor's bar (black). */
export function PublicBar() {
  const { kind } = useSession();
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <header className="bar">
      <div className="container bar-inner">
        <Brand to="/landingPage" />
        <CollapsibleNav label={t('nav.main')}>
          <NavLink to="/landingPage" className="bar-link" end>
            {t('bar.home')}
          </NavLink>
          <Menu label={t('bar.services')}>
            <ServiceMenuGroups groups={serviceMenu('landing', language)} />
          </Menu>
          <NavLink to="/fellowship" className="bar-link">
            {t('bar.fellowship')}
          </NavLink>
          <NavLink to="/pricing" className="bar-link">
            {t('bar.pricing')}
          </NavLink>
          <Link to="/landingPage#contact" className="bar-link">
            {t('bar.contact')}
          </Link>
          {kind === 'user' ? (
            <NavLink to="/home" className="bar-link bar-cta">
              {t('bar.myDashboard')}
            </NavLink>
          ) : (
            <>
              <NavLink to="/loginpage" className="bar-link">
                {t('bar.signIn')}
              </NavLink>
              <NavLink to="/register" className="bar-link bar-cta">
                {t('bar.register')}
              </NavLink>
            </>
          )}
          <LanguageSwitch />
        </CollapsibleNav>
      </div>
    </header>
  );
}
