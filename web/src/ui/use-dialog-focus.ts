import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Focus for a modal dialog. A modal <dialog> makes the page behind it inert, but Tab from its last
 * control still leaves for the browser's own interface (or the document), so Tab and Shift+Tab wrap
 * round inside the dialog here; when it closes, focus goes back to the control that opened it.
 * Call before the effect that opens the dialog (the opener is read while it still has the focus);
 * put the returned handler on the dialog's onKeyDown.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    opener.current?.focus();
    opener.current = null;
  }, [open]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const outside = !dialog.current.contains(active);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };
}
