import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { finishedJob } from '../../test/support/job-rows';
import { type MailCatcher, startMailCatcher } from '../../test/support/mail-catcher';
import { createUser } from '../../test/support/users';
import { failAndRefundJob, openJob } from '../billing/charge';
import { deposit } from '../billing/ledger';
import { insertApiKey } from '../keys/keys-repo';
import { startAlertSender } from './sender';
import type { ChargeWatch } from './watch';

const quiet = { info: () => undefined, warn: () => undefined };

// A named key's 80% mail (keys/key-spend.ts keeps the spend; alerts/key-cap-crossings.ts notices it).
describe.each(testDbKinds)('key-cap mail (%s)', (kind) => {
  let catcher: MailCatcher;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.close());
  afterEach(() => t?.close());

  async function settle() {
    await (t.ctx.chargeWatch as ChargeWatch).flush();
    const sender = startAlertSender(t.ctx, quiet);
    await sender.started;
    await sender.sendDue();
    await sender.stop();
  }

  it('mails once per key and month when its spend reaches 80% of its cap, in the user language', async () => {
    t = await createTestApp(kind, {
      SMTP_URL: catcher.url,
      ALERT_POLL_MS: '600000',
      ALERT_SWEEP_MS: '600000',
    });
    const u = await createUser(t.ctx, { language: 'ur' });
    await deposit(t.ctx, u.user.id, 1_000_000, { by: 'test' });
    const now = Date.now();
    const key = await insertApiKey(t.ctx.db, {
      userId: u.user.id,
      name: 'موبائل ایپ',
      secretHash: `hash-${now}`,
      lastFour: 'ab12',
      allowedServices: null,
      capMilli: 10_000,
      expiresAt: null,
      at: now,
    });
    const keyed = (cost: number, at = Date.now(), extra = {}) =>
      finishedJob(u.user.id, cost, at, { api_key_id: key.id, ...extra });
    const month = new Date(now).toISOString().slice(0, 7);

    expect((await openJob(t.ctx, keyed(3_000))).ok).toBe(true);
    expect((await openJob(t.ctx, keyed(4_000))).ok).toBe(true); // 70%
    await settle();
    expect(catcher.mails).toEqual([]);
    const running = keyed(2_000, Date.now(), { status: 'running', finished_at: null, duration_ms: null });
    expect((await openJob(t.ctx, running)).ok).toBe(true); // 90%
    const mail = await catcher.next(u.user.email);
    expect(mail.text).toContain('آپ کی کلید "موبائل ایپ" (آخری حروف ab12)');
    expect(mail.text).toContain(`${month} (UTC) میں اپنی 10.00 روپے کی حد میں سے 9.00 روپے خرچ کر چکی ہے`);

    // A refund takes it back under 80% and the next charge over it again: still the month's one mail.
    expect(await failAndRefundJob(t.ctx, running, 'engine failure')).toBe(true);
    expect((await openJob(t.ctx, keyed(2_500))).ok).toBe(true);
    await settle();
    expect(catcher.mails).toEqual([]);

    // Next month the spend starts afresh, and its crossing mails again.
    const nextMonth = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 1, 2);
    expect((await openJob(t.ctx, keyed(8_000, nextMonth))).ok).toBe(true);
    const next = await catcher.next(u.user.email);
    expect(next.text).toContain(new Date(nextMonth).toISOString().slice(0, 7));
    // The sender marks a row sent after the mail server took the mail, so the row may lag the mail.
    const rows = () => t.ctx.db.selectFrom('alert_mails').select(['kind', 'status']).execute();
    await vi.waitFor(
      async () =>
        expect(await rows()).toEqual([
          { kind: 'key_cap', status: 'sent' },
          { kind: 'key_cap', status: 'sent' },
        ]),
      { timeout: 5_000, interval: 20 },
    );
  });
});
