import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../ui/PageTitle';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback for unknown paths and for errors thrown while rendering. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  usePageTitle(t('error.title'));
  return (
    <main id="main" className="container page page-narrow">
      <h1>{t('error.title')}</h1>
      <p className="muted" data-testid="route-error">
        {describe(error)}
      </p>
      <p>{t('error.body')}</p>
      <Link to="/" className="btn btn-primary">
        {t('error.goHome')}
      </Link>
    </main>
  );
}
