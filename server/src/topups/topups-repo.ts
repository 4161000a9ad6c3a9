import { milliToPkr } from '@zuban/contract/pricing';
import type { TopupRequestView } from '@zuban/contract/topups';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RequestStatus, TopupRequestsTable } from '../db/schema';

export function presentTopup(r: Selectable<TopupRequestsTable>): TopupRequestView {
  return {
    id: r.id,
    amount: milliToPkr(r.amount_milli),
    bank: r.bank,
    reference: r.reference,
    status: r.status,
    reason: r.reason,
    receiptFileId: r.receipt_file_id,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
  };
}

export async function listOwnTopups(db: Kysely<Database>, userId: string): Promise<TopupRequestView[]> {
  const rows = await db
    .selectFrom('topup_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(presentTopup);
}

export async function listTopupsForStaff(
  db: Kysely<Database>,
  status: RequestStatus | undefined,
): Promise<TopupRequestView[]> {
  let q = db
    .selectFrom('topup_requests')
    .innerJoin('users', 'users.id', 'topup_requests.user_id')
    .selectAll('topup_requests')
    .select(['users.email as user_email', 'users.first_name as user_first_name']);
  if (status) q = q.where('topup_requests.status', '=', status);
  const rows = await q.orderBy('topup_requests.created_at', 'desc').limit(500).execute();
  return rows.map((r) => ({
    ...presentTopup(r),
    user: { id: r.user_id, email: r.user_email, firstName: r.user_first_name },
  }));
}

/** Marks a pending request decided; false when someone else decided it first. */
export async function decideTopup(
  db: Kysely<Database>,
  id: string,
  d: { status: RequestStatus; by: string; at: number; reason: string | null; ledgerId: string | null },
): Promise<boolean> {
  const row = await db
    .updateTable('topup_requests')
    .set({ status: d.status, decided_by: d.by, decided_at: d.at, reason: d.reason, ledger_id: d.ledgerId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countPendingTopups(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('topup_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Files a new pending request. */
export async function insertTopupRequest(
  db: Kysely<Database>,
  r: {
    id: string;
    userId: string;
    amountMilli: number;
    bank: string;
    reference: string;
    receiptFileId: string;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('topup_requests')
    .values({
      id: r.id,
      user_id: r.userId,
      amount_milli: r.amountMilli,
      bank: r.bank,
      reference: r.reference,
      receipt_file_id: r.receiptFileId,
      status: 'pending',
      reason: null,
      decided_by: null,
      decided_at: null,
      ledger_id: null,
      created_at: r.at,
    })
    .execute();
}

/** A request with its owner's email and first name, for the decision and its mail. */
export async function findTopupForReview(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('topup_requests')
    .innerJoin('users', 'users.id', 'topup_requests.user_id')
    .selectAll('topup_requests')
    .select(['users.email as email', 'users.first_name as first_name'])
    .where('topup_requests.id', '=', id)
    .executeTakeFirst();
}
