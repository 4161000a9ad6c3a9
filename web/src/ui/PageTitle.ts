import { useEffect } from 'react';

/** Sets the browser tab title for the page on screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Zuban` : 'Zuban — Urdu and Punjabi language services';
  }, [title]);
}
