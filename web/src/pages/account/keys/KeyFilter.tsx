import type { ApiKeyView } from '@zuban/contract/api-keys';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../ui/Select';

/** Chooses the named key that history and usage show (`?key=`); empty: every call. */
export function KeyFilter({
  keys,
  value,
  onChange,
}: {
  keys: readonly ApiKeyView[];
  value: string;
  onChange: (keyId: string) => void;
}) {
  const { t } = useTranslation('account');
  if (keys.length === 0) return null;
  return (
    <div style={{ maxWidth: 360 }}>
      <Select
        label={t('keys.filter')}
        placeholder={t('keys.filterAll')}
        options={keys.map((k) => ({ value: k.id, label: `${k.name} (…${k.lastFour})` }))}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="key-filter"
      />
    </div>
  );
}
