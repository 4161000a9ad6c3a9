import { z } from 'zod';

/**
 * The fields every message-carrying answer has: `message` in English (the spec's screens read it),
 * and beside it the catalogue code (message-catalogue.ts) and values the web translates by. Spread into an answer's schema.
 */
export const messageFields = {
  message: z.string().meta({ description: 'The message in English, as the screens show it.' }),
  messageCode: z
    .string()
    .optional()
    .meta({ description: 'The message’s stable code (contract/src/message-catalogue.ts), for translation.' }),
  messageParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({ description: 'The values the message’s template names, by name.' }),
};

export interface MessageReply {
  message: string;
  messageCode?: string;
  messageParams?: Record<string, string | number>;
}
