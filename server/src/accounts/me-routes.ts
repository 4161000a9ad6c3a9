import type { MeResponse } from '@zuban/contract/accounts';
import { milliToPkr } from '@zuban/contract/pricing';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import { unauthorized } from '../http/app-error';
import { findUserById } from '../users/users-repo';

/** GET /backend/me: who the web app is signed in as. */
export async function meRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/backend/me', async (request): Promise<MeResponse> => {
    const principal = await requireUser(ctx, request);
    const user = await findUserById(ctx.db, principal.userId);
    if (!user) throw unauthorized();
    return {
      email: user.email,
      firstName: user.first_name,
      role: user.role,
      balance: milliToPkr(user.balance_milli),
    };
  });
}
