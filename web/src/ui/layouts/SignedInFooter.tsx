import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centre } from '../../content/centre';

export function SignedInFooter() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="container">
        <nav aria-label={t('nav.footer')} className="row">
          <Link to="/contact_login">{t('footer.contactUs')}</Link>
          <span aria-hidden="true">·</span>
          <Link to="/privacy_login">{t('footer.privacyPolicy')}</Link>
          <span aria-hidden="true">·</span>
          <Link to="/terms_login">{t('footer.termsOfService')}</Link>
          <span aria-hidden="true">·</span>
          <a href={centre.social.href} rel="noopener noreferrer" target="_blank">
            {t('centre.social')}
          </a>
        </nav>
        <div className="footer-bottom">
          <span>{t('footer.allRights', { year: new Date().getFullYear(), name: t('centre.name') })}</span>
        </div>
      </div>
    </footer>
  );
}
