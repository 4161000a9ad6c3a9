import { type ReactNode, useId } from 'react';
import { useServerText } from '../i18n/use-server-text';

/** What a form control needs to be tied to its label, hint and error for screen readers. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Renders the control (input, textarea, select) with the ids and aria attributes given. */
  children: (control: ControlProps) => ReactNode;
}

/** The shell every labelled control shares: <label>, the control, an optional hint and error line. */
export function Field({ label, hint, error, children }: FieldProps) {
  const localize = useServerText();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {typeof hint === 'string' ? localize(hint) : hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {localize(error)}
        </span>
      ) : null}
    </div>
  );
}
