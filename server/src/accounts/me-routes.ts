import { meResponse } from '@zuban/contract/accounts';
import { milliToPkr } from '@zuban/contract/pricing';
import type { FastifyInstance } from 'fastify';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import { unauthorized } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { findUserById } from '../users/users-repo';

/** GET /backend/me: who the web app is signed in as. */
export async function meRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const schema = { response: { 200: meResponse } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/backend/me', { preValidation: signedIn(ctx), schema }, async (request) => {
      const principal = principalOf(request);
      const user = await findUserById(ctx.db, principal.userId);
      if (!user) throw unauthorized();
      return {
        email: user.email,
        firstName: user.first_name,
        role: user.role,
        balance: milliToPkr(user.balance_milli),
        language: user.language,
        languageChosen: user.language_chosen_at !== null,
      };
    });
}
