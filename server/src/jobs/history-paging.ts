/**
 * Paging of POST /backend/history. The spec's answer is a bare list of jobs, so the page travels
 * outside the body: asked for with `?page=N` (or `page` in the body, as before), told back in
 * `X-Total-Count` and an RFC 8288 `Link` header (first, prev, next, last).
 */
export function historyPagingHeaders(
  path: string,
  page: number,
  pageSize: number,
  total: number,
): Record<string, string> {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const link = (p: number, rel: string) => `<${path}?page=${p}>; rel="${rel}"`;
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
  if (page < last) links.push(link(page + 1, 'next'));
  links.push(link(last, 'last'));
  return {
    'x-total-count': String(total),
    link: links.join(', '),
  };
}
