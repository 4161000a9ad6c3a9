/**
 * A real OCR of a four-line page through the real app (#25 item 5): while the call runs, the job's
 * progress (lines read of the page's lines) is on its row and the owner's tool screen reads it;
 * nobody else can.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobStateResponse } from '@zuban/contract/jobs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { fundedUser } from '../../test/support/money';
import { renderUrduPage } from '../../test/support/urdu-page';
import { browserHeaders, sessionCookie } from '../../test/support/users';

const lines = [
  'پاکستان کا دارالحکومت اسلام آباد ہے',
  'لاہور ایک بڑا شہر ہے',
  'کراچی سمندر کے کنارے ہے',
  'اردو ہماری زبان ہے',
];
let page: Buffer;

beforeAll(async () => {
  page = await renderUrduPage(lines);
});

describe.each(testDbKinds)('OCR progress (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('writes lines read while the page is read, readable by its owner only', {
    timeout: 90_000,
  }, async () => {
    // The tool screen's way: a browser session, polling its active OCR call (no job id yet).
    const { user } = await fundedUser(t.ctx, 10_000);
    const other = await fundedUser(t.ctx, 10_000);
    const mine = browserHeaders(t.ctx, await sessionCookie(t.ctx, user.id));
    const theirs = browserHeaders(t.ctx, await sessionCookie(t.ctx, other.user.id));
    let finished = false;
    const call = t.app
      .inject({
        method: 'POST',
        url: '/ocr',
        headers: mine,
        payload: { image: page.toString('base64'), dpi_val: 300, performance: 0, fontsize: 20 },
      })
      .finally(() => {
        finished = true;
      });
    const seen: JobStateResponse[] = [];
    while (!finished) {
      const res = await get('/backend/jobs/active/ocr', mine);
      if (res.statusCode === 200) seen.push(res.json());
      await sleep(15);
    }
    const answer = await call;
    expect(answer.statusCode).toBe(200);
    const jobId = answer.json().jobId;

    const during = seen.filter((s) => s.phase === 'running' && s.progress !== null);
    expect(during.length).toBeGreaterThan(0);
    for (const s of during) {
      expect(s.jobId).toBe(jobId);
      expect(s.progress?.unit).toBe('lines');
      expect(s.progress?.total).toBe(lines.length);
      expect(s.progress?.done).toBeLessThanOrEqual(lines.length);
    }
    const done = (await get(`/backend/jobs/${jobId}`, mine)).json();
    expect(done).toMatchObject({ phase: 'succeeded', cancellable: false, progress: { done: 4, total: 4 } });
    expect(done.startedAt).toBeGreaterThanOrEqual(done.createdAt);

    const stranger = await get(`/backend/jobs/${jobId}`, theirs);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('job_not_found');
    // Finished: no longer the active call.
    expect((await get('/backend/jobs/active/ocr', mine)).statusCode).toBe(404);
  });
});
