import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@zuban/contract/admin';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth';
import type { Database } from '../db/schema';

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Writes who did what to what, with before and after; call it in the transaction of the change. Answers the row's id. */
export async function recordAudit(
  db: Kysely<Database>,
  actor: Principal,
  r: AuditRecord,
  at: number,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('audit_log')
    .values({
      id,
      actor_id: actor.userId,
      actor_email: actor.email,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before === undefined ? null : JSON.stringify(r.before),
      after: r.after === undefined ? null : JSON.stringify(r.after),
      created_at: at,
    })
    .execute();
  return id;
}

export async function listAudit(
  db: Kysely<Database>,
  opts: { page: number; pageSize: number; targetId?: string | undefined },
): Promise<{ entries: AuditEntry[]; total: number }> {
  let q = db.selectFrom('audit_log');
  if (opts.targetId) q = q.where('target_id', '=', opts.targetId);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((r) => ({
      id: r.id,
      actorEmail: r.actor_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: r.before === null ? null : JSON.parse(r.before),
      after: r.after === null ? null : JSON.parse(r.after),
      at: r.created_at,
    })),
  };
}

/** Who recorded the first approval `<action>.first` of a target (the two-person rule, first-approval.ts). */
export async function firstApprovers(
  db: Kysely<Database>,
  r: { action: string; targetType: string; targetId: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('actor_id')
    .where('action', '=', `${r.action}.first`)
    .where('target_type', '=', r.targetType)
    .where('target_id', '=', r.targetId)
    .execute();
  return rows.map((row) => row.actor_id);
}
