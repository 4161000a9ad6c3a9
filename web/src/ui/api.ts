import { currentLanguage } from '../i18n/i18n';
import { localizeServerMessage, localizeServerText, type ServerMessage } from '../i18n/server-message';
import {
  type ApiAnswer,
  type ApiBody,
  type ApiMethod,
  type ApiParams,
  type ApiPath,
  apiUrl,
} from './api-types';
/**
 * Fetch helper for the portal's own backend. Every call sends and receives JSON with the session
 * cookie; a non-2xx answer throws ApiError carrying the server's `message` (problem+json or plain JSON).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly body: unknown,
    /** The message's catalogue code and values, for the page's language (errorText). */
    readonly said: ServerMessage = { message },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

function codeOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'code' in body) {
    const { code } = body as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return null;
}

/** The message of a failed answer with its code and values; the web's own line when it has none. */
export function saidOf(body: unknown, status: number): ServerMessage {
  const message = messageOf(body);
  if (message === null) {
    return {
      message: `Request failed (${status})`,
      messageCode: 'general.requestFailed',
      messageParams: { status },
    };
  }
  const { messageCode, messageParams } = body as { messageCode?: unknown; messageParams?: unknown };
  return {
    message,
    messageCode: typeof messageCode === 'string' ? messageCode : undefined,
    messageParams:
      messageParams && typeof messageParams === 'object'
        ? (messageParams as Record<string, string | number>)
        : undefined,
  };
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The parsed body of a 2xx answer; any other answer throws ApiError with the server's message. */
async function answerOf<T>(res: Response): Promise<T> {
  const parsed = await readBody(res);
  if (!res.ok) {
    const said = saidOf(parsed, res.status);
    throw new ApiError(said.message, res.status, codeOf(parsed), parsed, said);
  }
  return parsed as T;
}

type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: Verb, path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function request<T>(method: Verb, path: string, body?: unknown): Promise<T> {
  return answerOf<T>(await send(method, path, body));
}

/** A POST whose answer headers matter too (the history's paging: X-Total-Count, Link). */
async function postWithHeaders<T>(path: string, body: unknown = {}): Promise<{ body: T; headers: Headers }> {
  const res = await send('POST', path, body);
  return { body: await answerOf<T>(res), headers: res.headers };
}

/** Multipart upload (top-up receipts, fellowship PDFs); the browser sets the boundary header. */
async function postForm<T>(path: string, form: FormData): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body: form,
  });
  return answerOf<T>(res);
}

/** A call's path values, query and body, each where the operation has one (api-types.ts). */
type CallOptions<P extends ApiPath<M>, M extends ApiMethod> = ApiParams<P, M> &
  (ApiBody<P, M> extends undefined ? { body?: undefined } : { body: ApiBody<P, M> });
/** The options argument, left out where the operation needs none. */
type CallArgs<P extends ApiPath<M>, M extends ApiMethod> =
  Record<string, never> extends CallOptions<P, M>
    ? [options?: CallOptions<P, M>]
    : [options: CallOptions<P, M>];

function typed<M extends ApiMethod>(method: M) {
  return <P extends ApiPath<M>>(path: P, ...[options]: CallArgs<P, M>): Promise<ApiAnswer<P, M>> => {
    const { body, ...params } = (options ?? {}) as { body?: unknown };
    const verb = method.toUpperCase() as Verb;
    const sent = method === 'get' || method === 'delete' ? undefined : (body ?? {});
    return request(verb, apiUrl(path, params), sent);
  };
}

/**
 * The server's documented routes, typed by the generated client (client/src/schema.d.ts): the path
 * as /openapi.json spells it, its `{name}` values in `path`, and the body and answer it declares.
 * `api.get('/v1/jobs/{jobId}', { path: { jobId } })`, `api.post('/backend/logout')`. A GET or DELETE
 * sends no body.
 */
export const api = {
  get: typed('get'),
  post: typed('post'),
  put: typed('put'),
  delete: typed('delete'),
  /** A POST whose answer headers matter too (the history's paging: X-Total-Count, Link). */
  postWithHeaders: <P extends ApiPath<'post'>>(path: P, ...[options]: CallArgs<P, 'post'>) => {
    const { body, ...params } = (options ?? {}) as { body?: unknown };
    return postWithHeaders<ApiAnswer<P, 'post'>>(apiUrl(path, params), body ?? {});
  },
  /** Multipart upload to a documented path: the answer typed, the form as the browser builds it. */
  postForm: <P extends ApiPath<'post'>>(path: P, form: FormData) =>
    postForm<ApiAnswer<P, 'post'>>(path, form),
};

/**
 * Routes the public document does not show (the staff console's, the portal's tool paths), and
 * paths built at run time: the answer's type is the caller's word for it.
 */
export const staffApi = {
  get: <T>(path: string): Promise<T> => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}): Promise<T> => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown = {}): Promise<T> => request<T>('PUT', path, body),
  postWithHeaders,
  postForm,
};

/** A success answer's message in the page's language, by its code (English as sent without one). */
export function replyText(reply: ServerMessage): string {
  return localizeServerMessage(reply, currentLanguage());
}

/**
 * The text to show for any thrown value: the server's message in the page's language (by its code),
 * or the network error's own text.
 */
export function errorText(err: unknown): string {
  if (err instanceof ApiError && err.said.messageCode)
    return localizeServerMessage(err.said, currentLanguage());
  const text = err instanceof Error ? err.message : String(err);
  return localizeServerText(text, currentLanguage());
}
