import { messageFields } from '@zuban/contract/message-reply';
import { z } from 'zod';

/**
 * The error body of every route (http/error-handler.ts): RFC 9457 problem+json with a stable `code`
 * and the `message` the screens show, with its catalogue code and values for translation
 * (contract/src/message-catalogue.ts); the language services add the spec's `result`/`response`.
 * Loose, because a problem carries the fields its case needs (`field`, `balance`, `jobId` ...).
 */
export const problemSchema = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z
    .number()
    .int()
    .min(400)
    .max(599)
    .meta({ description: 'The HTTP status.', examples: [400] }),
  code: z.string().meta({ description: 'Stable machine-readable reason.' }),
  message: z.string().meta({ description: 'The reason in words, as the screens show it.' }),
  messageCode: messageFields.messageCode,
  messageParams: messageFields.messageParams,
  field: z.string().optional().meta({ description: 'The refused request field, for a 400.' }),
  result: z.string().optional().meta({ description: 'Language services: "Failed", or the spec message.' }),
  response: z.string().optional().meta({ description: 'Language services: the reason or the detail.' }),
});

/** A documented error answer of a route: its description and the problem+json body. */
export function problemResponse(description: string) {
  return { description, content: { 'application/problem+json': { schema: problemSchema } } };
}
