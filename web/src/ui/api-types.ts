import type { paths } from '@zuban/client';

/**
 * The types of the server's routes as the generated client knows them (client/src/schema.d.ts,
 * from /openapi.json): a call names its path as the document does (`/v1/jobs/{jobId}`) and gets
 * the body it must send and the answer it gets from there, so a route changed on the server fails
 * the web's type check instead of a screen.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

type Operation<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;

/** The document's paths that answer `M`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

/** The JSON of the operation's success answer (200 or 201; a 202 is asked for, never by the web). */
export type ApiAnswer<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { responses: infer R }
    ? {
        [S in keyof R & (200 | 201)]: R[S] extends { content: { 'application/json': infer J } } ? J : null;
      }[keyof R & (200 | 201)]
    : never;

/** The JSON body the operation takes; `undefined` where it takes none (the helper sends `{}`). */
export type ApiBody<P extends keyof paths, M extends ApiMethod> = [
  NonNullable<Operation<P, M>['requestBody']>,
] extends [never]
  ? undefined
  : NonNullable<Operation<P, M>['requestBody']> extends { content: { 'application/json': infer B } }
    ? B
    : never;

type PathParams<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { parameters: { path: infer V } } ? V : never;
type QueryParams<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { parameters: { query?: infer V } } ? V : never;

/** The path's `{name}` values and the query, where the operation has them. */
export type ApiParams<P extends keyof paths, M extends ApiMethod> = ([PathParams<P, M>] extends [never]
  ? { path?: never }
  : { path: PathParams<P, M> }) &
  ([NonNullable<QueryParams<P, M>>] extends [never] ? { query?: never } : { query?: QueryParams<P, M> });

/** The URL of a call: each `{name}` of the path filled in (encoded), then the query's defined values. */
export function apiUrl(
  path: string,
  params: { path?: Record<string, string | number>; query?: Record<string, unknown> } = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params.path?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}
