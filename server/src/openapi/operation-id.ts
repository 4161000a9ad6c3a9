/**
 * An operation's id when its route names none: the method and the path's words in camelCase
 * (GET /backend/balance → getBalance, POST /backend/rotate_token → postRotateToken,
 * GET /backend/jobdetails/{jobId} → getJobdetailsByJobId). The typed client's method names come
 * from these, so they depend on nothing but the method and the path.
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/backend(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...splitWords(param[1] ?? '')] : splitWords(segment);
    });
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

function splitWords(segment: string): string[] {
  return segment.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
}
