import type { ReactNode } from 'react';

export interface AlertProps {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
  /** data-testid, for the browser tests that wait for this message. */
  testId?: string;
}

/** An error line (role=alert, announced) or a status message (role=status). Renders nothing when empty. */
export function Alert({ kind = 'error', children, testId }: AlertProps) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}
