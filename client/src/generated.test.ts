import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generatedFiles } from '../scripts/generated';

// The committed types must be what the current server's /openapi.json generates: a route or schema
// changed without `npm run generate -w @zuban/client` fails here.
it('src/schema.d.ts and src/operations.ts match the current /openapi.json', async () => {
  for (const [file, text] of await generatedFiles()) {
    expect(readFileSync(file, 'utf8'), `${file} is stale: npm run generate -w @zuban/client`).toBe(text);
  }
}, 120_000);
