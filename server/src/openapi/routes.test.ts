import { services } from '@zuban/contract/services/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

describe('OpenAPI and /docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3.1 document with every public service, without an account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const s of services) expect(doc.paths[s.apiPaths[0]!].post.operationId).toBe(s.id);
    expect(doc.paths['/stemmer'].post.responses['402']).toBeDefined();
    expect(doc.paths['/stemmer'].post.description).toContain('PKR 0.25 up to 5 × 100 words');
  });

  it('serves the interactive reference and its assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const js = await t.app.inject({ method: 'GET', url: '/docs/assets/swagger-ui-bundle.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body.length).toBeGreaterThan(100_000);
    expect((await t.app.inject({ method: 'GET', url: '/docs/assets/..%2Fpackage.json' })).statusCode).toBe(
      404,
    );
  });
});
