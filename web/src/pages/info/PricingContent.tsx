import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centre } from '../../content/centre';
import { useLanguage } from '../../i18n/use-language';
import { api } from '../../ui/api';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { Table } from '../../ui/Table';
import { useUnavailableServices } from '../../ui/use-availability';
import { cataloguePriceLines, type PriceLine } from './catalogue-prices';

/** /pricing and /pricing_login: the price table and how to pay. */
export function PricingContent({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  usePageTitle(t('title'));
  // The declared defaults at once, then the prices in force (staff may have changed them).
  const [lines, setLines] = useState<PriceLine[]>(() => cataloguePriceLines(undefined, language));
  const unavailable = useUnavailableServices();
  useEffect(() => {
    // Signed in: what this user pays, their personal costings included (#23).
    api
      .get(signedIn ? '/backend/my_prices' : '/backend/prices')
      .then((live) => setLines(cataloguePriceLines(live, language)))
      .catch((e: unknown) => console.error('prices', e));
  }, [signedIn, language]);
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="prose">
        {t('intro')}
        {signedIn ? t('yourPrices') : ''}
      </p>
      <Table<PriceLine>
        caption={t('caption')}
        columns={[
          {
            header: t('service'),
            cell: (r) =>
              unavailable.has(r.serviceId) ? (
                <>
                  <bdi>{r.service}</bdi>{' '}
                  <span className="badge badge-muted" data-testid="service-not-available">
                    {t('notAvailable')}
                  </span>
                </>
              ) : (
                <bdi>{r.service}</bdi>
              ),
          },
          { header: t('type'), cell: (r) => r.category },
          {
            header: t('price'),
            cell: (r) =>
              r.personal ? (
                <span data-testid="personal-price">{t('ownPrice', { price: r.price })}</span>
              ) : (
                r.price
              ),
          },
        ]}
        rows={lines}
        rowKey={(r) => r.serviceId}
      />
      <div className="grid-2" style={{ marginTop: 28, alignItems: 'start' }}>
        <Card>
          <h2>{t('procedure')}</h2>
          <ol>
            <li>
              {t('stepOneBefore')} <a href="/docs/service-order-form.pdf">{t('orderForm')}</a>{' '}
              {t('stepOneAfter')}
            </li>
            <li>{t('stepTwo')}</li>
            <li>
              {t('stepThree')}{' '}
              <a href={`mailto:${centre.email}`} dir="ltr">
                {centre.email}
              </a>
            </li>
            <li>{t('stepFour')}</li>
          </ol>
          <p>{signedIn ? <Link to="/topup">{t('fileTopup')}</Link> : t('signedInCan')}</p>
        </Card>
        <Card>
          <h2>{t('goodToKnow')}</h2>
          <ul>
            <li>{t('oneYear')}</li>
            <li>{t('shownTop')}</li>
            <li>
              {t('fellowshipBefore')} <Link to="/fellowship">{t('fellowshipLink')}</Link>
              {t('fellowshipAfter')}
            </li>
          </ul>
          {signedIn ? null : (
            <Link to="/register" className="btn btn-primary">
              {t('createAccount')}
            </Link>
          )}
        </Card>
      </div>
    </div>
  );
}
