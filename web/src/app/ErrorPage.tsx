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
  usePageTitle('Unexpected Application Error!');
  return (
    <main id="main" className="container page page-narrow">
      <h1>Unexpected Application Error!</h1>
      <p className="muted" data-testid="route-error">
        {describe(error)}
      </p>
      <p>The page you asked for does not exist or could not be shown.</p>
      <Link to="/" className="btn btn-primary">
        Go to the home page
      </Link>
    </main>
  );
}
