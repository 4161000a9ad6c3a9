import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField';
import { type PriceValues, priceFieldDefs } from './price-form';

/** Unit cost, discount, min units, min charge: numbers ≥ 0, discount ≤ 100 (checked by the server too). */
export function PriceFields({ initial }: { initial?: Partial<PriceValues> }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid-2">
      {priceFieldDefs.map((f) => (
        <TextField
          key={f.key}
          label={
            f.key === 'unit_cost' || f.key === 'min_charge'
              ? t('prices.withPkr', { label: t(`prices.${f.key}`) })
              : t(`prices.${f.key}`)
          }
          name={f.key}
          type="number"
          min={0}
          max={f.key === 'discount' ? 100 : undefined}
          step={f.step}
          required
          defaultValue={initial?.[f.key]}
        />
      ))}
    </div>
  );
}
