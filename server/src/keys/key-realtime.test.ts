import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../test/support/database';
import { ledgerViolations } from '../../test/support/ledger-invariants';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { deposit } from '../billing/ledger';
import {
  apiClient,
  type ListeningApp,
  listeningApp,
  once,
  silence,
  whisperInstalled,
} from '../speech/realtime/test-socket';
import { makeTestKey } from './test-keys';

// Realtime speech-to-text pays per 15-second block (billing/instalments.ts): a named key's blocks
// count against its cap there too, and a key not allowed ASR or revoked cannot open a stream.
describe.skipIf(!whisperInstalled).each(testDbKinds)('a named key on the realtime socket (%s)', (kind) => {
  let t: ListeningApp;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await t.close();
  });
  const client = (secret: string) => {
    const s = apiClient(t.url, secret);
    sockets.push(s);
    return s;
  };

  it('a block past the key’s cap ends the stream with api_key_cap_reached and charges nothing', async () => {
    t = await listeningApp(kind);
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 100_000, { by: 'test' });
    // ASR's first block costs PKR 0.75 (its default price): a cap of PKR 0.50 pays for none.
    const key = await makeTestKey(t.ctx, user.id, { monthlyCap: 0.5 });
    const socket = client(key.secret);
    await once(socket, 'connect');
    const refused = once<{ message: string; code: string }>(socket, 'insufficient_balance');
    socket.emit('audio_bytes', silence(1));
    expect((await refused).code).toBe('api_key_cap_reached');
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('a key without ASR among its services, and a revoked key, cannot connect', async () => {
    t = await listeningApp(kind);
    const { user } = await createUser(t.ctx);
    const stemmerOnly = await makeTestKey(t.ctx, user.id, { allowedServices: ['stemmer'] });
    const revoked = await makeTestKey(t.ctx, user.id);
    await t.ctx.db
      .updateTable('api_keys')
      .set({ revoked_at: t.ctx.now() })
      .where('id', '=', revoked.id)
      .execute();
    const refusedService = once<Error>(client(stemmerOnly.secret), 'connect_error');
    const refusedRevoked = once<Error>(client(revoked.secret), 'connect_error');
    expect((await refusedService).message).toMatch(/may not call asr/);
    expect((await refusedRevoked).message).toMatch(/revoked/);
  });
});
