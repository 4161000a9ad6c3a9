import type { AccessTokenResponse } from '@zuban/contract/accounts';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { FieldDoc } from '@zuban/contract/services/types';
import { chargeUnits } from '@zuban/contract/services/units';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { describePrice } from '../pages/info/catalogue-prices';
import { api } from '../ui/api';
import { Card } from '../ui/Card';
import { CodeBlock } from '../ui/CodeBlock';
import { usePageTitle } from '../ui/PageTitle';
import { Table } from '../ui/Table';
import type { DocPage } from './doc-pages';
import { sampleCostPkr } from './sample-cost';
import { curlSample, javaSample, pythonSample } from './samples';

const LANGUAGES = [
  { id: 'python', label: 'Python (requests)', make: pythonSample },
  { id: 'java', label: 'Java (java.net.http)', make: javaSample },
  { id: 'curl', label: 'curl', make: curlSample },
] as const;

// Code blocks keep left-to-right layout even inside Urdu pages.
const codeStyle = {
  overflowX: 'auto',
  background: 'var(--surface-2, #f4f4f5)',
  padding: '0.75rem 1rem',
  borderRadius: 6,
  fontSize: '0.85rem',
} as const;

const ERRORS: [number, string][] = [
  [400, 'Invalid input: `message` says what (the same words as the tool screen).'],
  [401, 'Missing, unknown or replaced access token.'],
  [402, 'Your balance does not cover the price: `balance` and `price` are given in PKR. Nothing is charged.'],
  [403, 'Your account is suspended or not confirmed.'],
  [502, 'The engine failed; you are not charged (a charge already taken is refunded).'],
  [503, 'The engine is not available; you are not charged.'],
];

/** The price rule in the pricing page's words ('0.01 per character above 100 characters; else …'). */
function priceText(s: AnyServiceDeclaration): string {
  const rule = `PKR ${describePrice(s.unit, s.defaultPrice)}.`;
  return s.unit === 'request' ? rule : `${rule} Counted in ${chargeUnits[s.unit].howCounted}.`;
}

function Samples({ service, token }: { service: AnyServiceDeclaration; token: string | null }) {
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]['id']>('python');
  const chosen = LANGUAGES.find((l) => l.id === language) ?? LANGUAGES[0];
  const sample = chosen.make(service, window.location.origin);
  // Signed in, the samples carry the user's own token so they run as copied.
  const code = token ? sample.replaceAll('YOUR_ACCESS_TOKEN', token) : sample;
  return (
    <div className="stack">
      <div className="row" role="tablist" aria-label="Sample language">
        {LANGUAGES.map((l) => (
          <button
            key={l.id}
            type="button"
            role="tab"
            aria-selected={l.id === language}
            className={`btn ${l.id === language ? 'btn-primary' : 'btn-secondary'}`}
            onClick={() => setLanguage(l.id)}
          >
            {l.label}
          </button>
        ))}
      </div>
      <CodeBlock style={codeStyle}>
        <code>{code}</code>
      </CodeBlock>
      <div className="row">
        <button type="button" className="btn btn-ghost" onClick={() => navigator.clipboard?.writeText(code)}>
          Copy
        </button>
      </div>
    </div>
  );
}

function ServiceSection({ service, token }: { service: AnyServiceDeclaration; token: string | null }) {
  return (
    <Card className="stack">
      <h2>{service.title}</h2>
      <p>{service.description}</p>
      <p>
        <code dir="ltr">
          POST {window.location.origin}
          {service.apiPaths[0]}
        </code>{' '}
        — JSON body, <code>Content-Type: application/json</code>. Send your access token as{' '}
        <code>accessToken</code> in the body or as <code>Authorization: Bearer …</code>.
      </p>
      <h3>Request fields</h3>
      <Table<FieldDoc>
        columns={[
          { header: 'Field', cell: (f) => <code>{f.name}</code> },
          { header: 'Type', cell: (f) => f.type },
          { header: 'Required', cell: (f) => (f.required ? 'yes' : 'no') },
          { header: 'Description', cell: (f) => f.description },
        ]}
        rows={service.fields}
        rowKey={(f) => f.name}
      />
      <p className="muted">Price: {priceText(service)}</p>
      <h3>Sample code</h3>
      <Samples service={service} token={token} />
      <h3>Response</h3>
      <p>
        <code>result</code> is “{service.successResult}” on success; <code>response</code>:{' '}
        {service.responseDescription} <code>jobId</code> and <code>cost</code> (PKR) identify the charge in
        your history.
      </p>
      <CodeBlock style={codeStyle}>
        <code data-testid="sample-response">
          {JSON.stringify(
            { ...service.exampleResponse, jobId: 'Xy3…', cost: sampleCostPkr(service) },
            null,
            2,
          )}
        </code>
      </CodeBlock>
      <h3>Errors</h3>
      <p>
        Errors are <code>application/problem+json</code> with <code>message</code>, <code>code</code>,{' '}
        <code>result</code> and <code>response</code>. Engine failures carry “{service.failureMessage}”.
      </p>
      <Table<[number, string]>
        columns={[
          { header: 'Status', cell: ([s]) => s },
          { header: 'Meaning', cell: ([, m]) => m },
        ]}
        rows={ERRORS}
        rowKey={([s]) => String(s)}
      />
    </Card>
  );
}

/** One API reference page (public /static_api_* or signed-in /api_*), generated from the catalogue. */
export function ApiDocPage({ page, signedIn }: { page: DocPage; signedIn: boolean }) {
  usePageTitle(page.title);
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    api
      .post<AccessTokenResponse>('/backend/access_token', {})
      .then((r) => setToken(r.accessToken))
      .catch(() => setToken(null));
  }, [signedIn]);
  return (
    <div className="container page stack" style={{ maxWidth: 1000 }}>
      <h1>{page.title}</h1>
      <p>
        {signedIn ? (
          <>
            The samples below carry your access token (keep it secret; you can replace it on the{' '}
            <Link to="/access_token">Access token</Link> page).
          </>
        ) : (
          <>
            <Link to="/register">Register</Link> for an access token.
          </>
        )}{' '}
        An <code>Idempotency-Key</code> header makes a retried call charge once. The full reference is in the{' '}
        <a href="/docs">interactive API reference</a> (<a href="/openapi.json">OpenAPI 3.1</a>).
      </p>
      {page.services.map((s) => (
        <ServiceSection key={s.id} service={s} token={token} />
      ))}
    </div>
  );
}
