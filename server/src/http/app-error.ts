import { type CodedMessage, coded, codeOfText } from '@zuban/contract/message-catalogue';
import { services } from '@zuban/contract/services/index';

/** A message as a route gives it: coded (`coded('account.emailTaken')`), or English text. */
export type Said = string | CodedMessage;

/**
 * The problem fields that name a message by its catalogue code, so the web translates by code: those
 * of a coded message, or the code of a text that is a catalogue message word for word (a contract
 * schema's message, a table constant, a service's failure line). Other text has none and is shown as
 * sent.
 */
export function messageCodeFields(said: Said): {
  messageCode?: string;
  messageParams?: Record<string, string | number>;
} {
  if (typeof said !== 'string')
    return said.params ? { messageCode: said.code, messageParams: said.params } : { messageCode: said.code };
  const code = codeOfText(said);
  if (code) return { messageCode: code };
  // A service's failure line ("… Check POS Tagging Service.") reaches here as its declaration's English.
  const failure = services.find((s) => s.failureMessage === said)?.failure;
  return failure ? messageCodeFields(failure) : {};
}

/**
 * The one error type of the JSON API: a stable machine code, a user-facing message and a status.
 * The error handler turns it into problem+json that also carries `message`, because the spec's
 * screens read `message` from failed responses, and the message's catalogue code beside it.
 */
export class AppError extends Error {
  readonly extra: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: Said,
    readonly headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(typeof message === 'string' ? message : message.text);
    this.extra = { ...messageCodeFields(message), ...extra };
  }
}

export const badRequest = (code: string, message: Said, extra?: Record<string, unknown>) =>
  new AppError(400, code, message, {}, extra);
export const unauthorized = (message: Said = coded('account.signInRequired'), code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message: Said = coded('general.notAllowed'), code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message: Said = coded('general.notFound'), code = 'not_found') =>
  new AppError(404, code, message);
export const conflict = (code: string, message: Said) => new AppError(409, code, message);
