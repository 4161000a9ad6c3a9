import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

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
});
