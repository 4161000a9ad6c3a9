import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generatedPython } from './generated';

// The committed Python methods and types must be what the current server's /openapi.json generates:
// a paid route or a schema changed without `npm run generate:python` fails here.
it('zuban/_services.py matches the current /openapi.json', async () => {
  for (const [file, text] of await generatedPython()) {
    expect(readFileSync(file, 'utf8'), `${file} is stale: npm run generate:python`).toBe(text);
  }
}, 120_000);
