import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';

/**
 * A required amount in PKR, named `amount`: digits (commas allowed) and at most three decimals,
 * as the server takes money (milli-PKR). Used by the user's top-up request and the admin's Add balance.
 */
export function AmountField({ hint }: { hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('amountPkr')}
      name="amount"
      inputMode="decimal"
      required
      pattern="[0-9,]+(\.[0-9]{1,3})?"
      hint={hint}
    />
  );
}
