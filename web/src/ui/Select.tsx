import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown first with an empty value, e.g. "Select country". */
  placeholder?: string;
  hint?: ReactNode;
}

export function Select({ label, options, placeholder, hint, className, ...rest }: SelectProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select {...control} className={['select', className ?? ''].join(' ').trim()} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
