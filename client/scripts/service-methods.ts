import type { OpenAPI3, OperationObject, ParameterObject, ReferenceObject } from 'openapi-typescript';

// Which operations get a method of their own: the paid calls, known by the Idempotency-Key header
// they accept and their JSON body. Everything else is reached through the client's `raw` methods.

const isRef = (p: ParameterObject | ReferenceObject): p is ReferenceObject => '$ref' in p;

function parameterName(document: OpenAPI3, p: ParameterObject | ReferenceObject): string | undefined {
  if (!isRef(p)) return p.name;
  const name = p.$ref.split('/').pop() ?? '';
  const target = document.components?.parameters?.[name];
  return target && !isRef(target) ? target.name : undefined;
}

function isPaidCall(document: OpenAPI3, op: OperationObject): boolean {
  const body = op.requestBody;
  const json = body && !('$ref' in body) && body.content['application/json'] !== undefined;
  const names = (op.parameters ?? []).map((p) => parameterName(document, p)?.toLowerCase());
  return Boolean(json) && names.includes('idempotency-key');
}

/** `content_filter` -> `contentFilter`. */
const camel = (id: string) => id.replace(/[_-]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Method name -> path, sorted by name; the operationId names the method. */
export function serviceMethods(document: OpenAPI3): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const post = item && !('$ref' in item) ? item.post : undefined;
    if (!post || '$ref' in post || !post.operationId || !isPaidCall(document, post)) continue;
    const name = camel(post.operationId);
    // Aliases of one service share its operationId: the first (documented) path wins.
    if (!(name in out)) out[name] = path;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
