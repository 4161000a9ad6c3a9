import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/** Labelled <input>; the hint and error are tied to it for screen readers. */
export function TextField({ label, hint, error, className, ...rest }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...control} className={['input', className ?? ''].join(' ').trim()} {...rest} />}
    </Field>
  );
}
