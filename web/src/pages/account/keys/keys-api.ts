import type { ApiKeyCreate, ApiKeyView } from '@zuban/contract/api-keys';
import { ApiError, api } from '../../../ui/api';

// The named-key routes (/v1/keys) as the access-token page and the dashboard call them.

export const listKeys = () => api.get('/v1/keys');
export const createKey = (body: ApiKeyCreate) => api.post('/v1/keys', { body });

/** DELETE /v1/keys/{id} (the shared helper has no DELETE): the same error as the other calls. */
export async function revokeKey(id: string): Promise<ApiKeyView> {
  const res = await fetch(`/v1/keys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const problem = (body ?? {}) as { message?: unknown; code?: unknown };
    const message = typeof problem.message === 'string' ? problem.message : `Request failed (${res.status})`;
    throw new ApiError(message, res.status, typeof problem.code === 'string' ? problem.code : null, body);
  }
  return body as ApiKeyView;
}
