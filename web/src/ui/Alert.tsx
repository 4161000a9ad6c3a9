import type { ReactNode } from 'react';

export interface AlertProps {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** An error line (role=alert, announced) or a status message (role=status). Renders nothing when empty. */
export function Alert({ kind = 'error', children }: AlertProps) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
