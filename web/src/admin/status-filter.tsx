import { useTranslation } from 'react-i18next';
import { Select } from '../ui/Select';

export type StatusFilter = 'pending' | 'approved' | 'rejected' | '';

/** Pending by default; staff can look back at decided requests. */
export function StatusSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (v: StatusFilter) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Select
      label={t('common.show')}
      value={value}
      onChange={(e) => onChange(e.target.value as StatusFilter)}
      options={[
        { value: 'pending', label: t('common.pending') },
        { value: 'approved', label: t('common.approved') },
        { value: 'rejected', label: t('common.rejected') },
        { value: '', label: t('common.all') },
      ]}
    />
  );
}

export const statusBody = (s: StatusFilter) => (s ? { status: s } : {});
