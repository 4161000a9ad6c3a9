import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { fellowshipServices } from './fellowship-rules';

/** /fellowship: the call for proposals and the downloadable template. */
export function FellowshipPage() {
  const { t } = useTranslation('fellowship');
  usePageTitle(t('call.title'));
  return (
    <>
      <section className="banner">
        <div className="container">
          <p className="eyebrow">{t('call.eyebrow')}</p>
          <h1>{t('call.heading')}</h1>
          <p>{t('call.lead')}</p>
        </div>
      </section>
      <div className="container page grid-2" style={{ alignItems: 'start' }}>
        <div className="prose">
          <h2>{t('call.getTitle')}</h2>
          <p>
            {t('call.getBefore')} <strong>{t('call.getAmount')}</strong>
            {t('call.getMiddle')} <strong>{t('call.getYear')}</strong>
            {t('call.getAfter', { services: fellowshipServices.join(', ') })}
          </p>
          <h2>{t('call.whoTitle')}</h2>
          <p>{t('call.who')}</p>
          <h2>{t('call.howTitle')}</h2>
          <ol>
            <li>{t('call.howOne')}</li>
            <li>{t('call.howTwo')}</li>
            <li>
              {t('call.howThreeBefore')} <Link to="/fellowship_proposal">{t('call.howThreeLink')}</Link>{' '}
              {t('call.howThreeAfter')}
            </li>
          </ol>
          <h2>{t('call.datesTitle')}</h2>
          <p>
            {t('call.datesBefore')} <strong>{t('call.noDeadline')}</strong>
            {t('call.datesMiddle')} <strong>{t('call.sixWeeks')}</strong>
            {t('call.datesAfter')}
          </p>
          <h2>{t('call.conditionsTitle')}</h2>
          <ul>
            <li>{t('call.condOne')}</li>
            <li>{t('call.condTwo')}</li>
            <li>{t('call.condThree')}</li>
            <li>
              {t('call.condFourBefore')} <Link to="/terms">{t('call.condFourLink')}</Link>
              {t('call.condFourAfter')}
            </li>
          </ul>
        </div>
        <Card>
          <h2>{t('call.templateTitle')}</h2>
          <p>{t('call.template')}</p>
          <a className="btn btn-secondary btn-block" href="/docs/fellowship-proposal-template.pdf" download>
            {t('call.download')}
          </a>
          <p style={{ marginTop: 14 }}>
            <Link to="/fellowship_proposal" className="btn btn-primary btn-block">
              {t('call.goForm')}
            </Link>
          </p>
        </Card>
      </div>
    </>
  );
}
