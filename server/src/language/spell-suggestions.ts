import { suggest } from '@zuban/engines/spell';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';

/** Longest word accepted: far above any Urdu word, small enough to keep the lookup cheap. */
const MAX_WORD_LENGTH = 60;
const SUGGESTIONS = 10;

const params = z.object({
  word: z
    .string()
    .trim()
    .min(1, { error: 'A word is required.' })
    .max(MAX_WORD_LENGTH, { error: `A word is at most ${MAX_WORD_LENGTH} characters.` })
    .meta({ description: 'The word, as the spell checker marked it.' }),
});
const suggestions = z
  .array(z.string())
  .meta({ description: `Up to ${SUGGESTIONS} spellings, the likeliest first.` });

/**
 * POST /backend/spell_suggestions/{word}: the ranked suggestions for one word, as a JSON list.
 * It follows a paid /spell_checker call (the tool screen asks when a red word is clicked), so it is
 * not charged, but it needs a signed-in caller like every tool call (checked before the word).
 */
export async function spellSuggestionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const path of ['/backend/spell_suggestions/:word', '/spell_suggestions/:word']) {
    routes.post(
      path,
      {
        preValidation: signedIn(ctx),
        schema: {
          summary: 'Spelling suggestions for one word',
          tags: ['text'],
          security: [{ bearer: [] }, { session: [] }],
          params,
          response: { 200: suggestions },
        },
      },
      async (request) => suggest(request.params.word, SUGGESTIONS),
    );
  }
}
