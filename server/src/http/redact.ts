/** Log fields that may carry secrets: never write passwords, tokens or session ids to the log. */
export const redactPaths: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["connection-id"]',
  'res.headers["set-cookie"]',
  'body.password',
  'body.newPassword',
  'body.confirmPassword',
  'body.accessToken',
  'body.token',
];

/**
 * Masks secrets that can sit in a URL: mailed links (/caccount?token=…, /resetPassword?token=…) and
 * pages such as /users_summary/{accessToken}. Every secret we issue is 43+ base64url characters;
 * ids (UUIDs, 36) stay readable.
 */
export function maskUrlSecrets(url: string): string {
  return url.replace(/[A-Za-z0-9_-]{40,}/g, '[redacted]');
}

/** Fastify's default request log fields, with the URL masked. */
export function serializeRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: maskUrlSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
