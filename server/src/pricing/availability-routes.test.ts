import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceAvailability } from '@zuban/contract/availability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

const asrOf = (list: ServiceAvailability[]) => list.find((s) => s.serviceId === 'asr');

describe('GET /backend/service_availability without a speech-to-text model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { ASR_MODEL: '' });
  });
  afterAll(() => t.close());

  it('tells anyone that speech-to-text is not available, and nothing more', async () => {
    const list: ServiceAvailability[] = (
      await t.app.inject({ method: 'GET', url: '/backend/service_availability' })
    ).json();
    expect(asrOf(list)).toEqual({ serviceId: 'asr', available: false });
    expect(list.find((s) => s.serviceId === 'stemmer')).toEqual({ serviceId: 'stemmer', available: true });
  });

  it('tells staff what is missing and the command that installs it', async () => {
    const staff = await createUser(t.ctx, { email: 'engines@staff.zuban.test', role: 'admin' });
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
    const list: ServiceAvailability[] = (
      await t.app.inject({ method: 'GET', url: '/backend/service_availability', headers })
    ).json();
    expect(asrOf(list)?.missing).toMatch(/ASR_MODEL/);
    expect(asrOf(list)?.install).toMatch(
      /^npm run zuban -- models fetch whisper-small, then set ASR_MODEL=.*\/ggml-small\.bin /,
    );
  });
});

describe('GET /backend/service_availability with a model file', () => {
  let t: TestApp;
  beforeAll(async () => {
    const model = join(tmpdir(), `zuban-availability-${process.pid}.bin`);
    writeFileSync(model, 'ggml');
    t = await createTestApp('sqlite', { ASR_MODEL: model });
  });
  afterAll(() => t.close());

  it('says speech-to-text is available', async () => {
    const list: ServiceAvailability[] = (
      await t.app.inject({ method: 'GET', url: '/backend/service_availability' })
    ).json();
    expect(asrOf(list)).toEqual({ serviceId: 'asr', available: true });
  });
});
