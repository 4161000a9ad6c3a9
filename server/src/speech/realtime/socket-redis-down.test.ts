import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/users';
import { apiClient, type ListeningApp, listeningApp, once, whisperInstalled } from './test-socket';

// With REDIS_URL set and Redis gone, nothing hangs: no free slot is advertised and a stream is
// told the service is unavailable.
describe.skipIf(!whisperInstalled)('realtime ASR while Redis is unreachable', () => {
  let t: ListeningApp;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await t.close();
  });

  it('reports 0 free slots and answers a stream with unavailable', async () => {
    t = await listeningApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(await t.freeWorkers()).toBe(0);
    const { accessToken } = await createUser(t.ctx);
    const socket = apiClient(t.url, accessToken);
    sockets.push(socket);
    const answer = await once<{ code: string; message: string }>(socket, 'unavailable');
    expect(answer).toMatchObject({ code: 'setup_failed' });
    expect(answer.message).toMatch(/try again/);
  });
});
