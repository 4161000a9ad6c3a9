import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeWav } from '@zuban/engines/asr';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../../test/support/database';
import { balanceMilli } from '../../../test/support/money';
import { createUser, sessionCookie } from '../../../test/support/users';
import { deposit } from '../../billing/ledger';
import { messages } from './socket-server';
import { type ListeningApp, listeningApp, once, whisperInstalled } from './test-socket';

// The realtime stream end to end: a listening server, a Socket.IO client, whisper-cli with a
// random-weight ggml model (transcripts are nonsense; events, slots and billing are real).
const dir = mkdtempSync(join(tmpdir(), 'zuban-rt-'));
let speech: Buffer; // 16 kHz mono 16-bit PCM, about 2.5 s

beforeAll(() => {
  const wav = join(dir, 'speech.wav');
  execFileSync('espeak-ng', [
    '-v',
    'ur',
    '-w',
    wav,
    'پاکستان ایک خوبصورت ملک ہے اور یہاں کے لوگ مہمان نواز ہیں',
  ]);
  const samples = decodeWav(readFileSync(wav)).samples;
  speech = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    speech.writeInt16LE(Math.round(s * 32767), i * 2);
  });
});

function chunks(pcm: Buffer, seconds = 1): Buffer[] {
  const size = 32_000 * seconds;
  const out: Buffer[] = [];
  for (let i = 0; i < pcm.length; i += size) out.push(pcm.subarray(i, i + size));
  return out;
}

