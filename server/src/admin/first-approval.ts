import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { firstApprovers, recordAudit } from './audit-repo';
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
  const firsts = await firstApprovers(ctx.db, r);
  if (firsts.some((actorId) => actorId !== actor.userId)) return undefined;
  if (firsts.length > 0) throw secondApproverRequired();
  await recordAudit(
    ctx.db,
    actor,
    { action: `${r.action}.first`, targetType: r.targetType, targetId: r.targetId, after: r.after },
    ctx.now(),
  );
  return 'First approval recorded. The amount is above the two-person limit: a second staff member must approve it too.';
}
