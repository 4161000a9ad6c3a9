import { z } from 'zod';
import { apiKeyMessages } from './api-key-messages';
import { findService } from './services/index';

// Named API keys (issue #32 item 3): the routes' bodies and answers, and their messages.

export { apiKeyMessages };

/** The stable problem codes of named keys (their status: 401, 401, 403, 402, 403). */
export const apiKeyCodes = {
  revoked: 'api_key_revoked',
  expired: 'api_key_expired',
  serviceNotAllowed: 'api_key_service_not_allowed',
  capReached: 'api_key_cap_reached',
  keysNeedAccount: 'api_key_not_for_keys',
  accountNeedsAccount: 'api_key_not_for_account',
  tooMany: 'api_key_limit',
} as const;

export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;

export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  lastFour: z.string().meta({ description: 'The last four characters of the secret.' }),
  status: z.enum(apiKeyStatuses),
  allowedServices: z
    .array(z.string())
    .nullable()
    .meta({ description: 'Service ids the key may call; null: every service.' }),
  monthlyCap: z
    .number()
    .nullable()
    .meta({ description: 'Spending cap per calendar month (UTC) in PKR; null: none.' }),
  spentThisMonth: z
    .number()
    .meta({ description: 'Charged this calendar month (UTC) in PKR, net of refunds.' }),
  createdAt: z.number(),
  expiresAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
  lastUsedAt: z.number().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeyList = z.object({
  keys: z.array(apiKeyView),
  max: z.number().meta({ description: 'How many active named keys an account may have.' }),
});
export type ApiKeyList = z.infer<typeof apiKeyList>;

export const apiKeyCreate = z.object({
  name: z
    .string()
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(60)
    .meta({ description: 'A name for the key (the app it is for).' }),
  expiresAt: z
    .number()
    .int()
    .nullable()
    .optional()
    .meta({ description: 'When the key stops working (epoch milliseconds); none: never.' }),
  allowedServices: z
    .array(z.string().refine((id) => findService(id) !== undefined, apiKeyMessages.unknownService))
    .min(1)
    .max(64)
    .nullable()
    .optional()
    .meta({ description: 'Service ids (the catalogue) the key may call; none: every service.' }),
  monthlyCap: z
    .number()
    .positive(apiKeyMessages.capPositive)
    .max(100_000_000)
    .nullable()
    .optional()
    .meta({ description: 'Spending cap per calendar month (UTC) in PKR; none: no cap.' }),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreate>;

export const apiKeyCreated = apiKeyView.extend({
  secret: z
    .string()
    .meta({ description: 'The key itself, shown this once: send it as `Authorization: Bearer`.' }),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

export const apiKeyParams = z.object({ id: z.string().min(1).max(64) });
