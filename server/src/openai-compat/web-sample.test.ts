import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findService } from '@zuban/contract/services/index';
import { DEFAULT_WHISPER_BIN } from '@zuban/engines/asr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticWhisperModel } from '../../../engines/asr/test-support/synthetic-model';
import { openAiNodeSample } from '../../../web/src/api-docs/openai-samples';
import { createTestApp, type TestApp } from '../../test/support/app';
import { fundedUser, jobRows } from '../../test/support/money';

// The API pages' OpenAI SDK sample, run as a reader would run it (node sample.mjs with the
// `openai` package), against a live server: it speaks, then transcribes what it spoke.
const run = promisify(execFile);
// Inside the repository, so `import "openai"` finds the workspace's package.
const work = mkdtempSync(join(import.meta.dirname, '.sample-'));
let t: TestApp;
let origin: string;

beforeAll(async () => {
  const model = join(mkdtempSync(join(tmpdir(), 'zuban-openai-sample-')), 'ggml-mini.bin');
  writeSyntheticWhisperModel(model, 'mini');
  t = await createTestApp('sqlite', { ASR_MODEL: model, ASR_THREADS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

describe('the OpenAI SDK sample of the API pages', () => {
  const runs = existsSync(DEFAULT_WHISPER_BIN) ? it : it.skip;
  runs(
    'speaks and transcribes as shown, charged as tts and asr',
    async () => {
      const user = await fundedUser(t.ctx);
      const code = openAiNodeSample([findService('punjabi_male_tts')!], origin).replace(
        'YOUR_ACCESS_TOKEN',
        user.accessToken,
      );
      expect(code).toContain('voice: "ektara"');
      writeFileSync(join(work, 'sample.mjs'), code);
      const { stdout } = await run(process.execPath, ['sample.mjs'], { cwd: work, timeout: 120_000 });
      expect(stdout).toMatch(/^cost \(PKR\): 1\n[\d.]+ s: /);
      const services = (await jobRows(t.ctx, user.user.id)).map((j) => j.service_id).sort();
      expect(services).toEqual(['asr', 'punjabi_male_tts']);
    },
    180_000,
  );
});
