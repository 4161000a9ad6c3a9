import { z } from 'zod';

/** The service families API rate limits are set for: the engine queue's four and the text tools. */
export const rateFamilies = ['text', 'llm', 'ocr', 'tts', 'asr'] as const;
export type RateFamily = (typeof rateFamilies)[number];

/** What the staff user page is told after a change (shown in Urdu by the web's server texts). */
export const rateLimitMessages = {
  saved: 'User rate limit saved.',
  reset: 'The user now has the default rate limit.',
};

/** Upper bound of a user's own limit: a typo of a few zeros should not read as "unlimited" either. */
export const MAX_USER_RATE_LIMIT = 1_000_000;

/** One family's limits of one user, as the staff user page shows them. */
export const userRateLimitRow = z.object({
  family: z.enum(rateFamilies),
  /** The server's `API_RATE_LIMIT_<FAMILY>`; 0 = not limited. */
  defaultLimit: z.number().int(),
  /** The user's own limit set by staff, or null: the default applies. */
  userLimit: z.number().int().nullable(),
  /** What the user's access token gets: the own limit, else the default. */
  limit: z.number().int(),
});
export type UserRateLimitRow = z.infer<typeof userRateLimitRow>;

export const userRateLimits = z.object({
  windowSeconds: z.number().int(),
  families: z.array(userRateLimitRow),
});
export type UserRateLimits = z.infer<typeof userRateLimits>;

/** Sets a user's own limit for one family (calls per window, 0 = not limited), or null to drop it. */
export const userRateLimitUpdate = z.object({
  userId: z.string().min(1, 'userId is required.'),
  family: z.enum(rateFamilies, { error: 'family must be one of text, llm, ocr, tts, asr.' }),
  limit: z
    .number({ error: 'limit must be a whole number of calls, or null for the default.' })
    .int('limit must be a whole number of calls, or null for the default.')
    .min(0, 'limit must be 0 (not limited) or more.')
    .max(MAX_USER_RATE_LIMIT, `limit must be at most ${MAX_USER_RATE_LIMIT}.`)
    .nullable(),
});
export type UserRateLimitUpdate = z.infer<typeof userRateLimitUpdate>;
