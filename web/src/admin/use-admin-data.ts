import { adminMessages } from '@zuban/contract/admin';
import { useCallback, useEffect, useState } from 'react';
import { staffApi } from '../ui/api';

/** Loads an admin list; a failure shows the spec's 'Error while fetching the data.'. */
export function useAdminData<T>(path: string, body: unknown = {}) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const key = JSON.stringify(body);
  const reload = useCallback(() => {
    staffApi
      .post<T>(path, JSON.parse(key) as unknown)
      .then((d) => {
        setData(d);
        setError('');
      })
      .catch(() => setError(adminMessages.fetchFailed));
  }, [path, key]);
  useEffect(reload, [reload]);
  return { data, error, reload };
}
