import type { MessageResponse } from '@zuban/contract/accounts';
import { useState } from 'react';
import { ApiError, api } from '../ui/api';
import { Button } from '../ui/Button';

/** Approve, or reject with a reason (asked for in a prompt); reports the outcome to the page. */
export function DecisionButtons({
  base,
  approveConfirm,
  onDone,
  onError,
}: {
  base: string;
  approveConfirm: string;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const decide = async (action: 'approve' | 'reject') => {
    let body = {};
    if (action === 'approve' && !window.confirm(approveConfirm)) return;
    if (action === 'reject') {
      const reason = window.prompt('Reason for the rejection (it is mailed to the user):');
      if (!reason) return;
      body = { reason };
    }
    setBusy(true);
    try {
      const res = await api.post<MessageResponse>(`${base}/${action}`, body);
      onDone(res.message);
    } catch (e) {
      onError(e instanceof ApiError ? e.message : 'The decision was not saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-actions">
      <Button disabled={busy} onClick={() => void decide('approve')}>
        Approve
      </Button>
      <Button disabled={busy} variant="danger" onClick={() => void decide('reject')}>
        Reject
      </Button>
    </div>
  );
}
