import type { ElementType, ReactNode } from 'react';

/** Urdu (or Shahmukhi Punjabi) text: Nastaliq font, right-to-left, lang set for screen readers. */
export function UrduText({
  as: Tag = 'span',
  lang = 'ur',
  children,
}: {
  as?: ElementType;
  lang?: 'ur' | 'pnb';
  children: ReactNode;
}) {
  return (
    <Tag className="urdu" dir="rtl" lang={lang}>
      {children}
    </Tag>
  );
}
