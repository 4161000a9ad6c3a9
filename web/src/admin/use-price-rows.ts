import { adminMessages as m } from '@zuban/contract/admin';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../ui/api';
import { type PriceValues, type priceFieldDefs, readPriceForm, saveChangedPrices } from './price-form';

type PriceField = (typeof priceFieldDefs)[number];

/** The calls one price table makes: services (/backend/update_…) or a user's costings (…_user_…). */
export interface PriceRowCalls<Row> {
  values: (row: Row) => PriceValues;
  create: (form: FormData, prices: PriceValues) => Promise<unknown>;
  updateField: (row: Row, field: PriceField, value: string) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  /** The spec's confirm prompt for deleting this row. */
  confirmRemove: (row: Row) => string;
  reload: () => void;
}

/**
 * Add, View/Update and Delete for a table of price rows, with the spec's messages: shared by
 * Service Management and User Costings, which differ only in the calls they make.
 */
export function usePriceRows<Row>(calls: PriceRowCalls<Row>) {
  const [error, setError] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);

  const add = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError('');
    try {
      await calls.create(form, readPriceForm(form));
      setAdding(false);
      calls.reload();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.serviceAddError);
    }
  };

  /** The spec updates one field per call; only changed fields are sent, each with its own message. */
  const update = async (values: PriceValues) => {
    if (editing === null) return;
    setError('');
    const row = editing;
    const failed = await saveChangedPrices(
      calls.values(row),
      values,
      (f, value) => calls.updateField(row, f, value),
      (e) => e instanceof ApiError,
    );
    calls.reload();
    if (failed) setError(failed);
    else setEditing(null);
  };

  const remove = async (row: Row) => {
    if (!window.confirm(calls.confirmRemove(row))) return;
    try {
      await calls.remove(row);
      calls.reload();
    } catch {
      setError(m.serviceNotDeleted);
    }
  };

  return { error, adding, setAdding, editing, setEditing, add, update, remove };
}
