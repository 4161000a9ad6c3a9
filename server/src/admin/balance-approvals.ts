import type { BalanceRequestView } from '@zuban/contract/admin';
import { milliToPkr } from '@zuban/contract/pricing';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { recordAudit } from './audit-repo';
import {
  findPendingRequestRows,
  findRequestRow,
  hasDecisionRow,
  requestedAction,
} from './balance-approvals-repo';

// A balance addition above the two-person limit is held as an audit row ('balance.add.requested',
// about the user) until a second staff member decides it; the decision is an audit row about the
// request ('balance_request', its id). Deciding locks the user's row first, so two decisions on
// one request run one after the other and the second finds the first (#22 finding 5).

export { requestedAction, requestTarget } from './balance-approvals-repo';

export interface BalanceRequest {
  id: string;
  userId: string;
  amountMilli: number;
  note: string | null;
  requestedBy: string;
  requestedByEmail: string;
  createdAt: number;
}

interface RequestDetails {
  amountMilli: number;
  note: string | null;
}

export async function holdBalanceAddition(
  ctx: AppContext,
  actor: Principal,
  r: { userId: string; amountMilli: number; note: string | null },
): Promise<string> {
  const after: RequestDetails & { amount: number } = {
    amountMilli: r.amountMilli,
    amount: milliToPkr(r.amountMilli),
    note: r.note,
  };
  return recordAudit(
    ctx.db,
    actor,
    { action: requestedAction, targetType: 'user', targetId: r.userId, after },
    ctx.now(),
  );
}

export async function findBalanceRequest(db: Db, id: string): Promise<BalanceRequest | undefined> {
  const row = await findRequestRow(db, id);
  if (!row) return undefined;
  const details = JSON.parse(row.after ?? '{}') as RequestDetails;
  return {
    id: row.id,
    userId: row.target_id,
    amountMilli: details.amountMilli,
    note: details.note,
    requestedBy: row.actor_id,
    requestedByEmail: row.actor_email,
    createdAt: row.created_at,
  };
}

export async function isDecided(db: Db, id: string): Promise<boolean> {
  return hasDecisionRow(db, id);
}

/** Held additions nobody has decided yet, oldest first. */
export async function listPendingBalanceRequests(db: Db): Promise<BalanceRequestView[]> {
  const rows = await findPendingRequestRows(db);
  return rows.map((r) => {
    const details = JSON.parse(r.after ?? '{}') as RequestDetails;
    return {
      id: r.id,
      amount: milliToPkr(details.amountMilli),
      note: details.note,
      requestedBy: r.actor_email,
      createdAt: r.created_at,
      user: { id: r.user_id, email: r.email, firstName: r.first_name },
    };
  });
}
