import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { AppShell } from './AppShell';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';

/** Admin bar: short brand label, the staff member's first name and Log out. */
export function StaffLayout() {
  const { me, signOut } = useSession();
  const { t } = useTranslation();
  return (
    <AppShell
      bar={
        <header className="bar">
          <div className="container bar-inner">
            <Brand to="/" label={t('brandAdmin')} />
            <span className="bar-link" style={{ cursor: 'default' }}>
              <bdi>{me?.firstName}</bdi>
            </span>
            <button type="button" className="bar-link" onClick={() => void signOut()}>
              {t('bar.logOut')}
            </button>
            <LanguageSwitch />
          </div>
        </header>
      }
    />
  );
}
