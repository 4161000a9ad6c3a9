import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth';
import type { Trx } from '../billing/ledger';
import type { AppContext } from '../context';
import type { RequestStatus } from '../db/schema';
import { AppError, notFound, type Said } from '../http/app-error';
import type { MailMessage } from '../mail/mailer';
import { recordAudit } from './audit-repo';

/** A request staff can decide only while it is pending: 404 when missing, 409 once decided. */
export function ensurePending<Row extends { status: RequestStatus }>(
  row: Row | undefined,
  what: { notFound: Said; decided: Said },
): Row {
  if (!row) throw notFound(what.notFound, 'not_found');
  if (row.status !== 'pending') throw new AppError(409, 'already_decided', what.decided);
  return row;
}

/** Mails the user about a decision; the decision stands even if the mail fails (it is logged). */
export async function notifyDecision(
  ctx: AppContext,
  request: FastifyRequest,
  mail: MailMessage,
): Promise<void> {
  await ctx.mailer
    .send(mail, request.log)
    .catch((e: unknown) => request.log.error({ err: e }, 'decision mail failed'));
}

/**
 * Rejects a pending request with its audit row in one transaction. `decide` marks it rejected and
 * answers false when another staff member decided it first (then 409 and nothing is written).
 */
export async function rejectPending(
  ctx: AppContext,
  actor: Principal,
  r: {
    decide: (trx: Trx) => Promise<boolean>;
    action: string;
    userId: string;
    reason: string;
    decided: Said;
  },
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await r.decide(trx))) throw new AppError(409, 'already_decided', r.decided);
    await recordAudit(
      trx,
      actor,
      {
        action: r.action,
        targetType: 'user',
        targetId: r.userId,
        before: { status: 'pending' },
        after: { status: 'rejected', reason: r.reason },
      },
      now,
    );
  });
}
