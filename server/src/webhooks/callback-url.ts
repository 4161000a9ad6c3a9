import { coded } from '@zuban/contract/message-catalogue';
import { badRequest } from '../http/app-error';
import { literalAddressRefusal } from './address-policy';

const MAX_URL_LENGTH = 2000;

/** A webhook URL as given (a submission's callbackUrl or an account default): http(s), not too long. */
export function parseCallbackUrl(value: unknown, allowPrivate: boolean): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) {
    throw badRequest('invalid_callback_url', coded('callbackUrl.malformed', { max: MAX_URL_LENGTH }));
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('invalid_callback_url', coded('callbackUrl.invalid'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest('invalid_callback_url', coded('callbackUrl.scheme'));
  }
  if (url.username || url.password) {
    throw badRequest('invalid_callback_url', coded('callbackUrl.credentials'));
  }
  // A literal address is judged now; a host name is judged at every delivery, after DNS.
  const refusal = allowPrivate ? undefined : literalAddressRefusal(url.hostname);
  if (refusal)
    throw badRequest('callback_url_not_allowed', coded('callbackUrl.notPublic', { reason: refusal }));
  return url.toString();
}
