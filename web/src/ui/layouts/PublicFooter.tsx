import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centre } from '../../content/centre';

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer-cols">
          <div>
            <p className="footer-title">{t('brand')}</p>
            <p>{t('footer.tagline')}</p>
          </div>
          <div>
            <p className="footer-title">{t('footer.services')}</p>
            <ul>
              <li>
                <Link to="/speech_services">{t('footer.speechServices')}</Link>
              </li>
              <li>
                <Link to="/text_services">{t('footer.textServices')}</Link>
              </li>
              <li>
                <Link to="/image_services">{t('footer.imageServices')}</Link>
              </li>
              <li>
                <Link to="/pricing">{t('footer.pricing')}</Link>
              </li>
            </ul>
          </div>
          <div>
            <p className="footer-title">{t('footer.programme')}</p>
            <ul>
              <li>
                <Link to="/fellowship">{t('footer.fellowshipAward')}</Link>
              </li>
              <li>
                <Link to="/fellowship_proposal">{t('footer.submitProposal')}</Link>
              </li>
              <li>
                <Link to="/privacy">{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to="/terms">{t('footer.terms')}</Link>
              </li>
            </ul>
          </div>
          <div>
            <p className="footer-title">{t('footer.contact')}</p>
            <address style={{ fontStyle: 'normal' }}>
              <span dir="auto">{centre.addressLines.join(', ')}</span>
              <br />
              <a href={`mailto:${centre.email}`} dir="ltr">
                {centre.email}
              </a>
              <br />
              <a href={`tel:${centre.phone.replace(/\s/g, '')}`} dir="ltr">
                {centre.phone}
              </a>
            </address>
          </div>
        </div>
        <div className="footer-bottom">
          <span>{t('footer.copyright', { year: new Date().getFullYear(), name: t('centre.name') })}</span>
          <a href={centre.social.href} rel="noopener noreferrer" target="_blank">
            {t('centre.social')}
          </a>
        </div>
      </div>
    </footer>
  );
}
