import type { MessageReply } from '@zuban/contract/message-reply';
import { api, staffApi } from '../ui/api';

/** Approve, or reject with the reason staff gave. */
export type Decision = { action: 'approve' } | { action: 'reject'; reason: string };
/** Sends one decision to its route; the answer's message is the outcome shown. */
export type SendDecision = (decision: Decision) => Promise<MessageReply>;

/** A fellowship application's decision, on its routes in /openapi.json (typed by the generated client). */
export const decideFellowship =
  (id: string): SendDecision =>
  (decision) =>
    decision.action === 'approve'
      ? api.post('/backend/admin/fellowships/{id}/approve', { path: { id }, body: {} })
      : api.post('/backend/admin/fellowships/{id}/reject', {
          path: { id },
          body: { reason: decision.reason },
        });

/** A top-up request's decision, on its routes in /openapi.json. */
export const decideTopup =
  (id: string): SendDecision =>
  (decision) =>
    decision.action === 'approve'
      ? api.post('/backend/admin/topup_requests/{id}/approve', { path: { id }, body: {} })
      : api.post('/backend/admin/topup_requests/{id}/reject', {
          path: { id },
          body: { reason: decision.reason },
        });

/**
 * A held balance addition's decision. Its routes are the console's own, kept out of /openapi.json
 * (server/src/admin/routes.ts), so the generated client has no type for them: the answer is the
 * caller's word.
 */
export const decideBalanceAddition =
  (id: string): SendDecision =>
  (decision) =>
    staffApi.post<MessageReply>(
      `/backend/admin/balance_approvals/${encodeURIComponent(id)}/${decision.action}`,
      decision.action === 'reject' ? { reason: decision.reason } : {},
    );
