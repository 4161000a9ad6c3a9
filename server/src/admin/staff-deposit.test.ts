import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { ledgerViolations } from '../../test/support/ledger-invariants';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import type { Principal } from '../auth';
import { listLedger } from '../billing/ledger';
import { AppError } from '../http/app-error';
import { depositByStaff, type StaffDeposit } from './staff-deposit';

// The one deposit behind Add Balance, a second approval and a top-up approval: credit, ledger row
// and audit entry commit together, or (when any step throws) none of them does.
describe.each(testDbKinds)('depositByStaff (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const staffOf = async (): Promise<Principal> => {
    const { user } = await createUser(t.ctx, { email: `boss${Date.now()}@staff.zuban.test` });
    return { ...user, userId: user.id, firstName: 'Boss', role: 'admin', balanceMilli: 0, channel: 'web' };
  };
  const auditRows = (targetId: string) =>
    t.ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).execute();
  const deposit = (userId: string, extra: Partial<StaffDeposit> = {}): StaffDeposit => ({
    userId,
    amountMilli: 2500,
    note: 'receipt 7',
    noUser: () => new AppError(404, 'user_not_found', 'No such user.'),
    audit: ({ balanceAfterMilli, ledgerId }) => ({
      action: 'balance.add',
      targetType: 'user',
      targetId: userId,
      after: { balanceAfterMilli, ledgerId },
    }),
    ...extra,
  });

  it('credits, writes a deposit ledger row in the staff name and the audit entry naming it', async () => {
    t = await createTestApp(kind);
    const staff = await staffOf();
    const { user } = await createUser(t.ctx);
    const seen: string[] = [];
    const after = await depositByStaff(
      t.ctx,
      staff,
      deposit(user.id, {
        afterCredit: async () => {
          seen.push('afterCredit');
        },
        afterLedger: async (_trx, ledgerId) => {
          seen.push(`afterLedger ${ledgerId}`);
        },
      }),
    );
    expect(after).toBe(2500);
    expect(await balanceMilli(t.ctx, user.id)).toBe(2500);
    const [row] = await listLedger(t.ctx, user.id);
    expect(row).toMatchObject({ kind: 'deposit', amountMilli: 2500, by: `admin:${staff.userId}` });
    expect(seen).toEqual(['afterCredit', `afterLedger ${row!.id}`]);
    const [audit] = await auditRows(user.id);
    expect(audit).toMatchObject({ actor_id: staff.userId, action: 'balance.add' });
    expect(JSON.parse(audit!.after!)).toEqual({ balanceAfterMilli: 2500, ledgerId: row!.id });
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('writes nothing when a step after the credit refuses (a request decided meanwhile)', async () => {
    t = await createTestApp(kind);
    const staff = await staffOf();
    const { user } = await createUser(t.ctx);
    const decided = new AppError(409, 'already_decided', 'Decided.');
    for (const step of ['afterCredit', 'afterLedger'] as const) {
      const refuse = async () => {
        throw decided;
      };
      await expect(depositByStaff(t.ctx, staff, deposit(user.id, { [step]: refuse }))).rejects.toBe(decided);
    }
    expect(await balanceMilli(t.ctx, user.id)).toBe(0);
    expect(await listLedger(t.ctx, user.id)).toEqual([]);
    expect(await auditRows(user.id)).toEqual([]);
  });

  it('throws the path’s own error for a user that is not there', async () => {
    t = await createTestApp(kind);
    const staff = await staffOf();
    await expect(depositByStaff(t.ctx, staff, deposit('no-such-user'))).rejects.toMatchObject({
      code: 'user_not_found',
    });
    expect(await auditRows('no-such-user')).toEqual([]);
  });
});
