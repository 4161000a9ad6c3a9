import type { HTMLAttributes, ReactNode } from 'react';

export function Card({
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <section className={['card', className ?? ''].join(' ').trim()} {...rest}>
      {children}
    </section>
  );
}
