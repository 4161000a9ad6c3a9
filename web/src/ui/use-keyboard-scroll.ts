import { useCallback, useEffect, useState } from 'react';

/**
 * For a box that may scroll sideways (a wide table, a code sample on a phone): while its content
 * overflows, the box is a tab stop, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1);
 * when everything fits it is not, and costs no extra Tab press. Spread `{ ref, tabIndex }` on the box.
 */
export function useKeyboardScroll<T extends HTMLElement>(): {
  ref: (el: T | null) => void;
  tabIndex: 0 | undefined;
} {
  const [el, setEl] = useState<T | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!el) return;
    const check = () =>
      setOverflows(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    check();
    // The box resizes with the window; its content when rows or text arrive.
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [el]);
  const ref = useCallback((node: T | null) => setEl(node), []);
  return { ref, tabIndex: overflows ? 0 : undefined };
}
