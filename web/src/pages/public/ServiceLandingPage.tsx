import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { UrduText } from '../../ui/UrduText';
import { NOT_AVAILABLE_HERE, useUnavailableServices } from '../../ui/use-availability';
import { type ServiceLanding, serviceOffered } from './service-landings';

export function ServiceLandingPage({ service }: { service: ServiceLanding }) {
  usePageTitle(service.title);
  const offered = serviceOffered(service, useUnavailableServices());
  return (
    <>
      <section className="banner">
        <div className="container">
          <p className="eyebrow">{service.category} service</p>
          <h1>{service.title}</h1>
          <p>{service.tagline}</p>
          {offered ? null : (
            <p className="badge badge-muted" data-testid="service-not-available">
              {NOT_AVAILABLE_HERE}
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
            <h2 className="h3">At a glance</h2>
            <ul className="feature-list">
              {service.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <p className="small muted">
              Testing in the browser is free. API calls are paid from your prepaid balance; see{' '}
              <Link to="/pricing">pricing</Link>.
            </p>
            <div className="row">
              <Link to="/register" className="btn btn-primary">
                START SERVICE FOR FREE
              </Link>
              <Link to={service.apiReference} className="btn btn-secondary">
                API REFERENCE
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
