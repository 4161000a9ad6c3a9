import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';

/** The narrow centred card used by sign-in, registration and the password screens. */
export function AuthCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="container page" style={{ maxWidth: wide ? 760 : 520 }}>
      <Card>
        <h1>{title}</h1>
        {children}
      </Card>
    </div>
  );
}
