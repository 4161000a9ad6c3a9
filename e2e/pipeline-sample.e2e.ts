import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findService } from '@zuban/contract/services/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderUrduPage } from '../server/test/support/urdu-page';
import { pipelineCurlSample } from '../web/src/api-docs/pipeline-sample';
import { type RunningServer, startServer } from './support/server';

// The pipeline sample of the OCR and Roman Urdu API pages, exactly as the page shows it to a funded
// user (token and origin filled in), run with bash against a real server: the speech it saves must
// be an MP3 and the answer's steps must both have succeeded.

const run = promisify(execFile);
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  const created = await run(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/main.ts', 'user', 'create', '--email', 'piper@example.com'].concat([
      '--password',
      'Piper#2026',
      '--first-name',
      'Piper',
      '--confirmed',
      '--balance',
      '1000',
    ]),
    { env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
  token = (JSON.parse(created.stdout) as { accessToken: string }).accessToken;
});
afterAll(async () => {
  await server?.stop();
});

describe.each(['ocr', 'romanization'])('the %s page’s pipeline sample', (id) => {
  it('runs as shown and saves the speech', { timeout: 120_000 }, async () => {
    const service = findService(id);
    if (!service) throw new Error(`no ${id}`);
    const dir = mkdtempSync(join(tmpdir(), 'zuban-pipeline-sample-'));
    writeFileSync(join(dir, 'page.png'), await renderUrduPage(['پاکستان کا دارالحکومت اسلام آباد ہے']));
    const code = pipelineCurlSample([service], server.url).replaceAll('YOUR_ACCESS_TOKEN', token);
    await run('bash', ['-euo', 'pipefail', '-c', code], { cwd: dir, timeout: 110_000 });
    const answer = JSON.parse(readFileSync(join(dir, 'answer.json'), 'utf8')) as {
      steps: Array<{ status: string }>;
      contentType: string;
    };
    expect(answer.steps.map((s) => s.status)).toEqual(['succeeded', 'succeeded']);
    expect(answer.contentType).toBe('audio/mpeg');
    const mp3 = readFileSync(join(dir, 'speech.mp3'));
    // An MP3 starts with its ID3 tag or a frame's sync bits.
    expect(
      mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0),
    ).toBe(true);
  });
});
