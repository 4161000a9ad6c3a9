import type { ApiKeyView } from '@zuban/contract/api-keys';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatPkr } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';
import { Button } from '../../../ui/Button';
import { Table } from '../../../ui/Table';

/**
 * Named keys as a table: name, last four characters, created, last used, spend this month (of the
 * cap), status; a Revoke button when `onRevoke` is given (the owner's page, not the staff summary).
 */
export function KeyTable({
  keys,
  onRevoke,
  busy = false,
}: {
  keys: readonly ApiKeyView[];
  onRevoke?: (key: ApiKeyView) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const spend = (k: ApiKeyView) =>
    k.monthlyCap === null
      ? t('keys.spendOnly', { spent: formatPkr(k.spentThisMonth, language) })
      : t('keys.spendOfCap', {
          spent: formatPkr(k.spentThisMonth, language),
          cap: formatPkr(k.monthlyCap, language),
        });
  return (
    <Table<ApiKeyView>
      caption={t('keys.title')}
      columns={[
        { header: t('keys.colName'), cell: (k) => <bdi>{k.name}</bdi> },
        {
          header: t('keys.colKey'),
          cell: (k) => (
            <code dir="ltr" style={{ whiteSpace: 'nowrap' }}>
              {`zk_…${k.lastFour}`}
            </code>
          ),
        },
        { header: t('keys.colCreated'), cell: (k) => formatDate(k.createdAt, language) },
        {
          header: t('keys.colLastUsed'),
          cell: (k) => (k.lastUsedAt === null ? t('keys.never') : formatDateTime(k.lastUsedAt, language)),
        },
        { header: t('keys.colSpend'), cell: spend },
        {
          header: t('keys.colStatus'),
          cell: (k) =>
            onRevoke && k.status === 'active' ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onRevoke(k)}
                style={{ whiteSpace: 'nowrap' }}
              >
                {t('keys.revoke')}
              </Button>
            ) : (
              t(`keys.status.${k.status}`)
            ),
        },
      ]}
      rows={keys}
      rowKey={(k) => k.id}
      empty={t('keys.empty')}
    />
  );
}
