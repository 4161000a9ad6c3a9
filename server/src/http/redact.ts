/** Log fields that may carry secrets: never write passwords, tokens or session ids to the log. */
export const redactPaths: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["connection-id"]',
  'res.headers["set-cookie"]',
  'body.password',
  'body.newPassword',
  'body.accessToken',
  'body.token',
];
