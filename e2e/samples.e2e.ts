import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_WHISPER_BIN } from '@zuban/engines/asr';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { writeSyntheticWhisperModel } from '../engines/asr/test-support/synthetic-model';
import { docPages } from '../web/src/api-docs/doc-pages';
import { sampleCostPkr } from '../web/src/api-docs/sample-cost';
import { answersAudio, sampleLanguages, shownSample } from '../web/src/api-docs/samples';
import { shapeMismatch } from './support/response-shape';
import { sampleInputs } from './support/sample-inputs';
import { limited, missingRuntime, runSample, type SampleOutput } from './support/sample-run';
import { type RunningServer, startServer } from './support/server';

// Every signed-in API page's Python, Java and curl samples, exactly as the page shows them to a
// funded user (its own access token and the page's origin filled in, nothing else), run against a
// real server; each printed answer must have the page's documented shape.

const run = promisify(execFile);
const whisper = existsSync(DEFAULT_WHISPER_BIN);
const threeAtATime = limited(3);
// On a loaded machine a test waits for a place in the limit, then a Java launch can take a minute.
const sampleTimeoutMs = 300_000;
let server: RunningServer;
let token: string;
let inputs: string[];

beforeAll(async () => {
  const env: Record<string, string> = {};
  if (whisper) {
    // Random weights: the transcript is nonsense, the request and its answer are real.
    const model = join(mkdtempSync(join(tmpdir(), 'zuban-samples-asr-')), 'ggml-mini.bin');
    writeSyntheticWhisperModel(model, 'mini');
    Object.assign(env, { ASR_MODEL: model, ASR_THREADS: '1' });
  }
  server = await startServer(env);
  inputs = await sampleInputs();
  const created = await run(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/main.ts', 'user', 'create', '--email', 'reader@example.com'].concat([
      '--password',
      'Reader#2026',
      '--first-name',
      'Reader',
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

/** The body as the page documents it: the example answer plus the charge's jobId and cost. */
function documented(service: Parameters<typeof sampleCostPkr>[0]): Record<string, unknown> {
  return { ...service.exampleResponse, jobId: 'Xy3…', cost: sampleCostPkr(service) };
}

const isWav = (path: string) =>
  existsSync(path) && readFileSync(path).subarray(0, 4).toString('latin1') === 'RIFF';

/** What is wrong with a sample's printed answer, or null when it has the documented shape. */
function check(
  language: (typeof sampleLanguages)[number]['id'],
  service: Parameters<typeof sampleCostPkr>[0],
  out: SampleOutput,
): string | null {
  const lines = out.stdout.trim().split('\n');
  const savedWav = join(out.dir, 'speech.wav');
  if (language === 'java') {
    if (lines[0] !== '200') return `status ${lines[0]}`;
    return shapeMismatch(JSON.parse(lines.slice(1).join('\n')), documented(service));
  }
  if (answersAudio(service)) {
    // Python prints the result and saves the WAV; the curl line saves it and prints nothing.
    if (language === 'python' && lines[0] !== service.successResult) return `printed ${lines[0]}`;
    return isWav(savedWav) ? null : 'speech.wav was not saved';
  }
  if (language === 'curl') return shapeMismatch(JSON.parse(out.stdout), documented(service));
  if (lines[0] !== service.successResult) return `printed ${lines[0]}`;
  return shapeMismatch(JSON.parse(lines.slice(1).join('\n')), service.exampleResponse.response, '$.response');
}

// One concurrent suite, so that the runner's limit (not the page grouping) sets the pace.
describe.concurrent('API page samples', () => {
  for (const page of docPages('signedInDoc')) {
    for (const service of page.services) {
      for (const { id: language } of sampleLanguages) {
        it(
          `${page.path} ${service.id}: ${language}`,
          async ({ expect, skip }) => {
            const missing = missingRuntime(language);
            if (missing) skip(missing);
            if (service.id === 'asr' && !whisper)
              skip(`whisper-cli is not installed (${DEFAULT_WHISPER_BIN})`);
            const code = shownSample(language, service, server.url, token);
            const out = await threeAtATime(() =>
              runSample(language, code, answersAudio(service) ? [] : inputs),
            );
            let problem: string | null;
            try {
              problem = out.code === 0 ? check(language, service, out) : `exit ${out.code}`;
            } catch (e) {
              problem = `unreadable output: ${e instanceof Error ? e.message : String(e)}`;
            }
            expect(problem, `${code}\n--- stdout\n${out.stdout}\n--- stderr\n${out.stderr}`).toBeNull();
          },
          sampleTimeoutMs,
        );
      }
    }
  }
});
