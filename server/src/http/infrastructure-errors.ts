/**
 * Errors that say "the database or the disk is not there right now", not "this code is wrong":
 * they are answered 503 with Retry-After (or 507 for a full disk) instead of a bare 500, so a
 * client backs off and retries while PostgreSQL restarts, and an operator sees a clear code.
 */
export interface InfrastructureFailure {
  status: 503 | 507;
  code: 'database_unavailable' | 'storage_full';
  message: string;
  retryAfterSeconds: number;
}

// Node socket errors met when the database server is down, restarting or unreachable.
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot
// connect now), 53300 (too many connections). See the PostgreSQL "Error Codes" appendix.
const postgresUnavailable = /^(08...|57P0[1-3]|53300)$/;

// pg's own messages for a connection that died or never came (no code on these).
const poolMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** The error, its causes and (for an AggregateError from a dual-stack connect) its members. */
function* chain(error: unknown, depth = 0): Generator<object> {
  if (typeof error !== 'object' || error === null || depth > 5) return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const e of errors) yield* chain(e, depth + 1);
}

function isStorageFull(code: string | undefined): boolean {
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL';
}

function isUnavailable(error: object, code: string | undefined): boolean {
  if (code && (connectionCodes.has(code) || postgresUnavailable.test(code))) return true;
  // SQLite: another writer held the lock past busy_timeout, or the disk returned an I/O error.
  if (code === 'SQLITE_BUSY' || code?.startsWith('SQLITE_IOERR')) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && poolMessages.some((m) => message.includes(m));
}

export function classifyInfrastructureError(error: unknown): InfrastructureFailure | undefined {
  for (const link of chain(error)) {
    const code = codeOf(link);
    if (isStorageFull(code)) {
      return {
        status: 507,
        code: 'storage_full',
        message: 'The server has no room to store this right now. Nothing was saved; please try again later.',
        retryAfterSeconds: 60,
      };
    }
    if (isUnavailable(link, code)) {
      return {
        status: 503,
        code: 'database_unavailable',
        message: 'The service is briefly unavailable. Please try again shortly.',
        retryAfterSeconds: 5,
      };
    }
  }
  return undefined;
}
