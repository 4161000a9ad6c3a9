import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { usePageTitle } from '../../ui/PageTitle';
import { useUnavailableServices } from '../../ui/use-availability';
import { landingPages, serviceOffered } from './service-landings';

export interface ServicesInfo {
  title: string;
  intro: string;
  category: 'Speech' | 'Text' | 'Image';
  documents?: { href: string; labelKey: 'posTagset' | 'stemmerDoc' }[];
}

/** /speech_services, /text_services, /image_services: the services of one kind, each linking to its page. */
export function ServicesInfoPage({ info }: { info: ServicesInfo }) {
  const { t } = useTranslation('landing');
  const title = t(`kindPages.${info.category}.title`);
  usePageTitle(title);
  const services = landingPages(useLanguage()).filter((s) => s.category === info.category);
  const unavailable = useUnavailableServices();
  return (
    <>
      <section className="banner">
        <div className="container">
          <p className="eyebrow">{t('service.whatWeDo')}</p>
          <h1>{title}</h1>
          <p>{t(`kindPages.${info.category}.intro`)}</p>
        </div>
      </section>
      <div className="container page">
        <div className="grid">
          {services.map((s) => (
            <Link key={s.path} to={s.path} className="tile">
              <span className="tile-title">{s.title}</span>
              <span className="muted">{s.tagline}</span>
              {serviceOffered(s, unavailable) ? null : (
                <span className="badge badge-muted" data-testid="service-not-available">
                  {t('service.notAvailable')}
                </span>
              )}
              <span className="small tile-more">{t('service.learnMore')}</span>
            </Link>
          ))}
        </div>
        {info.documents?.length ? (
          <section style={{ marginTop: 32 }}>
            <h2>{t('service.documents')}</h2>
            <ul>
              {info.documents.map((d) => (
                <li key={d.href}>
                  <a href={d.href}>{t(`kindPages.${d.labelKey}`)}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

export const speechInfo: ServicesInfo = {
  title: 'Speech Services',
  category: 'Speech',
  intro: 'Urdu and Punjabi text to speech, and Urdu speech to text, in the browser and over the API.',
};

export const textInfo: ServicesInfo = {
  title: 'Text Services',
  category: 'Text',
  intro:
    'Tagging, spelling, stemming, keywords, summaries, domains, language and profanity scores, and Roman Urdu conversion.',
  documents: [
    { href: '/docs/urdu-pos-tagset.pdf', labelKey: 'posTagset' },
    { href: '/docs/urdu-stemmer.pdf', labelKey: 'stemmerDoc' },
  ],
};

export const imageInfo: ServicesInfo = {
  title: 'Image Services',
  category: 'Image',
  intro: 'Optical character recognition for printed Urdu in the Nastalique style.',
};
