import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Urdu input/output: Nastaliq font and right-to-left. */
  urdu?: boolean;
}

export function TextArea({ label, hint, error, urdu, className, ...rest }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          dir={urdu ? 'rtl' : undefined}
          lang={urdu ? 'ur' : undefined}
          className={['textarea', urdu ? 'urdu' : '', className ?? ''].filter(Boolean).join(' ')}
          {...rest}
        />
      )}
    </Field>
  );
}
