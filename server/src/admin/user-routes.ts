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
import { coded, type MessageCode, said } from '@zuban/contract/message-catalogue';
import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { addBalance } from './balance-addition-service';
import { staffSessionFirst } from './guard';
import {
  changeUserStatus,
  findUsersForStaff,
  mailUser,
  type StatusMove,
  userForStaff,
} from './user-admin-service';

/** Each spec path is served under /backend/ and at the spec's port-8085 spelling. */
const both = (path: string) => [`/backend${path}`, path];

interface StatusChange extends StatusMove {
  path: string;
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
    findUsersForStaff(ctx, undefined),
  );

  const search = { params: searchParams, response: { 200: z.array(adminUser) } };
  for (const path of both('/search_user/:text')) {
    routes.post(path, { ...staff, schema: search }, async (request) =>
      findUsersForStaff(ctx, request.params.text),
    );
  }

  const one = { params: userIdParams, response: { 200: adminUser } };
  routes.post('/backend/admin/user/:userId', { ...staff, schema: one }, async (request) =>
    userForStaff(ctx, request.params.userId),
  );

  const status = { params: userIdParams, response: { 200: statusChanged } };
  for (const change of statusChanges) {
    for (const path of both(change.path)) {
      routes.post(path, { ...staff, schema: status }, async (request) => {
        await changeUserStatus(ctx, principalOf(request), request.params.userId, change);
        return { ...said(change.done), status: change.to };
      });
    }
  }

  /** Add balance: a deposit with the staff member and a note, which restarts the credit's validity. */
  const balance = { body: updateBalanceBody, response: { 200: balanceChanged, 202: balanceHeld } };
  routes.post('/backend/update_balance', { ...staff, schema: balance }, async (request, reply) => {
    const body = request.body;
    const added = await addBalance(ctx, principalOf(request), {
      userId: body.userId,
      amountMilli: body.balance,
      note: body.note ?? null,
    });
    if ('approvalId' in added) {
      return reply.status(202).send({
        ...said('staff.balanceHeld', { limit: formatPkr(added.limitMilli) }),
        pending: true as const,
        approvalId: added.approvalId,
      });
    }
    return { ...said('staff.balanceUpdated'), balance: milliToPkr(added.balanceMilli) };
  });

  /** Mail to a user through the platform's mailer. */
  const mail = { body: emailToUserBody, response: { 200: messageResponse } };
  routes.post('/backend/email_to_user', { ...staff, schema: mail }, async (request) => {
    await mailUser(ctx, principalOf(request), request.body, request.log);
    return said('staff.mailSent');
  });
}
