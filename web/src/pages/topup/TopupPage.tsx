import type { TopupRequestView } from '@zuban/contract/topups';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Alert } from '../../ui/Alert';
import { AmountField } from '../../ui/AmountField';
import { api, replyText } from '../../ui/api';
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
  const { t } = useTranslation('account');
  const language = useLanguage();
  usePageTitle(t('topup.title'));
  const [requests, setRequests] = useState<TopupRequestView[] | null>(null);
  const { error, busy, run } = useRequest();
  const [done, setDone] = useState('');
  const load = useCallback(() => {
    api
      .post('/backend/my_topup_requests')
      .then(setRequests)
      .catch((e: unknown) => console.error('top-ups', e));
  }, []);
  useEffect(load, [load]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    await run(async () => {
      const res = await api.postForm('/backend/topup_requests', new FormData(form));
      setDone(replyText(res));
      form.reset();
      load();
    });
  };

  return (
    <div className="container page">
      <LoadingOverlay show={busy} />
      <h1>{t('topup.title')}</h1>
      <div className="grid-2">
        <Card>
          <h2>{t('topup.howToPay')}</h2>
          <ol>
            <li>
              {t('topup.stepOneBefore')}{' '}
              <a href="/docs/service-order-form.pdf" download>
                {t('topup.orderForm')}
              </a>
              {t('topup.stepOneAfter')}
            </li>
            <li>{t('topup.stepTwo')}</li>
            <li>{t('topup.stepThree')}</li>
            <li>{t('topup.stepFour')}</li>
          </ol>
          <p className="small muted">{t('topup.oneYear')}</p>
        </Card>
        <Card>
          <h2>{t('topup.file')}</h2>
          <Alert>{error}</Alert>
          <Alert kind="success">{done}</Alert>
          <form className="stack" onSubmit={submit}>
            <AmountField hint={t('topup.atLeast')} />
            <TextField label={t('topup.bank')} name="bank" required maxLength={100} />
            <TextField label={t('topup.reference')} name="reference" required maxLength={100} />
            <TextField
              label={t('topup.receipt')}
              name="receipt"
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              required
            />
            <Button type="submit" disabled={busy}>
              {t('topup.submit')}
            </Button>
          </form>
        </Card>
      </div>
      <h2 style={{ marginTop: 32 }}>{t('topup.yours')}</h2>
      <Table<TopupRequestView>
        caption={t('topup.caption')}
        columns={[
          {
            header: t('topup.filed'),
            cell: (r) =>
              language === 'en'
                ? new Date(r.createdAt).toLocaleDateString('en-GB')
                : formatDate(r.createdAt, language),
          },
          { header: t('topup.amount'), cell: (r) => formatNumber(r.amount, language) },
          { header: t('topup.bank'), cell: (r) => <bdi>{r.bank}</bdi> },
          { header: t('topup.reference'), cell: (r) => <bdi>{r.reference}</bdi> },
          {
            header: t('topup.status'),
            cell: (r) => `${t(`topup.${r.status}`)}${r.reason ? `: ${r.reason}` : ''}`,
          },
        ]}
        rows={requests ?? []}
        rowKey={(r) => r.id}
        empty={requests ? t('topup.empty') : t('topup.loading')}
      />
    </div>
  );
}
