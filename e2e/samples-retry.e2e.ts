import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { findService } from '@zuban/contract/services/index';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { sampleLanguages, shownSample } from '../web/src/api-docs/samples';
import { missingRuntime, runSample } from './support/sample-run';
import { type RunningServer, startServer } from './support/server';

// #34 item 4: the API pages' samples wait out a 429. A server allows one text call per token and
// 10-second window; two copies of each language's stemmer sample, exactly as the page shows it,
// run at once with one token: one meets a real 429 with Retry-After, waits, and must still succeed.

const run = promisify(execFile);
const stemmer = findService('stemmer');
let server: RunningServer;

async function newToken(email: string): Promise<string> {
  const created = await run(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/main.ts', 'user', 'create', '--email', email].concat([
      '--password',
      'Reader#2026',
      '--first-name',
      'Reader',
      '--confirmed',
      '--balance',
      '100',
    ]),
    { env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
  return (JSON.parse(created.stdout) as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  server = await startServer({ API_RATE_LIMIT_TEXT: '1', API_RATE_LIMIT_WINDOW_SECONDS: '10' });
});
afterAll(async () => {
  await server?.stop();
});

describe('API page samples past the rate limit', () => {
  for (const { id: language } of sampleLanguages) {
    it(`${language}: two copies at once with one token both succeed, one after waiting out its 429`, async ({
      expect,
      skip,
    }) => {
      const missing = missingRuntime(language);
      if (missing) skip(missing);
      if (!stemmer) throw new Error('no stemmer in the catalogue');
      const code = shownSample(
        language,
        stemmer,
        server.url,
        await newToken(`retry-${language}@example.com`),
      );
      const started = Date.now();
      const outs = await Promise.all([runSample(language, code, []), runSample(language, code, [])]);
      for (const out of outs) {
        const all = `${code}\n--- stdout\n${out.stdout}\n--- stderr\n${out.stderr}`;
        expect(out.code, all).toBe(0);
        if (language === 'java') expect(out.stdout.split('\n')[0], all).toBe('200');
        else if (language === 'python') expect(out.stdout.split('\n')[0], all).toBe(stemmer.successResult);
        else expect(JSON.parse(out.stdout), all).toMatchObject({ result: stemmer.successResult });
      }
      // One call per window: the second cannot have been answered before the next window began.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    }, 180_000);
  }
});
