/**
 * The one error type of the JSON API: a stable machine code, a user-facing message and a status.
 * The error handler turns it into problem+json that also carries `message`, because the spec's
 * screens read `message` from failed responses.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(400, code, message, {}, extra);
export const unauthorized = (message = 'Please sign in.', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that.', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.', code = 'not_found') => new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
