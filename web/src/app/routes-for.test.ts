import { createMemoryRouter, type DataRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionKind } from '../ui/session';
import { discoverRoutes } from './discover-routes';
import { routesFor } from './routes-for';

type Kind = Exclude<SessionKind, 'loading'>;

/** The router AppRouter makes for `kind`, started at `path` and settled (lazy code and routes loaded). */
async function settledAt(kind: Kind, path: string): Promise<DataRouter> {
  const router = createMemoryRouter(routesFor(kind), {
    initialEntries: [path],
    patchRoutesOnNavigation: kind === 'staff' ? undefined : discoverRoutes(kind),
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    router.subscribe((state) => state.initialized && resolve());
    router.initialize();
  });
  return router;
}

function leaf(router: DataRouter) {
  return router.state.matches.at(-1)?.route;
}

// The lazily loaded routes must still match every path they matched when they were in the bundle.
describe('routesFor with routes discovered on demand', () => {
  it('serves a visitor the landing page from the first bundle', async () => {
    const router = await settledAt('visitor', '/landingPage');
    expect(leaf(router)?.path).toBe('/landingPage');
    expect(router.state.errors).toBe(null);
  });
  it('finds a service landing page and a public API doc page for a visitor', async () => {
    expect(leaf(await settledAt('visitor', '/tts'))?.path).toBe('/tts');
    expect(leaf(await settledAt('visitor', '/static_api_stemmer'))?.element).toBeTruthy();
  });
  it('matches a signed-in path for a visitor without its screen (the branch redirects)', async () => {
    const router = await settledAt('visitor', '/Urdu_stemmer');
    expect(router.state.matches.map((m) => m.route.id)).toContain('signed-in');
    expect(leaf(router)?.path).toBe('/Urdu_stemmer');
    expect(leaf(router)?.element).toBeUndefined();
  });
  it('loads the signed-in pages and tool screens for a user', async () => {
    expect(leaf(await settledAt('user', '/home'))?.element).toBeTruthy();
    expect(leaf(await settledAt('user', '/Urdu_stemmer'))?.element).toBeTruthy();
    expect(leaf(await settledAt('user', '/viewjobdetails/42'))?.element).toBeTruthy();
  });
  it('loads the admin home for staff', async () => {
    const router = await settledAt('staff', '/');
    expect(leaf(router)?.index).toBe(true);
    expect(leaf(router)?.element).toBeTruthy();
  });
  it('still answers an unknown path with a 404 for every kind', async () => {
    for (const kind of ['visitor', 'user', 'staff'] as const) {
      const router = await settledAt(kind, '/no_such_page');
      expect(Object.values(router.state.errors ?? {})).toMatchObject([{ status: 404 }]);
    }
  });
});
