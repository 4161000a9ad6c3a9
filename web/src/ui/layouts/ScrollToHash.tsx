import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Client-side navigation does not scroll to #anchors by itself: do it, else go to the top of the page. */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page scrolls even without a hash.
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
