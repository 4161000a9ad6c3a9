import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ASR_MODEL } from '../server/src/speech/settings';

// scripts/start.sh with a stand-in CLI that records its calls: `models fetch` fails as it does
// without network, `serve` records the ASR_MODEL it was started with.
function runStart(env: Record<string, string>, fetchSucceeds = false) {
  const dir = mkdtempSync(join(tmpdir(), 'zuban-start-'));
  const log = join(dir, 'calls.log');
  const cli = join(dir, 'fake-zuban.sh');
  const dataDir = join(dir, 'data');
  writeFileSync(
    cli,
    [
      '#!/usr/bin/env bash',
      `echo "$* ASR_MODEL=\${ASR_MODEL:-}" >> ${log}`,
      'if [[ "$1" == models ]]; then',
      fetchSucceeds
        ? `  mkdir -p ${dataDir}/models && echo ggml > ${dataDir}/models/ggml-small.bin`
        : '  exit 1',
      'fi',
      '',
    ].join('\n'),
  );
  chmodSync(cli, 0o755);
  const output = execFileSync('bash', ['scripts/start.sh'], {
    env: { PATH: process.env.PATH ?? '', ZUBAN_CLI: cli, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });
  return { output, calls: readFileSync(log, 'utf8').trim().split('\n'), dataDir };
}

function modelsDir(...files: string[]): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'zuban-start-model-')), 'models');
  mkdirSync(dir);
  for (const f of files) writeFileSync(join(dir, f), 'ggml');
  return dir;
}

describe('make start (scripts/start.sh)', () => {
  it('carries on without speech-to-text when the model cannot be fetched, and says so', () => {
    const { output, calls } = runStart({});
    expect(output).toMatch(/starting without speech-to-text/);
    expect(output).toMatch(/npm run zuban -- models fetch whisper-small/);
    expect(calls.at(-1)).toBe('serve ASR_MODEL=');
  });

  it('fetches nothing when ASR_FETCH_ON_START=0', () => {
    const { output, calls } = runStart({ ASR_FETCH_ON_START: '0' }, true);
    expect(output).toMatch(/ASR_FETCH_ON_START=0/);
    expect(calls).toEqual(['serve ASR_MODEL=']);
  });

  it('serves with the default model once it is in the models folder', () => {
    const dir = modelsDir('ggml-small.bin');
    const { calls } = runStart({ ASR_MODELS_DIR: dir });
    expect(calls).toEqual([`serve ASR_MODEL=${join(dir, 'ggml-small.bin')}`]);
  });

  it('prefers whisper-small to the earlier default whisper-base when both are there', () => {
    const dir = modelsDir('ggml-base.bin', 'ggml-small.bin');
    const { calls } = runStart({ ASR_MODELS_DIR: dir });
    expect(calls).toEqual([`serve ASR_MODEL=${join(dir, 'ggml-small.bin')}`]);
  });

  it('keeps an earlier whisper-base when whisper-small cannot be fetched, and names the default', () => {
    const dir = modelsDir('ggml-base.bin');
    const { output, calls } = runStart({ ASR_MODELS_DIR: dir, ASR_FETCH_ON_START: '0' });
    expect(output).toMatch(/npm run zuban -- models fetch whisper-small/);
    expect(calls).toEqual([`serve ASR_MODEL=${join(dir, 'ggml-base.bin')}`]);
  });

  it('fetches the model the server names as its default', () => {
    const script = readFileSync('scripts/start.sh', 'utf8');
    expect(/^default_model=(\S+)/m.exec(script)?.[1]).toBe(DEFAULT_ASR_MODEL);
    expect(DEFAULT_ASR_MODEL).toBe('whisper-small');
  });

  it('leaves an ASR_MODEL the operator set alone', () => {
    const { calls } = runStart({ ASR_MODEL: '/models/mine.bin' });
    expect(calls).toEqual(['serve ASR_MODEL=/models/mine.bin']);
  });
});
