import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centre } from '../../content/centre';
import { usePageTitle } from '../../ui/PageTitle';
import { RichText, RichTextList } from '../../ui/RichText';

/** /privacy and /privacy_login. */
export function PrivacyContent({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation();
  usePageTitle(t('privacy.title'));
  return (
    <article className="container page prose">
      <h1>{t('privacy.title')}</h1>
      <p className="muted">{t('privacy.intro')}</p>

      <h2>{t('privacy.whoTitle')}</h2>
      <p>
        {t('privacy.who', { centre: tc('centre.name'), address: centre.addressLines.join(', ') })}{' '}
        <a href={`mailto:${centre.email}`} dir="ltr">
          {centre.email}
        </a>
        .
      </p>

      <h2>{t('privacy.keepTitle')}</h2>
      <RichTextList items={t('privacy.keep', { returnObjects: true })} />

      <h2>{t('privacy.notKeepTitle')}</h2>
      <p>{t('privacy.notKeep')}</p>

      <h2>{t('privacy.howLongTitle')}</h2>
      <RichTextList items={t('privacy.howLong', { returnObjects: true })} />

      <h2>{t('privacy.cookiesTitle')}</h2>
      <p>
        <RichText text={t('privacy.cookies')} />
      </p>

      <h2>{t('privacy.whoSeesTitle')}</h2>
      <p>{t('privacy.whoSees')}</p>

      <h2>{t('privacy.rightsTitle')}</h2>
      <p>{t('privacy.rights')}</p>

      <p className="small muted">
        {t('privacy.seeAlso')} <Link to={signedIn ? '/terms_login' : '/terms'}>{t('privacy.termsLink')}</Link>
        {t('privacy.seeAlsoEnd')}
      </p>
    </article>
  );
}
