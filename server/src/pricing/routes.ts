import { publicPriceList, userPriceList } from '@zuban/contract/price-list';
import type { FastifyInstance } from 'fastify';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { availabilityRoutes } from './availability-routes';
import { pricesForUser, pricesInForce } from './price-list-service';

/**
 * The prices in force, for the public pricing page: the admin's service rows, so a price change shows
 * there as soon as the next call pays it. Deleted services are left out. No sign-in needed.
 */
export async function pricingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await availabilityRoutes(app, ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/backend/prices',
    { schema: { response: { 200: publicPriceList } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return pricesInForce(ctx);
    },
  );

  // /pricing_login: what this user pays, personal costings included (#23).
  const mine = { preValidation: signedIn(ctx), schema: { response: { 200: userPriceList } } };
  routes.get('/backend/my_prices', mine, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return pricesForUser(ctx, principalOf(request).userId);
  });
}
