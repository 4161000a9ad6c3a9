import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { fundedUser } from '../../test/support/money';
import { closeEngineQueue } from '../jobs/queue/index';
import { dropQueueKeys, reachableTestRedis } from '../jobs/queue/testing';
import { UsageError } from './usage-error';
import { createWorkerCommand } from './worker-command';

const redisUrl = await reachableTestRedis();

describe('zuban worker', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    if (t) {
      await closeEngineQueue(t.ctx, 0);
      await t.close();
    }
    t = undefined;
  });

  it('needs REDIS_URL and known queue names', async () => {
    t = await createTestApp('sqlite');
    const command = createWorkerCommand(() => Promise.resolve('SIGTERM'));
    await expect(command(t.ctx, [], parseArgs)).rejects.toThrow(/needs REDIS_URL/);
    await expect(command(t.ctx, ['--queues', 'ocr,video'], parseArgs)).rejects.toBeInstanceOf(UsageError);
    await expect(command(t.ctx, ['--bogus'], parseArgs)).rejects.toBeInstanceOf(UsageError);
  });

  it.runIf(redisUrl)('serves its queues until SIGTERM, then stops after its active jobs', async () => {
    const prefix = `zt-${randomBytes(4).toString('hex')}`;
    t = await createTestApp('sqlite', {
      REDIS_URL: redisUrl ?? '',
      QUEUE_PREFIX: prefix,
      QUEUE_CONCURRENCY_TTS: '2',
    });
    let stop: (signal: string) => void = () => undefined;
    const lines: string[] = [];
    const command = createWorkerCommand(
      () => new Promise((resolve) => (stop = resolve)),
      undefined,
      (line) => lines.push(line),
    );
    const running = command(t.ctx, ['--queues', 'tts'], parseArgs);
    while (lines.length === 0) await new Promise((r) => setTimeout(r, 20));
    expect(JSON.parse(lines[0] ?? '{}')).toEqual({
      worker: 'ready',
      prefix,
      queues: ['tts'],
      concurrency: { tts: 2 },
    });
    const { accessToken } = await fundedUser(t.ctx, 10_000);
    const res = await t.app.inject({ method: 'POST', url: '/tts', payload: { text: 'سلام', accessToken } });
    expect(res.statusCode).toBe(200);
    stop('SIGTERM');
    expect(await running).toEqual({ worker: 'stopped', signal: 'SIGTERM', activeJobsFinished: true });
    await dropQueueKeys(redisUrl ?? '', prefix);
  });
});
