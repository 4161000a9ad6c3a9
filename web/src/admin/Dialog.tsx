import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { useDialogFocus } from '../ui/use-dialog-focus';

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A modal on the native <dialog> element: focus is trapped, Escape closes it. */
export function Dialog({ title, open, onClose, children }: DialogProps) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDialogElement>(null);
  const keepFocus = useDialogFocus(ref, open);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby="dialog-title"
      onClose={onClose}
      onKeyDown={keepFocus}
    >
      <div className="row admin-dialog-head">
        <h2 id="dialog-title">{title}</h2>
        <Button variant="ghost" onClick={onClose} aria-label={t('common.close')}>
          ✕
        </Button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
