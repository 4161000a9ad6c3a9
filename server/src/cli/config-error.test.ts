import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `npm run zuban -- <args>` as an operator would, with `env` on top of this environment. */
function zuban(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/main.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

describe('a bad setting at start', () => {
  it('stops serve before it opens anything, naming the variable and what it expects', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zuban-bad-config-'));
    const run = await zuban(['serve'], {
      DATA_DIR: dataDir,
      PORT: '0',
      ENGINE_TIMEOUT_MS: '2m',
      LLM_URL: 'http://h',
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('ENGINE_TIMEOUT_MS: expects a whole number of milliseconds, at least 1');
    expect(run.stderr).toContain('LLM_MODEL: expects a model name whenever LLM_URL is set');
    expect(run.stderr).not.toContain('2m');
    expect(run.stdout).toBe('');
  }, 120_000);
});
