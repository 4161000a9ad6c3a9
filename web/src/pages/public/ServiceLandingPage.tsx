import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryName } from '../../i18n/service-name';
import { useLanguage } from '../../i18n/use-language';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { UrduText } from '../../ui/UrduText';
import { useUnavailableServices } from '../../ui/use-availability';
import { landingIn, type ServiceLanding, serviceOffered } from './service-landings';

export function ServiceLandingPage({ service: declared }: { service: ServiceLanding }) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  // The route is declared once with the English page; the words follow the page's language.
  const service = landingIn(declared, language);
  usePageTitle(service.title);
  const offered = serviceOffered(service, useUnavailableServices());
  return (
    <>
      <section className="banner">
        <div className="container">
          <p className="eyebrow">
            {t('service.eyebrow', {
              category: categoryName(service.category.toLowerCase() as 'speech' | 'text' | 'image', language),
            })}
          </p>
          <h1>{service.title}</h1>
          <p>{service.tagline}</p>
          {offered ? null : (
            <p className="badge badge-muted" data-testid="service-not-available">
              {t('service.notAvailable')}
            </p>
          )}
        </div>
      </section>
      <div className="container page">
        <div className="grid-2" style={{ alignItems: 'start' }}>
          <div className="prose">
            {service.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
            {service.sample ? (
              <div className="sample">
                <span className="muted small">{service.sample.label}</span>
                <UrduText as="p" lang={service.sample.lang}>
                  {service.sample.text}
                </UrduText>
              </div>
            ) : null}
          </div>
          <Card>
            <h2 className="h3">{t('service.glance')}</h2>
            <ul className="feature-list">
              {service.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <p className="small muted">
              {t('service.freeBefore')} <Link to="/pricing">{t('service.pricing')}</Link>
              {t('service.freeAfter')}
            </p>
            <div className="row">
              <Link to="/register" className="btn btn-primary">
                {t('service.start')}
              </Link>
              <Link to={service.apiReference} className="btn btn-secondary">
                {t('service.api')}
              </Link>
            </div>
            {service.extraLink ? (
              <p className="small" style={{ marginTop: 14 }}>
                <a href={service.extraLink.href}>{service.extraLink.label}</a>
              </p>
            ) : null}
          </Card>
        </div>
      </div>
    </>
  );
}
