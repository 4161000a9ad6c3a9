import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A ref and a `focus()` that moves focus to the ref's element after the next render: a call's answer
 * (or its error line) is rendered first, then focused, so keyboard and screen-reader users land on it.
 */
export function useFocusAfterRender<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  focus: () => void;
} {
  const ref = useRef<T | null>(null);
  const [ticket, setTicket] = useState(0);
  useEffect(() => {
    if (ticket > 0) ref.current?.focus();
  }, [ticket]);
  const focus = useCallback(() => setTicket((t) => t + 1), []);
  return { ref, focus };
}
