/**
 * The page numbers the pager shows: at most `size` consecutive pages, centred on the current page where
 * possible (spec: window of 5). Pages are 1-based; page 1 is the newest.
 */
export function pagerWindow(current: number, pageCount: number, size = 5): number[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const width = Math.min(size, pageCount);
  let start = page - Math.floor(width / 2);
  start = Math.max(1, Math.min(start, pageCount - width + 1));
  return Array.from({ length: width }, (_, i) => start + i);
}
