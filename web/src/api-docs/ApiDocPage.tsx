import type { UiLanguage } from '@zuban/contract/languages';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { FieldDoc } from '@zuban/contract/services/types';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/use-language';
import { describePrice } from '../pages/info/catalogue-prices';
import { api } from '../ui/api';
import { Card } from '../ui/Card';
import { CodeBlock } from '../ui/CodeBlock';
import { usePageTitle } from '../ui/PageTitle';
import { Table } from '../ui/Table';
import { AsyncSamples } from './AsyncSamples';
import type { DocPage } from './doc-pages';
import { OpenAiSamples } from './OpenAiSamples';
import { PipelineSample } from './PipelineSample';
import { PythonPackageSample } from './PythonPackageSample';
import { sampleCostPkr } from './sample-cost';
import { sampleLanguages as LANGUAGES, type SampleLanguage, shownSample } from './samples';

// Code blocks keep left-to-right layout even inside Urdu pages.
const codeStyle = {
  overflowX: 'auto',
  background: 'var(--surface-2, #f4f4f5)',
  padding: '0.75rem 1rem',
  borderRadius: 6,
  fontSize: '0.85rem',
} as const;

const ERROR_STATUSES = [400, 401, 402, 403, 429, 502, 503] as const;

/** The price rule in the pricing page's words ('0.01 per character above 100 characters; else …'). */
function priceText(s: AnyServiceDeclaration, t: TFunction<'apiDocs'>, language: UiLanguage): string {
  const rule = t('pricePkr', { rule: describePrice(s.unit, s.defaultPrice, language) });
  if (s.unit === 'request') return rule;
  const counted = t('counted', { rule, how: t(`howCounted.${s.unit}`) });
  // OCR: a PDF or multi-page TIFF is counted in pages, at the same price per unit.
  return s.documentUnit ? `${counted}; ${t(`howCounted.${s.documentUnit}`)}` : counted;
}

function Samples({ service, token }: { service: AnyServiceDeclaration; token: string | null }) {
  const { t } = useTranslation('apiDocs');
  const [language, setLanguage] = useState<SampleLanguage>('python');
  const code = shownSample(language, service, window.location.origin, token);
  return (
    <div className="stack">
      <div className="row" role="tablist" aria-label={t('sampleLanguage')}>
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
          {t('copy')}
        </button>
      </div>
    </div>
  );
}

function ServiceSection({ service, token }: { service: AnyServiceDeclaration; token: string | null }) {
  const { t } = useTranslation('apiDocs');
  const language = useLanguage();
  return (
    <Card className="stack">
      <h2>{service.title}</h2>
      <p>{service.description}</p>
      <p>
        <code dir="ltr">
          POST {window.location.origin}
          {service.apiPaths[0]}
        </code>{' '}
        {t('jsonBody')} <code>Content-Type: application/json</code>
        {t('sendToken')} <code>accessToken</code> {t('inBodyOr')} <code>Authorization: Bearer …</code>
        {t('sendEnd')}
      </p>
      <h3>{t('requestFields')}</h3>
      <Table<FieldDoc>
        columns={[
          { header: t('field'), cell: (f) => <code>{f.name}</code> },
          { header: t('type'), cell: (f) => <bdi>{f.type}</bdi> },
          { header: t('required'), cell: (f) => (f.required ? t('yes') : t('no')) },
          { header: t('description'), cell: (f) => <span dir="auto">{f.description}</span> },
        ]}
        rows={service.fields}
        rowKey={(f) => f.name}
      />
      <p className="muted">{t('price', { price: priceText(service, t, language) })}</p>
      <h3>{t('sampleCode')}</h3>
      <Samples service={service} token={token} />
      <PythonPackageSample service={service} token={token} />
      <h3>{t('response')}</h3>
      <p>
        <code>result</code> {t('resultIs', { result: service.successResult })} <code>response</code>:{' '}
        <span dir="auto">{service.responseDescription}</span> <code>jobId</code> {t('and')} <code>cost</code>{' '}
        {t('identify')}
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
      <h3>{t('errors')}</h3>
      <p>
        {t('errorsAre')} <code>application/problem+json</code> {t('with')} <code>message</code>,{' '}
        <code>code</code>, <code>result</code> {t('and')} <code>response</code>
        {t('engineFailures', { message: service.failureMessage })}
      </p>
      <Table<[number, string]>
        columns={[
          { header: t('status'), cell: ([s]) => s },
          { header: t('meaning'), cell: ([, m]) => m },
        ]}
        rows={ERROR_STATUSES.map((status) => [status, t(`error${status}`)])}
        rowKey={([s]) => String(s)}
      />
    </Card>
  );
}

/** One API reference page (public /static_api_* or signed-in /api_*), generated from the catalogue. */
export function ApiDocPage({ page, signedIn }: { page: DocPage; signedIn: boolean }) {
  const { t } = useTranslation('apiDocs');
  usePageTitle(page.title);
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    api
      .post('/backend/access_token')
      .then((r) => setToken(r.accessToken))
      .catch(() => setToken(null));
  }, [signedIn]);
  return (
    <div className="container page stack" style={{ maxWidth: 1000 }}>
      <h1>{page.title}</h1>
      <p>
        {signedIn ? (
          <>
            {t('samplesCarry')} <Link to="/access_token">{t('accessToken')}</Link> {t('pageAfter')}
          </>
        ) : (
          <>
            <Link to="/register">{t('register')}</Link> {t('forToken')}
          </>
        )}{' '}
        {t('an')} <code>Idempotency-Key</code> {t('idempotency')} <a href="/docs">{t('interactive')}</a> (
        <a href="/openapi.json" dir="ltr">
          {t('openapi')}
        </a>
        ).
      </p>
      {page.services.map((s) => (
        <ServiceSection key={s.id} service={s} token={token} />
      ))}
      {page.services[0] ? <AsyncSamples service={page.services[0]} token={token} /> : null}
      <OpenAiSamples services={page.services} token={token} />
      <PipelineSample services={page.services} token={token} />
    </div>
  );
}
