import type { ReactNode, Ref } from 'react';

export interface ToolResultProps {
  /** The region's name for screen readers ("Output", "Speech", …). */
  label: string;
  /**
   * What a screen reader says when a call is answered (the output text, or a short line for audio).
   * Spoken from a polite live region: the output itself is often a textarea, whose value changes are
   * not announced.
   */
  announcement: string;
  /** The element focused after a call (useFocusAfterRender's ref). */
  focusRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** Where a tool's answer appears: a named region that takes focus after a call and announces it. */
export function ToolResult({ label, announcement, focusRef, children }: ToolResultProps) {
  return (
    <section
      ref={focusRef}
      className="tool-result"
      aria-label={label}
      tabIndex={-1}
      data-testid="tool-result"
    >
      <p className="visually-hidden" aria-live="polite" data-testid="tool-announcement">
        {announcement}
      </p>
      {children}
    </section>
  );
}
