import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findService } from '@zuban/contract/services/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/support/app';
import { fundedUser } from '../../server/test/support/money';
import { renderUrduPage } from '../../server/test/support/urdu-page';
import { createUser } from '../../server/test/support/users';
import { pythonPackageSample } from '../../web/src/api-docs/python-package-sample';

// The Python package as a user gets it: installed with pip into a virtual environment on Debian's
// python3 (no index, nothing from outside the machine), its unittest files run against live servers
// on loopback. One test here per Python test file; a Python failure fails it with its output.

const packageDir = import.meta.dirname;
const testFiles = readdirSync(join(packageDir, 'tests'))
  .filter((f) => /^test_.*\.py$/.test(f))
  .sort();
// Debian's interpreter, not one a developer put first on PATH (pyenv …): the one `make test` installs into.
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

interface Run {
  code: number | null;
  output: string;
}

/** Runs a command to its end without blocking this process: the servers it calls live here. */
function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', PIP_NO_INPUT: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Killed before the vitest limit, so a hung run fails with its output and leaves no process behind.
      timeout: 220_000,
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

let work: string;
let venvPython: string;
let live: TestApp;
let limited: TestApp;
const env: Record<string, string> = {};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'zuban-python-'));
  // The package is built from a copy: pip and setuptools write build/ and *.egg-info beside it.
  cpSync(packageDir, join(work, 'src'), {
    recursive: true,
    filter: (from) => !/(__pycache__|\.egg-info|\/build$|\/generate$|\/tests$|\.test\.ts$)/.test(from),
  });
  cpSync(join(packageDir, 'tests'), join(work, 'tests'), { recursive: true });
  const venv = await run(python, ['-m', 'venv', '--system-site-packages', join(work, 'venv')], { cwd: work });
  expect(venv.code, venv.output).toBe(0);
  venvPython = join(work, 'venv', 'bin', 'python');
  const install = await run(
    venvPython,
    ['-m', 'pip', 'install', '--no-index', '--no-build-isolation', '--no-deps', join(work, 'src')],
    { cwd: work },
  );
  expect(install.code, install.output).toBe(0);

  live = await createTestApp('sqlite', { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', ASYNC_POLL_MS: '50' });
  // A second server whose text family allows two calls per 2-second window: a real 429 to wait out.
  limited = await createTestApp('sqlite', { API_RATE_LIMIT_TEXT: '2', API_RATE_LIMIT_WINDOW_SECONDS: '2' });
  env.ZUBAN_BASE_URL = await listen(live);
  env.ZUBAN_LIMITED_BASE_URL = await listen(limited);
  env.ZUBAN_TOKEN = (await fundedUser(live.ctx, 1_000_000)).accessToken;
  env.ZUBAN_POOR_TOKEN = (await createUser(live.ctx)).accessToken;
  env.ZUBAN_LIMITED_TOKEN = (await fundedUser(limited.ctx, 100_000)).accessToken;
  const made = await live.app.inject({
    method: 'PUT',
    url: '/v1/webhooks',
    payload: {},
    headers: { authorization: `Bearer ${env.ZUBAN_TOKEN}` },
  });
  expect(made.statusCode, made.body).toBe(200);
  env.ZUBAN_WEBHOOK_SECRET = made.json().secret;
  // The README's examples run as written (tests/test_readme.py); its OCR call reads page.png.
  env.ZUBAN_README = join(packageDir, 'README.md');
  env.ZUBAN_PAGE_PNG = join(work, 'page.png');
  writeFileSync(env.ZUBAN_PAGE_PNG, await renderUrduPage(['پاکستان ایک خوبصورت ملک ہے']));
}, 180_000);

afterAll(async () => {
  await live?.close();
  await limited?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The lines of unittest's verbose report for tests that did not pass (`test_x (m.C.test_x) ... FAIL`). */
function unsuccessful(output: string): string[] {
  return [...output.matchAll(/^(.*?) \.\.\. (FAIL|ERROR|unexpected success|skipped.*)$/gm)].map((m) => m[0]);
}

describe('the zuban Python package, installed in a venv, against a live server', () => {
  it('is installed from the local source as zuban, with the generated services', async () => {
    const show = await run(
      venvPython,
      ['-c', 'import zuban, sys; print(zuban.__file__); print(len(zuban.Client._operations))'],
      { cwd: work },
    );
    expect(show.code, show.output).toBe(0);
    const [file = '', count = '0'] = show.output.trim().split('\n');
    expect(file).toContain(join('venv', 'lib'));
    expect(Number(count)).toBeGreaterThanOrEqual(16);
  });

  it.each(['stemmer', 'tts'])(
    'the API page sample for %s runs as shown',
    async (id) => {
      const dir = mkdtempSync(join(work, 'sample-'));
      const sample = pythonPackageSample(findService(id)!, env.ZUBAN_BASE_URL ?? '').replace(
        'YOUR_ACCESS_TOKEN',
        env.ZUBAN_TOKEN ?? '',
      );
      writeFileSync(join(dir, 'sample.py'), sample);
      const result = await run(venvPython, ['sample.py'], { cwd: dir });
      expect(result.code, result.output).toBe(0);
      const declaration = findService(id)!;
      // The answer's result, then the job's: the call and its asynchronous twin both succeeded.
      expect(result.output.split(declaration.successResult).length - 1, result.output).toBe(2);
      if (id === 'tts') expect(readFileSync(join(dir, 'speech.wav')).subarray(0, 4).toString()).toBe('RIFF');
    },
    120_000,
  );

  it.each(testFiles)(
    '%s passes',
    async (file) => {
      const result = await run(venvPython, ['-m', 'unittest', '-v', file.replace(/\.py$/, '')], {
        cwd: join(work, 'tests'),
        env,
      });
      const ran = /^Ran (\d+) tests?/m.exec(result.output);
      expect(unsuccessful(result.output), result.output).toEqual([]);
      expect(result.code, result.output).toBe(0);
      expect(Number(ran?.[1] ?? 0), result.output).toBeGreaterThan(0);
      // A skipped test would pass without proving anything: none is expected here.
      expect(result.output, result.output).not.toMatch(/skipped/);
    },
    240_000,
  );
});
