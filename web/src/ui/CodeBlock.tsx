import type { CSSProperties, ReactNode } from 'react';
import { useKeyboardScroll } from './use-keyboard-scroll';

/** A left-to-right code sample that scrolls sideways on phones, by keyboard too (useKeyboardScroll). */
export function CodeBlock({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const scroll = useKeyboardScroll<HTMLPreElement>();
  return (
    <pre className="code" dir="ltr" style={style} {...scroll}>
      {children}
    </pre>
  );
}
