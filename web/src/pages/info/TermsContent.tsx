import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centre } from '../../content/centre';
import { usePageTitle } from '../../ui/PageTitle';
import { RichTextList } from '../../ui/RichText';

/** /terms and /terms_login. */
export function TermsContent({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation();
  usePageTitle(t('terms.title'));
  return (
    <article className="container page prose">
      <h1>{t('terms.title')}</h1>
      <p className="muted">{t('terms.intro')}</p>

      <h2>{t('terms.s1Title')}</h2>
      <p>{t('terms.s1', { centre: tc('centre.name') })}</p>

      <h2>{t('terms.s2Title')}</h2>
      <RichTextList items={t('terms.s2', { returnObjects: true })} />

      <h2>{t('terms.s3Title')}</h2>
      <RichTextList items={t('terms.s3', { returnObjects: true })} />

      <h2>{t('terms.s4Title')}</h2>
      <p>{t('terms.s4Intro')}</p>
      <RichTextList items={t('terms.s4', { returnObjects: true })} />
      <p>{t('terms.s4After')}</p>

      <h2>{t('terms.s5Title')}</h2>
      <RichTextList items={t('terms.s5', { returnObjects: true })} />

      <h2>{t('terms.s6Title')}</h2>
      <p>{t('terms.s6')}</p>

      <h2>{t('terms.s7Title')}</h2>
      <p>{t('terms.s7')}</p>

      <h2>{t('terms.s8Title')}</h2>
      <p>
        <bdi>{centre.addressLines.join(', ')}</bdi> ·{' '}
        <a href={`mailto:${centre.email}`} dir="ltr">
          {centre.email}
        </a>{' '}
        · <bdi>{centre.phone}</bdi>
      </p>
      <p className="small muted">
        {t('terms.seeAlso')}{' '}
        <Link to={signedIn ? '/privacy_login' : '/privacy'}>{t('terms.privacyLink')}</Link>
        {t('terms.seeAlsoEnd')}
      </p>
    </article>
  );
}
