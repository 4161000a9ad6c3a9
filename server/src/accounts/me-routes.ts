import { meResponse } from '@zuban/contract/accounts';
import type { FastifyInstance } from 'fastify';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { describeSignedInUser } from './me-service';

/** GET /backend/me: who the web app is signed in as. */
export async function meRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const schema = { response: { 200: meResponse } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/backend/me', { preValidation: signedIn(ctx), schema }, async (request) =>
      describeSignedInUser(ctx, principalOf(request).userId),
    );
}
