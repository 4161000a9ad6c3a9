import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { contentSecurityPolicy, helmetHeaders } from './security-headers';

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('sends a strict CSP, no framing, a referrer policy and nosniff on pages and API answers', async () => {
    t = await createTestApp('sqlite');
    for (const url of ['/docs', '/healthz', '/backend/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('style-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // PUBLIC_URL is http here
    }
  });

  it('keeps /docs free of inline script, so the policy does not break it', async () => {
    t = await createTestApp('sqlite');
    const page = (await t.app.inject({ method: 'GET', url: '/docs' })).body;
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\/docs\/assets\//);
      expect(content).toBe('');
    }
    expect(page).not.toMatch(/<style|\sstyle="|\son[a-z]+="/i);
  });

  it('adds HSTS when PUBLIC_URL is https', async () => {
    t = await createTestApp('sqlite', { PUBLIC_URL: 'https://zuban.example' });
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends, computed once, exactly the headers @fastify/helmet sends on each request, on 404s and errors too', async () => {
    for (const https of [false, true]) {
      const perRequest = Fastify({ logger: false });
      await perRequest.register(helmet, {
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
        strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
        crossOriginEmbedderPolicy: false,
      });
      perRequest.get('/', async () => 'x');
      const expected = (await perRequest.inject({ method: 'GET', url: '/' })).headers;
      await perRequest.close();
      const computed = await helmetHeaders(https);
      expect(Object.keys(computed).length).toBeGreaterThanOrEqual(10);
      for (const [name, value] of Object.entries(computed)) expect(expected[name]).toBe(value);
    }
    t = await createTestApp('sqlite');
    const computed = await helmetHeaders(false);
    for (const url of ['/healthz', '/no/such/page', '/backend/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(computed)) expect(res.headers[name]).toBe(value);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/stemmer', payload: { text: 'x' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe(computed['content-security-policy']);
  });
});
