import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Dialog } from './Dialog';
import { PriceFields } from './PriceFields';
import { type PriceValues, readPriceForm } from './price-form';

/** The View/Update dialog of a service or a user costing: the four price fields and Update. */
export function PriceUpdateDialog({
  title,
  initial,
  error,
  onSave,
  onClose,
  children,
}: {
  title: string;
  initial: PriceValues | null;
  error: string;
  onSave: (values: PriceValues) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSave(readPriceForm(new FormData(e.currentTarget)));
  };
  return (
    <Dialog title={title} open={initial !== null} onClose={onClose}>
      {initial ? (
        <form className="stack" onSubmit={submit}>
          <Alert>{error}</Alert>
          {children}
          <PriceFields initial={initial} />
          <Button type="submit">{t('common.update')}</Button>
        </form>
      ) : null}
    </Dialog>
  );
}
