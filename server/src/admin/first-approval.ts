import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { recordAudit } from './audit';
import { secondApproverRequired } from './money-rules';

/**
 * Two-person rule for a request that already has a row of its own (a top-up request): the first
 * staff approval is an audit row ('<action>.first'), and the request stays pending; an approval by
 * a different staff member then goes ahead. The request's own conditional update (pending ->
 * approved) keeps it to one application. Answers the message to show when it was held, or
 * undefined when the caller should apply it now.
 */
export async function holdForSecondApproval(
  ctx: AppContext,
  actor: Principal,
  r: { action: string; targetType: string; targetId: string; after: unknown },
): Promise<string | undefined> {
  const firsts = await ctx.db
    .selectFrom('audit_log')
    .select('actor_id')
    .where('action', '=', `${r.action}.first`)
    .where('target_type', '=', r.targetType)
    .where('target_id', '=', r.targetId)
    .execute();
  if (firsts.some((f) => f.actor_id !== actor.userId)) return undefined;
  if (firsts.length > 0) throw secondApproverRequired();
  await recordAudit(
    ctx.db,
    actor,
    { action: `${r.action}.first`, targetType: r.targetType, targetId: r.targetId, after: r.after },
    ctx.now(),
  );
  return 'First approval recorded. The amount is above the two-person limit: a second staff member must approve it too.';
}
