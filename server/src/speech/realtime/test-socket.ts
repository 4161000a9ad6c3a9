import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WHISPER_BIN } from '@zuban/engines/asr';
import { io as connect, type Socket } from 'socket.io-client';
import { writeSyntheticWhisperModel } from '../../../../engines/asr/test-support/synthetic-model';
import { createTestApp, type TestApp } from '../../../test/support/app';
import type { DbKind } from '../../db/database';

// For socket tests: a listening app with whisper-cli and a random-weight model (transcripts are
// nonsense; events, slots and billing are real), Socket.IO clients, waiting helpers.

export const whisperInstalled = existsSync(DEFAULT_WHISPER_BIN);

let model: string | undefined;
function syntheticModel(): string {
  if (model) return model;
  model = join(mkdtempSync(join(tmpdir(), 'zuban-rt-')), 'ggml-mini.bin');
  writeSyntheticWhisperModel(model, 'mini');
  return model;
}

export interface ListeningApp extends TestApp {
  url: string;
  freeWorkers(): Promise<number>;
}

export async function listeningApp(kind: DbKind, env: Record<string, string> = {}): Promise<ListeningApp> {
  const t = await createTestApp(kind, {
    ASR_MODEL: syntheticModel(),
    ASR_THREADS: '1',
    ASR_REALTIME_WORKERS: '1',
    ...env,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return {
    ...t,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    freeWorkers: async () =>
      (await t.app.inject({ method: 'POST', url: '/free_asr_workers' })).json().free_asrWorkers,
  };
}

/** A client with the access token in the spec's connection-id header. */
export const apiClient = (url: string, accessToken: string): Socket =>
  connect(url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { 'connection-id': accessToken },
  });

export const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

/** Polls until `check` holds; throws after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** 16 kHz mono 16-bit PCM silence. */
export const silence = (seconds: number) => Buffer.alloc(32_000 * seconds);
