import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { TileGrid } from '../../ui/TileGrid';
import { UrduText } from '../../ui/UrduText';
import { ContactDetails } from './ContactDetails';
import { FeedbackForm } from './FeedbackForm';

export function LandingPage() {
  const { t } = useTranslation('landing');
  usePageTitle('');
  const kinds = [
    { to: '/speech_services', icon: '🔊', title: t('kinds.speechTitle'), text: t('kinds.speechText') },
    { to: '/text_services', icon: 'ع', title: t('kinds.textTitle'), text: t('kinds.textText') },
    { to: '/image_services', icon: '🖼', title: t('kinds.imageTitle'), text: t('kinds.imageText') },
  ];
  const { kind } = useSession();
  return (
    <>
      <section className="hero">
        <div className="container">
          <UrduText as="p">{t('tagline')}</UrduText>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
          <div className="row">
            <Link to={kind === 'visitor' ? '/register' : '/home'} className="btn btn-secondary">
              {t('getStarted')}
            </Link>
            <a
              href="#for-services"
              className="btn btn-ghost"
              style={{ color: '#fff', borderColor: '#9fe0c5' }}
            >
              {t('seeServices')}
            </a>
          </div>
        </div>
      </section>

      <section id="for-services" className="section">
        <div className="container">
          <h2>{t('whatWeDo')}</h2>
          <p className="muted prose">{t('thirteen')}</p>
          <TileGrid tiles={kinds} />
        </div>
      </section>

      <section id="fellowship-award" className="section section-alt">
        <div className="container grid-2" style={{ alignItems: 'center' }}>
          <div className="prose">
            <h2>{t('fellowship.title')}</h2>
            <p>
              {t('fellowship.before')} <strong>{t('fellowship.amount')}</strong>
              {t('fellowship.after')}
            </p>
            <p>{t('fellowship.deadline')}</p>
          </div>
          <Card>
            <h3>{t('fellowship.apply')}</h3>
            <p>{t('fellowship.applyText')}</p>
            <div className="row">
              <Link to="/fellowship" className="btn btn-secondary">
                {t('fellowship.call')}
              </Link>
              <Link to="/fellowship_proposal" className="btn btn-primary">
                {t('fellowship.submit')}
              </Link>
            </div>
          </Card>
        </div>
      </section>

      <section id="get-started-container" className="section">
        <div className="container">
          <h2>{t('steps.title')}</h2>
          <ol className="prose">
            <li>{t('steps.one')}</li>
            <li>{t('steps.two')}</li>
            <li>{t('steps.three')}</li>
            <li>{t('steps.four')}</li>
          </ol>
          {/* A signed-in user has done step 1: the button takes them to their dashboard (#23). */}
          <Link to={kind === 'visitor' ? '/register' : '/home'} className="btn btn-primary">
            {kind === 'visitor' ? t('getStarted') : t('steps.dashboard')}
          </Link>
        </div>
      </section>

      <section id="contact" className="section section-alt">
        <div className="container grid-2" style={{ alignItems: 'start' }}>
          <div>
            <h2>{t('contact.title')}</h2>
            <p className="muted">{t('contact.intro')}</p>
            <ContactDetails />
          </div>
          <Card id="feedback">
            <h3>{t('contact.feedback')}</h3>
            <FeedbackForm />
          </Card>
        </div>
      </section>
    </>
  );
}
