import { suggest } from '@zuban/engines/spell';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';

/** Longest word accepted: far above any Urdu word, small enough to keep the lookup cheap. */
const MAX_WORD_LENGTH = 60;
const SUGGESTIONS = 10;

/**
 * POST /backend/spell_suggestions/{word}: the ranked suggestions for one word, as a JSON list.
 * It follows a paid /spell_checker call (the tool screen asks when a red word is clicked), so it is
 * not charged, but it needs a signed-in caller like every tool call.
 */
export async function spellSuggestionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const path of ['/backend/spell_suggestions/:word', '/spell_suggestions/:word']) {
    app.post<{ Params: { word: string } }>(path, async (request) => {
      await requireUser(ctx, request);
      const word = request.params.word.trim();
      if (!word) throw new AppError(400, 'word_required', 'A word is required.');
      if (word.length > MAX_WORD_LENGTH) {
        throw new AppError(400, 'word_too_long', `A word is at most ${MAX_WORD_LENGTH} characters.`);
      }
      return suggest(word, SUGGESTIONS);
    });
  }
}
