import { ApiError, errorText } from '../ui/api';

/** What a tool screen shows when its call fails: the error line, and the server's reason under it. */
export interface ToolFailure {
  error: string;
  detail: string;
}

/**
 * Any answer that is not a success shows the service's spec line ("Sorry! Output is not generated.
 * Check … Service."), whatever its body: a proxy's HTML 502 page included (#23). A reason the
 * server gave in JSON, when it says more than that line, goes under it; a network error shows its
 * own text (tools spec §8).
 */
export function toolFailure(err: unknown, failureMessage: string): ToolFailure {
  if (!(err instanceof ApiError)) return { error: errorText(err), detail: '' };
  const body = err.body;
  const said =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : '';
  return { error: failureMessage, detail: said && said !== failureMessage ? said : '' };
}
