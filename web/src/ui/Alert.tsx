import type { ReactNode, Ref } from 'react';
import { useServerText } from '../i18n/use-server-text';

export interface AlertProps {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
  /** data-testid, for the browser tests that wait for this message. */
  testId?: string;
  /** Set to move focus here after a failed call (useFocusAfterRender): the line becomes focusable. */
  focusRef?: Ref<HTMLDivElement>;
}

/** An error line (role=alert, announced) or a status message (role=status). Renders nothing when empty. */
export function Alert({ kind = 'error', children, testId, focusRef }: AlertProps) {
  // Server and contract messages arrive in English; the page may be in Urdu.
  const localize = useServerText();
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div
      ref={focusRef}
      className={`alert alert-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      tabIndex={focusRef ? -1 : undefined}
    >
      {typeof children === 'string' ? localize(children) : children}
    </div>
  );
}
