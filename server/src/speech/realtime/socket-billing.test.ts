import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../../test/support/database';
import { finishedJob } from '../../../test/support/job-rows';
import { balanceMilli } from '../../../test/support/money';
import { createUser } from '../../../test/support/users';
import { openJob } from '../../billing/charge';
import { deposit, ledgerTotal } from '../../billing/ledger';
import {
  apiClient,
  type ListeningApp,
  listeningApp,
  once,
  silence,
  until,
  whisperInstalled,
} from './test-socket';

// Issue #22: a stream pays each 15-second block before it is served. Before, it was charged once
// at the end after a balance check that reserved nothing: parallel streams each passed the check,
// and money spent meanwhile left the stream unpaid.
interface Done {
  seconds: number;
  units: number;
  cost: number;
}

describe.skipIf(!whisperInstalled).each(testDbKinds)(
  'realtime stream billing over the socket (%s)',
  (kind) => {
    let t: ListeningApp;
    const sockets: Socket[] = [];
    afterEach(async () => {
      for (const s of sockets.splice(0)) s.disconnect();
      await t.close();
    });
    const client = (accessToken: string) => {
      const s = apiClient(t.url, accessToken);
      sockets.push(s);
      return s;
    };
    const balanceOf = (userId: string) => balanceMilli(t.ctx, userId);

    it('two parallel streams with money for one block: only one is served', async () => {
      t = await listeningApp(kind, { ASR_REALTIME_WORKERS: '2' });
      const { user, accessToken } = await createUser(t.ctx);
      await deposit(t.ctx, user.id, 750, { by: 'test' });
      const streams = [client(accessToken), client(accessToken)];
      await Promise.all(streams.map((s) => once(s, 'connect')));
      const refused: string[] = [];
      streams.forEach((s, i) => {
        s.on('insufficient_balance', () => refused.push(String(i)));
      });
      const done = streams.map((s) => once<Done>(s, 'done'));
      for (const s of streams) s.emit('audio_bytes', silence(1));
      for (const s of streams) s.emit('audio_end');
      const summaries = await Promise.all(done);
      expect(refused).toHaveLength(1);
      expect(summaries.map((d) => d.cost).sort()).toEqual([0, 0.75]);
      expect(await balanceOf(user.id)).toBe(0);
      expect(await ledgerTotal(t.ctx, user.id)).toBe(0);
      const jobs = await t.ctx.db.selectFrom('jobs').selectAll().where('user_id', '=', user.id).execute();
      expect(jobs.map((j) => [j.units, j.cost_milli])).toEqual([[1, 750]]);
    });

    it('money spent elsewhere mid-stream cannot leave served blocks unpaid; the stream ends', async () => {
      t = await listeningApp(kind);
      const { user, accessToken } = await createUser(t.ctx);
      await deposit(t.ctx, user.id, 2000, { by: 'test' });
      const socket = client(accessToken);
      await once(socket, 'connect');
      const refused = once<{ message: string }>(socket, 'insufficient_balance');
      const done = once<Done>(socket, 'done');
      const disconnected = once(socket, 'disconnect');
      socket.emit('audio_bytes', silence(16)); // blocks 1 and 2
      await until(async () => (await balanceOf(user.id)) < 2000);
      // Another paid call (1 PKR) wants money the stream has already spent.
      const other = await openJob(t.ctx, finishedJob(user.id, 1000, t.ctx.now()));
      expect(other.ok).toBe(false);
      socket.emit('audio_bytes', silence(15)); // block 3: 0.75 PKR, 0.5 left
      expect((await refused).message).toMatch(/top up/);
      expect(await done).toMatchObject({ seconds: 16, units: 2, cost: 1.5 });
      await disconnected; // the server ended the stream
      expect(await balanceOf(user.id)).toBe(500);
      expect(await ledgerTotal(t.ctx, user.id)).toBe(500);
      const jobs = await t.ctx.db.selectFrom('jobs').selectAll().where('user_id', '=', user.id).execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ units: 2, cost_milli: 1500, status: 'succeeded' });
      expect(await t.freeWorkers()).toBe(1);
    });
  },
);
