import { topupMessages as m, type TopupRequestView } from '@zuban/contract/topups';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { AmountField } from '../../ui/AmountField';
import { api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { Table } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { useRequest } from '../../ui/use-request';

/**
 * /topup: the spec's payment procedure on the portal. Pay by bank transfer, then file the amount,
 * bank, reference and receipt here; staff credit the balance once the payment has arrived.
 */
export function TopupPage() {
  usePageTitle('Add balance');
  const [requests, setRequests] = useState<TopupRequestView[] | null>(null);
  const { error, busy, run } = useRequest();
  const [done, setDone] = useState('');
  const load = useCallback(() => {
    api
      .post<TopupRequestView[]>('/backend/my_topup_requests')
      .then(setRequests)
      .catch((e: unknown) => console.error('top-ups', e));
  }, []);
  useEffect(load, [load]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    await run(async () => {
      const res = await api.postForm<{ message: string }>('/backend/topup_requests', new FormData(form));
      setDone(res.message);
      form.reset();
      load();
    });
  };

  return (
    <div className="container page">
      <LoadingOverlay show={busy} />
      <h1>Add balance</h1>
      <div className="grid-2">
        <Card>
          <h2>How to pay</h2>
          <ol>
            <li>
              Fill in the{' '}
              <a href="/docs/service-order-form.pdf" download>
                service order form
              </a>
              .
            </li>
            <li>Pay the amount by bank transfer to the centre's account given on the form.</li>
            <li>File the request here with the bank receipt (JPEG, PNG or PDF, at most 10 MB).</li>
            <li>We credit your balance once the payment has arrived, and mail you.</li>
          </ol>
          <p className="small muted">The balance must be used within one year of the last deposit.</p>
        </Card>
        <Card>
          <h2>File a top-up request</h2>
          <Alert>{error}</Alert>
          <Alert kind="success">{done}</Alert>
          <form className="stack" onSubmit={submit}>
            <AmountField hint="At least 100 PKR" />
            <TextField label="Bank" name="bank" required maxLength={100} />
            <TextField label="Transaction reference" name="reference" required maxLength={100} />
            <TextField
              label={m.receiptLabel}
              name="receipt"
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              required
            />
            <Button type="submit" disabled={busy}>
              Submit request
            </Button>
          </form>
        </Card>
      </div>
      <h2 style={{ marginTop: 32 }}>Your requests</h2>
      <Table<TopupRequestView>
        caption="Your top-up requests"
        columns={[
          { header: 'Filed', cell: (r) => new Date(r.createdAt).toLocaleDateString('en-GB') },
          { header: 'Amount (PKR)', cell: (r) => r.amount.toLocaleString('en-US') },
          { header: 'Bank', cell: (r) => r.bank },
          { header: 'Reference', cell: (r) => r.reference },
          { header: 'Status', cell: (r) => `${r.status}${r.reason ? `: ${r.reason}` : ''}` },
        ]}
        rows={requests ?? []}
        rowKey={(r) => r.id}
        empty={requests ? 'No requests yet.' : 'Loading…'}
      />
    </div>
  );
}
