import { type CodedMessage, replyOf } from '@zuban/contract/message-catalogue';
import { currentLanguage } from '../i18n/i18n';
import { localizeServerMessage } from '../i18n/server-message';
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
 * own text (tools spec §8). Both in the page's language, by their codes.
 */
export function toolFailure(err: unknown, failure: CodedMessage): ToolFailure {
  if (!(err instanceof ApiError)) return { error: errorText(err), detail: '' };
  const body = err.body;
  const said =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : '';
  const error = localizeServerMessage(replyOf(failure), currentLanguage());
  return { error, detail: said && said !== failure.text ? errorText(err) : '' };
}
