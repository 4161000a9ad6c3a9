import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serveWebApp } from './spa';

const script = `console.log(${JSON.stringify('زبان '.repeat(400))});\n`;

/** A build folder as web/scripts/precompress.ts leaves it: a hashed script with .br and .gz copies. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'zuban-spa-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(root, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
  return root;
}

describe('serveWebApp', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  async function start(): Promise<FastifyInstance> {
    app = Fastify();
    await serveWebApp(app, fakeBuild());
    return app;
  }

  it('sends the Brotli copy of a hashed asset to a browser that accepts it, cacheable for a year', async () => {
    const res = await (await start()).inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('falls back to gzip, then to the file itself', async () => {
    await start();
    const gzip = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers page routes with index.html, revalidated rather than cached for a year', async () => {
    const res = await (await start()).inject({ url: '/Urdu_stemmer', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('keeps the JSON 404 for API paths', async () => {
    const res = await (await start()).inject({ url: '/backend/nothing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });
});
