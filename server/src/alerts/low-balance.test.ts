import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { finishedJob } from '../../test/support/job-rows';
import { ledgerViolations } from '../../test/support/ledger-invariants';
import { type MailCatcher, startMailCatcher } from '../../test/support/mail-catcher';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { openAsyncJob, openJob } from '../billing/charge';
import { payInstalment } from '../billing/instalments';
import { deposit } from '../billing/ledger';
import { type AppContext, createAppContext } from '../context';
import { openDatabase } from '../db/database';
import { newJobId } from '../job-rows/jobs-repo';
import { noticeCrossings } from './crossings';
import { startAlertSender } from './sender';
import { type ChargeWatch, startChargeWatch } from './watch';

const quiet = { info: () => undefined, warn: () => undefined };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDbKinds)('low-balance mail (%s)', (kind) => {
  let catcher: MailCatcher;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.close());
  afterEach(() => t?.close());

  // Only nudges send: the poll and the sweep stay out of the way unless a test runs them itself.
  const start = () =>
    createTestApp(kind, { SMTP_URL: catcher.url, ALERT_POLL_MS: '600000', ALERT_SWEEP_MS: '600000' });

  /**
   * Waits until the charges so far were checked and every queued mail was sent (or tried): by a
   * sender of its own, or by the app's, whose attempt under way it waits out.
   */
  async function settle(ctx: AppContext = t.ctx, waitForLeases = true) {
    await (ctx.chargeWatch as ChargeWatch | undefined)?.flush();
    const sender = startAlertSender(ctx, quiet);
    await sender.started;
    for (let i = 0; i < 250; i++) {
      await sender.sendDue();
      const open = await ctx.db
        .selectFrom('alert_mails')
        .select('id')
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb('next_attempt_at', '<=', Date.now()),
            ...(waitForLeases ? [eb('lease_until', '>', Date.now())] : []),
          ]),
        )
        .where((eb) =>
          waitForLeases
            ? eb.lit(true)
            : eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', Date.now())]),
        )
        .execute();
      if (open.length === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await sender.stop();
  }

  const mailsTo = (email: string) => catcher.mails.filter((m) => m.to.includes(email));
  const charge = (ctx: AppContext, userId: string, cost: number, extra = {}) =>
    openJob(ctx, finishedJob(userId, cost, Date.now(), extra));

  async function userWith(balance: number, thresholdPkr: number | null, language: 'en' | 'ur' = 'en') {
    const u = await createUser(t.ctx, { language });
    await deposit(t.ctx, u.user.id, balance, { by: 'test' });
    if (thresholdPkr !== null) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/alerts/low-balance',
        payload: { threshold: thresholdPkr },
        headers: bearer(u.accessToken),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ threshold: thresholdPkr, armed: true });
    }
    return u;
  }

  it('a paid call that takes the balance to the threshold mails once in English; lower charges send none; a top-up re-arms', async () => {
    t = await start();
    const u = await userWith(10_000, 9.999);
    const call = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text: 'لڑکیاں کتابیں پڑھ رہی ہیں' },
      headers: bearer(u.accessToken),
    });
    expect(call.statusCode, call.body).toBe(200);
    const after = await balanceMilli(t.ctx, u.user.id);
    expect(after).toBeLessThanOrEqual(9_999);

    const mail = await catcher.next(u.user.email);
    expect(mail.subject).toBe(
      `Your Zuban balance is down to PKR ${(after / 1000).toFixed(after % 10 ? 3 : 2)}`,
    );
    expect(mail.text).toContain('Dear Test,');
    expect(mail.text).toContain('at or below the PKR 9.999 you asked to be told about');
    expect(mail.links).toEqual([`${t.ctx.config.publicUrl}/topup`, `${t.ctx.config.publicUrl}/user_info`]);

    // Still low: no second mail, and the setting says it waits for a rise.
    await charge(t.ctx, u.user.id, 1_000);
    await charge(t.ctx, u.user.id, 1_000);
    await settle();
    expect(mailsTo(u.user.email)).toEqual([]);
    const state = await t.app.inject({ url: '/v1/alerts/low-balance', headers: bearer(u.accessToken) });
    expect(state.json()).toEqual({ threshold: 9.999, armed: false });

    // A top-up above the threshold re-arms; the next fall mails again.
    await deposit(t.ctx, u.user.id, 5_000, { by: 'test' });
    const rearmed = await t.app.inject({ url: '/v1/alerts/low-balance', headers: bearer(u.accessToken) });
    expect(rearmed.json()).toEqual({ threshold: 9.999, armed: true });
    const balance = await balanceMilli(t.ctx, u.user.id);
    expect(balance).toBeGreaterThan(9_999);
    await charge(t.ctx, u.user.id, balance - 9_999);
    const second = await catcher.next(u.user.email);
    expect(second.text).toContain('PKR 9.999');
    await settle();
    expect(mailsTo(u.user.email)).toEqual([]);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('an Urdu user reads the mail in Urdu, for an asynchronous job and a realtime instalment alike', async () => {
    t = await start();
    const u = await userWith(10_000, 5, 'ur');
    const opened = await openAsyncJob(
      t.ctx,
      finishedJob(u.user.id, 6_000, Date.now(), { status: 'queued', finished_at: null, duration_ms: null }),
      async () => undefined,
    );
    expect(opened.ok).toBe(true);
    const mail = await catcher.next(u.user.email);
    expect(mail.text).toContain('محترم Test،');
    expect(mail.text).toContain('آپ کا زبان بیلنس اب 4.00 روپے ہے');
    expect(mail.text).toContain('5.00 روپے کی حد');

    await deposit(t.ctx, u.user.id, 2_000, { by: 'test' }); // 6.00: above, re-armed
    const at = Date.now();
    const job = {
      id: newJobId(),
      user_id: u.user.id,
      service_id: 'asr',
      channel: 'api' as const,
      input_summary: 'stream',
      parameters: null,
      created_at: at,
      api_key_id: null,
    };
    expect(await payInstalment(t.ctx, job, { units: 1, costMilli: 500, at }, true)).toEqual({ ok: true });
    await settle();
    expect(mailsTo(u.user.email)).toEqual([]); // 5.50: not yet
    expect(await payInstalment(t.ctx, job, { units: 1, costMilli: 500, at }, false)).toEqual({ ok: true });
    const second = await catcher.next(u.user.email);
    expect(second.text).toContain('آپ کا زبان بیلنس اب 5.00 روپے ہے');
  });

  it('parallel charges that cross together, on two instances, send exactly one mail', async () => {
    t = await start();
    const u = await userWith(100_000, 50);
    // A second instance: its own connection (pool) to the same database, its own watch.
    const other = openDatabase(
      kind === 'postgres'
        ? { url: t.testDb.url as string, sqliteFile: '', onPoolError: () => undefined }
        : { sqliteFile: t.testDb.sqliteFile },
    );
    const ctx2 = createAppContext({ config: t.ctx.config, db: other.db, dbKind: other.kind });
    const watch2 = startChargeWatch(ctx2, () => undefined, quiet);
    ctx2.chargeWatch = watch2;
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => charge(i % 2 === 0 ? t.ctx : ctx2, u.user.id, 2_000)),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await balanceMilli(t.ctx, u.user.id)).toBe(20_000);
      await Promise.all([settle(t.ctx), settle(ctx2)]);
      const rows = await t.ctx.db
        .selectFrom('alert_mails')
        .selectAll()
        .where('user_id', '=', u.user.id)
        .execute();
      expect(rows.map((r) => [r.kind, r.status])).toEqual([['low_balance', 'sent']]);
      expect(mailsTo(u.user.email)).toHaveLength(1);
      expect(await ledgerViolations(t.ctx.db)).toEqual([]);
    } finally {
      watch2.stop();
      await other.db.destroy();
    }
    catcher.mails.splice(0);
  });

  it('sends nothing without a threshold', async () => {
    t = await start();
    const u = await userWith(10_000, null);
    for (let i = 0; i < 5; i++) await charge(t.ctx, u.user.id, 2_000);
    expect(await balanceMilli(t.ctx, u.user.id)).toBe(0);
    await settle();
    expect(await noticeCrossings(t.ctx, {})).toBe(0);
    expect(await t.ctx.db.selectFrom('alert_mails').selectAll().execute()).toEqual([]);
    expect(mailsTo(u.user.email)).toEqual([]);
  });

  it('a crossing whose process died before checking it is mailed by the sweep when a sender starts; a mail whose sender died is sent again', async () => {
    t = await start();
    const u = await userWith(10_000, 5);
    // The charge commits, but no watch hears of it (its process is gone).
    const blind = { ...t.ctx, chargeWatch: undefined };
    expect((await charge(blind, u.user.id, 6_000)).ok).toBe(true);
    await (t.ctx.chargeWatch as ChargeWatch).flush();
    expect(await t.ctx.db.selectFrom('alert_mails').selectAll().execute()).toEqual([]);
    // A sender starting (a restart) sweeps first, then sends.
    const restarted = startAlertSender(t.ctx, quiet);
    await restarted.started;
    await restarted.stop();
    expect((await catcher.next(u.user.email)).text).toContain('PKR 4.00');

    // A sender claimed the next mail and died before recording it: after the lease another sends it.
    await deposit(t.ctx, u.user.id, 10_000, { by: 'test' });
    await charge(blind, u.user.id, 10_000);
    expect(await noticeCrossings(t.ctx, {})).toBe(1);
    await t.ctx.db
      .updateTable('alert_mails')
      .set({ lease_until: Date.now() + 60_000 })
      .where('status', '=', 'pending')
      .execute();
    await settle(t.ctx, false);
    expect(mailsTo(u.user.email)).toEqual([]);
    await t.ctx.db
      .updateTable('alert_mails')
      .set({ lease_until: Date.now() - 1 })
      .where('status', '=', 'pending')
      .execute();
    await settle();
    expect(mailsTo(u.user.email)).toHaveLength(1);
    catcher.mails.splice(0);
  });

  it('refuses a threshold that is negative, too high, too precise or not a number, with invalid_request', async () => {
    t = await start();
    const u = await userWith(1_000, null);
    for (const threshold of [-1, 10_000_001, 1.2345, '5', true]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/alerts/low-balance',
        payload: { threshold },
        headers: bearer(u.accessToken),
      });
      expect(res.statusCode, String(threshold)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/v1/alerts/low-balance',
      payload: {},
      headers: bearer(u.accessToken),
    });
    expect(missing.statusCode).toBe(400);
    // Set at or above the balance: no mail now (setting is not a fall), and it says it is not armed.
    const above = await t.app.inject({
      method: 'PUT',
      url: '/v1/alerts/low-balance',
      payload: { threshold: 2 },
      headers: bearer(u.accessToken),
    });
    expect(above.json()).toEqual({ threshold: 2, armed: false });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/v1/alerts/low-balance',
      payload: { threshold: null },
      headers: bearer(u.accessToken),
    });
    expect(off.json()).toEqual({ threshold: null, armed: false });
    const anonymous = await t.app.inject({ url: '/v1/alerts/low-balance' });
    expect(anonymous.statusCode).toBe(401);
    await settle();
    expect(await t.ctx.db.selectFrom('alert_mails').selectAll().execute()).toEqual([]);
  });
});
