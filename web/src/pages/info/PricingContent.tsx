import type { PublicPrice } from '@zuban/contract/pricing';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { centre } from '../../content/centre';
import { api } from '../../ui/api';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { Table } from '../../ui/Table';
import { NOT_AVAILABLE_HERE, useUnavailableServices } from '../../ui/use-availability';
import { cataloguePriceLines, type PriceLine } from './catalogue-prices';

/** /pricing and /pricing_login: the price table and how to pay. */
export function PricingContent({ signedIn }: { signedIn: boolean }) {
  usePageTitle('Pricing');
  // The declared defaults at once, then the prices in force (staff may have changed them).
  const [lines, setLines] = useState<PriceLine[]>(() => cataloguePriceLines());
  const unavailable = useUnavailableServices();
  useEffect(() => {
    // Signed in: what this user pays, their personal costings included (#23).
    api
      .get<(PublicPrice & { personal?: boolean })[]>(signedIn ? '/backend/my_prices' : '/backend/prices')
      .then((live) => setLines(cataloguePriceLines(live)))
      .catch((e: unknown) => console.error('prices', e));
  }, [signedIn]);
  return (
    <div className="container page">
      <h1>Pricing</h1>
      <p className="prose">
        Testing the services in the browser is free and unlimited. Calls through the developer API are paid
        from a prepaid balance in Pakistani rupees (PKR); each call is charged when it succeeds and you can
        see every charge in your usage history. Prices may change without notice.
        {signedIn ? ' The table shows the prices you pay, including any price agreed for your account.' : ''}
      </p>
      <Table<PriceLine>
        caption="Prices in PKR"
        columns={[
          {
            header: 'Service',
            cell: (r) =>
              unavailable.has(r.serviceId) ? (
                <>
                  {r.service}{' '}
                  <span className="badge badge-muted" data-testid="service-not-available">
                    {NOT_AVAILABLE_HERE}
                  </span>
                </>
              ) : (
                r.service
              ),
          },
          { header: 'Type', cell: (r) => r.category },
          {
            header: 'Price (PKR)',
            cell: (r) =>
              r.personal ? <span data-testid="personal-price">{r.price} (your own price)</span> : r.price,
          },
        ]}
        rows={lines}
        rowKey={(r) => r.serviceId}
      />
      <div className="grid-2" style={{ marginTop: 28, alignItems: 'start' }}>
        <Card>
          <h2>Payment procedure</h2>
          <ol>
            <li>
              Fill in the <a href="/docs/service-order-form.pdf">service order form</a> (PDF) with the amount
              you want to deposit.
            </li>
            <li>Pay the amount by bank transfer and keep the bank receipt.</li>
            <li>
              Email the completed form together with the bank receipt to{' '}
              <a href={`mailto:${centre.email}`}>{centre.email}</a>.
            </li>
            <li>Credit is added to your balance after the payment is received.</li>
          </ol>
          <p>
            {signedIn ? (
              <Link to="/topup">File a top-up request with your receipt on the portal</Link>
            ) : (
              <>Signed-in users can also file the request with the receipt on the portal.</>
            )}
          </p>
        </Card>
        <Card>
          <h2>Good to know</h2>
          <ul>
            <li>The balance must be used within one year of your last deposit.</li>
            <li>Your current balance is shown at the top of every page once you sign in.</li>
            <li>
              Students and academics can apply for the <Link to="/fellowship">Fellowship Award</Link>: PKR
              30,000 of API credit for one year.
            </li>
          </ul>
          {signedIn ? null : (
            <Link to="/register" className="btn btn-primary">
              Create a free account
            </Link>
          )}
        </Card>
      </div>
    </div>
  );
}