describe.skipIf(!whisperInstalled).each(testDbKinds)('realtime speech-to-text socket (%s)', (kind) => {
  let t: ListeningApp;
  const sockets: Socket[] = [];
  const open = (opts: Parameters<typeof connect>[1]) => {
    const s = connect(t.url, { transports: ['websocket'], reconnection: false, ...opts });
    sockets.push(s);
    return s;
  };
  const start = async (env: Record<string, string> = {}) => {
    t = await listeningApp(kind, env);
  };
  const freeWorkers = () => t.freeWorkers();

  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await t.close();
  });

  it('streams with the access token in connection-id: partials, a final, a charge per started 15 s', async () => {
    await start();
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 10_000, { by: 'test' });
    expect(await freeWorkers()).toBe(1);
    const socket = open({ extraHeaders: { 'connection-id': accessToken } });
    await once(socket, 'connect');
    const responses: Array<{ hypotheses: Array<{ transcript: string }>; final: boolean }> = [];
    socket.on('response', (r) => responses.push(r));
    const done = once<{ seconds: number; units: number; cost: number }>(socket, 'done');
    const firstPartial = once(socket, 'response');
    for (const c of chunks(speech)) {
      socket.emit('audio_bytes', c);
      await new Promise((r) => setTimeout(r, 300));
    }
    await firstPartial; // a partial still running at audio_end would be superseded by the final
    expect(await freeWorkers()).toBe(0);
    socket.emit('audio_end');
    const summary = await done;
    expect(summary.units).toBe(1);
    expect(summary.cost).toBe(0.75);
    expect(responses.some((r) => !r.final)).toBe(true);
    const last = responses[responses.length - 1];
    expect(last?.final).toBe(true);
    expect(typeof last?.hypotheses[0]?.transcript).toBe('string');
    const jobs = await t.ctx.db.selectFrom('jobs').selectAll().where('user_id', '=', user.id).execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      service_id: 'asr',
      channel: 'api',
      units: 1,
      cost_milli: 750,
      status: 'succeeded',
    });
    expect(await balanceMilli(t.ctx, user.id)).toBe(9_250);
    expect(await freeWorkers()).toBe(1);
  });

  it('tells a second client it is busy while the only worker is held, and frees it on disconnect', async () => {
    await start();
    const { accessToken } = await createUser(t.ctx);
    const first = open({ extraHeaders: { 'connection-id': accessToken } });
    await once(first, 'connect');
    const second = open({ extraHeaders: { 'connection-id': accessToken } });
    const busy = await once<{ message: string; free_asrWorkers: number }>(second, 'busy');
    expect(busy.message).toMatch(/busy/);
    first.disconnect();
    await new Promise((r) => setTimeout(r, 200));
    expect(await freeWorkers()).toBe(1);
  });

  it('accepts the web tool session cookie, free of charge but recorded', async () => {
    await start();
    const { user } = await createUser(t.ctx);
    const cookie = await sessionCookie(t.ctx, user.id);
    const socket = open({ extraHeaders: { cookie, origin: new URL(t.ctx.config.publicUrl).origin } });
    await once(socket, 'connect');
    const done = once<{ cost: number; units: number }>(socket, 'done');
    for (const c of chunks(speech)) socket.emit('audio_bytes', c);
    socket.emit('audio_end');
    expect(await done).toMatchObject({ cost: 0, units: 1 });
    const jobs = await t.ctx.db.selectFrom('jobs').selectAll().where('user_id', '=', user.id).execute();
    expect(jobs[0]).toMatchObject({ channel: 'web', cost_milli: 0 });
  });

  it('refuses unknown tokens and cross-origin cookies', async () => {
    await start();
    const bad = open({ extraHeaders: { 'connection-id': 'x'.repeat(43) } });
    expect((await once<Error>(bad, 'connect_error')).message).toMatch(/access token/);
    const { user } = await createUser(t.ctx);
    const cookie = await sessionCookie(t.ctx, user.id);
    const cross = open({ extraHeaders: { cookie, origin: 'https://evil.example' } });
    expect((await once<Error>(cross, 'connect_error')).message).toMatch(/Cross-origin/);
  });

  // Backpressure is the process's own, not the database's: checked once, on SQLite (it waits ~20 s for
  // the served backlog to be transcribed).
  it.runIf(kind === 'sqlite')(
    'ends a stream that sends audio far faster than real time, charging only what was served',
    async () => {
      await start();
      const { user, accessToken } = await createUser(t.ctx);
      await deposit(t.ctx, user.id, 1_000_000, { by: 'test' });
      const socket = open({ extraHeaders: { 'connection-id': accessToken } });
      await once(socket, 'connect');
      const refused = once<{ message: string }>(socket, 'stream_error');
      const done = once<{ seconds: number; units: number; cost: number }>(socket, 'done');
      // Ten minutes of audio in one burst: far past what may wait for billing or transcription.
      const second = Buffer.alloc(32_000);
      for (let i = 0; i < 600; i++) socket.emit('audio_bytes', second);
      expect((await refused).message).toBe(messages.tooFast);
      const summary = await done;
      expect(summary.seconds).toBeLessThan(600);
      const jobs = await t.ctx.db.selectFrom('jobs').selectAll().where('user_id', '=', user.id).execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]?.units).toBe(summary.units);
      expect(await freeWorkers()).toBe(1);
    },
  );

  it('stops a stream the balance cannot pay for and charges nothing it cannot cover', async () => {
    await start();
    const { user, accessToken } = await createUser(t.ctx);
    const socket = open({ extraHeaders: { 'connection-id': accessToken } });
    await once(socket, 'connect');
    const refused = once<{ message: string }>(socket, 'insufficient_balance');
    socket.emit('audio_bytes', speech.subarray(0, 32_000));
    expect((await refused).message).toMatch(/top up/);
    const jobs = await t.ctx.db.selectFrom('jobs').selectAll().where('user_id', '=', user.id).execute();
    expect(jobs).toHaveLength(0);
  });

  it('without a model: free workers is 0 and a client is told the service is unavailable', async () => {
    await start({ ASR_MODEL: join(dir, 'missing.bin') });
    expect(await freeWorkers()).toBe(0);
    const { accessToken } = await createUser(t.ctx);
    const socket = open({ extraHeaders: { 'connection-id': accessToken } });
    expect((await once<{ code: string }>(socket, 'unavailable')).code).toBe('model_missing');
  });
});
