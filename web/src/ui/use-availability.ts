import type { ServiceAvailability } from '@zuban/contract/availability';
import { useEffect, useState } from 'react';
import { api } from './api';

/**
 * The services whose engine cannot run on this server (GET /backend/service_availability), keyed by
 * service id; empty until the answer arrives or when it fails, so a page never hides a working service.
 * Staff get each entry's `missing` and `install` too.
 */
export function useUnavailableServices(): ReadonlyMap<string, ServiceAvailability> {
  const [unavailable, setUnavailable] = useState<ReadonlyMap<string, ServiceAvailability>>(new Map());
  useEffect(() => {
    let live = true;
    api
      .get('/backend/service_availability')
      .then((list) => {
        if (live) setUnavailable(new Map(list.filter((s) => !s.available).map((s) => [s.serviceId, s])));
      })
      .catch((e: unknown) => console.error('service availability', e));
    return () => {
      live = false;
    };
  }, []);
  return unavailable;
}

/** The words every page uses for a service this server cannot run. */
export const NOT_AVAILABLE_HERE = 'Not available on this server';
