import type { Db } from '../db/database';
import type { AuditLogTable } from '../db/schema';

// The reads of held balance additions (balance-approvals.ts says what they are for).

/** A held addition is an audit row with this action, about the user. */
export const requestedAction = 'balance.add.requested';
/** The decision on one is an audit row about the request: this target type, the request's id. */
export const requestTarget = 'balance_request';

/** The audit row of a held addition, or undefined when there is none by that id. */
export async function findRequestRow(db: Db, id: string): Promise<AuditLogTable | undefined> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '=', id)
    .where('action', '=', requestedAction)
    .executeTakeFirst();
}

/** Whether a decision row about the request exists. */
export async function hasDecisionRow(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('target_type', '=', requestTarget)
    .where('target_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A held addition with its user, as listed for a second staff member to decide. */
export interface PendingRequestRow {
  id: string;
  after: string | null;
  actor_email: string;
  created_at: number;
  user_id: string;
  email: string;
  first_name: string;
}

/** Held additions without a decision row, oldest first, at most 500. */
export async function findPendingRequestRows(db: Db): Promise<PendingRequestRow[]> {
  return db
    .selectFrom('audit_log as a')
    .innerJoin('users', 'users.id', 'a.target_id')
    .select([
      'a.id',
      'a.after',
      'a.actor_email',
      'a.created_at',
      'users.id as user_id',
      'users.email',
      'users.first_name',
    ])
    .where('a.action', '=', requestedAction)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('audit_log as d')
            .select('d.id')
            .where('d.target_type', '=', requestTarget)
            .whereRef('d.target_id', '=', 'a.id'),
        ),
      ),
    )
    .orderBy('a.created_at', 'asc')
    .limit(500)
    .execute();
}
