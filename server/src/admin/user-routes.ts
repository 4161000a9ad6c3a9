import { messageResponse } from '@zuban/contract/accounts';
import {
  adminUser,
  balanceChanged,
  balanceHeld,
  emailToUserBody,
  searchParams,
  statusChanged,
  updateBalanceBody,
  userIdParams,
} from '@zuban/contract/admin';
import { type CodedMessage, coded, type MessageCode, said } from '@zuban/contract/message-catalogue';
import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { UserStatus } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { revokeUserSessions } from '../users/sessions-repo';
import { findUserByEmail } from '../users/users-repo';
import { presentAdminUser, searchUsers, setUserStatus } from './admin-users-repo';
import { recordAudit } from './audit-repo';
import { holdBalanceAddition } from './balance-approvals';
import { staffSessionFirst } from './guard';
import { loadTargetUser, refuseSelf, type SelfAction } from './load-target';
import { refuseOwnAccount, secondApprovalAboveMilli } from './money-rules';
import { depositByStaff } from './staff-deposit';

/** Each spec path is served under /backend/ and at the spec's port-8085 spelling. */
const both = (path: string) => [`/backend${path}`, path];

interface StatusChange {
  path: string;
  action: string;
  to: UserStatus;
  from: UserStatus[];
  verb: SelfAction;
  failed: CodedMessage;
  done: MessageCode;
}

const statusChanges: StatusChange[] = [
  {
    path: '/user_suspend/:userId',
    action: 'user.suspend',
    to: 'suspended',
    from: ['active', 'unconfirmed'],
    verb: 'suspend',
    failed: coded('admin.notSuspended'),
    done: 'staff.userSuspended',
  },
  {
    path: '/user_activate/:userId',
    action: 'user.activate',
    to: 'active',
    from: ['suspended', 'unconfirmed'],
    verb: 'activate',
    failed: coded('admin.notActivated'),
    done: 'staff.userActivated',
  },
  {
    path: '/user_delete/:userId',
    action: 'user.delete',
    to: 'deleted',
    from: ['active', 'unconfirmed', 'suspended'],
    verb: 'delete',
    failed: coded('admin.notDeleted'),
    done: 'staff.userDeleted',
  },
];

export async function adminUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };
  const users = { response: { 200: z.array(adminUser) } };
  routes.post('/backend/users_detail', { ...staff, schema: users }, async () =>
    searchUsers(ctx.db, undefined),
  );

  const search = { params: searchParams, response: { 200: z.array(adminUser) } };
  for (const path of both('/search_user/:text')) {
    routes.post(path, { ...staff, schema: search }, async (request) =>
      searchUsers(ctx.db, request.params.text),
    );
  }

  const one = { params: userIdParams, response: { 200: adminUser } };
  routes.post('/backend/admin/user/:userId', { ...staff, schema: one }, async (request) =>
    presentAdminUser(await loadTargetUser(ctx, request.params.userId)),
  );

  const status = { params: userIdParams, response: { 200: statusChanged } };
  for (const change of statusChanges) {
    for (const path of both(change.path)) {
      routes.post(path, { ...staff, schema: status }, async (request) => {
        const actor = principalOf(request);
        const user = await loadTargetUser(ctx, request.params.userId);
        refuseSelf(actor, user, change.verb);
        const now = ctx.now();
        const changed = await ctx.db.transaction().execute(async (trx) => {
          if (!(await setUserStatus(trx, user.id, change.to, change.from, now))) return false;
          // Suspension and deletion take effect at once: live sessions end with them.
          if (change.to !== 'active') await revokeUserSessions(trx, user.id, now);
          await recordAudit(
            trx,
            actor,
            {
              action: change.action,
              targetType: 'user',
              targetId: user.id,
              before: { status: user.status },
              after: { status: change.to },
            },
            now,
          );
          return true;
        });
        if (!changed) throw new AppError(409, 'status_unchanged', change.failed);
        return { ...said(change.done), status: change.to };
      });
    }
  }

  /** Add balance: a deposit with the staff member and a note, which restarts the credit's validity. */
  const balance = { body: updateBalanceBody, response: { 200: balanceChanged, 202: balanceHeld } };
  routes.post('/backend/update_balance', { ...staff, schema: balance }, async (request, reply) => {
    const actor = principalOf(request);
    const body = request.body;
    const user = await loadTargetUser(ctx, body.userId);
    refuseOwnAccount(actor, user.id);
    const limit = secondApprovalAboveMilli(ctx);
    if (body.balance > limit) {
      const approvalId = await holdBalanceAddition(ctx, actor, {
        userId: user.id,
        amountMilli: body.balance,
        note: body.note ?? null,
      });
      return reply.status(202).send({
        ...said('staff.balanceHeld', { limit: formatPkr(limit) }),
        pending: true as const,
        approvalId,
      });
    }
    const note = body.note ?? null;
    const balanceMilli = await depositByStaff(ctx, actor, {
      userId: user.id,
      amountMilli: body.balance,
      note,
      noUser: () => new AppError(409, 'balance_not_updated', coded('admin.balanceNotUpdated')),
      audit: ({ balanceAfterMilli: after, ledgerId }) => ({
        action: 'balance.add',
        targetType: 'user',
        targetId: user.id,
        before: { balance: milliToPkr(after - body.balance) },
        after: { balance: milliToPkr(after), added: milliToPkr(body.balance), note, ledgerId },
      }),
    });
    return { ...said('staff.balanceUpdated'), balance: milliToPkr(balanceMilli) };
  });

  /** Mail to a user through the platform's mailer. */
  const mail = { body: emailToUserBody, response: { 200: messageResponse } };
  routes.post('/backend/email_to_user', { ...staff, schema: mail }, async (request) => {
    const actor = principalOf(request);
    const { subject, ...body } = request.body;
    const user = await findUserByEmail(ctx.db, body.emailId);
    if (!user || user.status === 'deleted') throw notFound(coded('staff.noSuchUser'), 'user_not_found');
    try {
      await ctx.mailer.send({ to: user.email, subject, text: body.message }, request.log);
    } catch (e) {
      request.log.error({ err: e }, 'admin mail failed');
      throw new AppError(502, 'mail_failed', coded('admin.mailNotSent'));
    }
    await recordAudit(
      ctx.db,
      actor,
      { action: 'user.mail', targetType: 'user', targetId: user.id, after: { subject } },
      ctx.now(),
    );
    return said('staff.mailSent');
  });
}
