import type { ApiKeyCreate } from '@zuban/contract/api-keys';
import { api } from '../../../ui/api';

// The named-key routes (/v1/keys) as the access-token page and the dashboard call them.

export const listKeys = () => api.get('/v1/keys');
export const createKey = (body: ApiKeyCreate) => api.post('/v1/keys', { body });
export const revokeKey = (id: string) => api.delete('/v1/keys/{id}', { path: { id } });
