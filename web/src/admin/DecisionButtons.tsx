import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, replyText } from '../ui/api';
import { Button } from '../ui/Button';
import type { Decision, SendDecision } from './decisions';

/** Approve, or reject with a reason (asked for in a prompt); reports the outcome to the page. */
export function DecisionButtons({
  send,
  approveConfirm,
  onDone,
  onError,
}: {
  /** The route a decision goes to (decisions.ts). */
  send: SendDecision;
  approveConfirm: string;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const decide = async (action: 'approve' | 'reject') => {
    let decision: Decision = { action: 'approve' };
    if (action === 'approve' && !window.confirm(approveConfirm)) return;
    if (action === 'reject') {
      const reason = window.prompt(t('common.rejectReason'));
      if (!reason) return;
      decision = { action, reason };
    }
    setBusy(true);
    try {
      const res = await send(decision);
      onDone(replyText(res));
    } catch (e) {
      onError(e instanceof ApiError ? errorText(e) : t('common.notSaved'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-actions">
      <Button disabled={busy} onClick={() => void decide('approve')}>
        {t('common.approve')}
      </Button>
      <Button disabled={busy} variant="danger" onClick={() => void decide('reject')}>
        {t('common.reject')}
      </Button>
    </div>
  );
}
