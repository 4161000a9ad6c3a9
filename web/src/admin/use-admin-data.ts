import { adminMessages } from '@zuban/contract/admin';
import { useCallback, useEffect, useState } from 'react';
import { staffApi } from '../ui/api';

/**
 * Loads an admin list with `load(body)`, again whenever the body changes; a failure shows the spec's
 * 'Error while fetching the data.'. `load` must be stable (a module's function, or memoised).
 */
export function useLoaded<B, T>(load: (body: B) => Promise<T>, body: B) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const key = JSON.stringify(body);
  const reload = useCallback(() => {
    load(JSON.parse(key) as B)
      .then((d) => {
        setData(d);
        setError('');
      })
      .catch(() => setError(adminMessages.fetchFailed));
  }, [load, key]);
  useEffect(reload, [reload]);
  return { data, error, reload };
}

/**
 * An admin list from one of the console's own routes, which /openapi.json does not show
 * (server/src/admin/routes.ts hides them), so the generated client has no type for its answer: `T`
 * is the caller's word.
 */
export function useAdminData<T>(path: string, body: unknown = {}) {
  const load = useCallback((sent: unknown) => staffApi.post<T>(path, sent), [path]);
  return useLoaded(load, body);
}
