type Json = Record<string, unknown>;

/**
 * The headers a paid service call answers with (ratelimit/api-limits.ts sends RateLimit-*; 429 and
 * a full queue's 503 add Retry-After). @fastify/swagger cannot take response headers from the zod
 * route schemas, so they are added to the generated document here, once, as shared components.
 */
const integerHeader = (description: string, minimum: number) => ({
  description,
  schema: { type: 'integer', minimum },
});

export const rateLimitHeaderComponents: Json = {
  RateLimitLimit: integerHeader(
    'Calls this access token may make to this family of services in the current window.',
    1,
  ),
  RateLimitRemaining: integerHeader('Calls left in the current window.', 0),
  RateLimitReset: integerHeader('Seconds until the window starts again.', 1),
  RetryAfter: integerHeader('Seconds to wait before trying again.', 1),
};

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
const rateLimit = {
  'RateLimit-Limit': ref('RateLimitLimit'),
  'RateLimit-Remaining': ref('RateLimitRemaining'),
  'RateLimit-Reset': ref('RateLimitReset'),
};
const headersByStatus: Record<string, Json> = {
  '200': rateLimit,
  '429': { ...rateLimit, 'Retry-After': ref('RetryAfter') },
  '503': { 'Retry-After': ref('RetryAfter') },
};

/** The operation with its answers' headers documented (answers it does not list stay unlisted). */
export function withRateLimitHeaders(operation: Json): Json {
  const responses = { ...((operation.responses ?? {}) as Record<string, Json>) };
  for (const [status, headers] of Object.entries(headersByStatus)) {
    const response = responses[status];
    if (response)
      responses[status] = { ...response, headers: { ...((response.headers ?? {}) as Json), ...headers } };
  }
  return { ...operation, responses };
}
