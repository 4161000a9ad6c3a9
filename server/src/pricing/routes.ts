import type { PublicPrice } from '@zuban/contract/pricing';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import { availabilityRoutes } from './availability-routes';
import { pricesForUser, type UserPrice } from './my-prices';

/**
 * The prices in force, for the public pricing page: the admin's service rows, so a price change shows
 * there as soon as the next call pays it. Deleted services are left out. No sign-in needed.
 */
export async function pricingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await availabilityRoutes(app, ctx);
  app.get('/backend/prices', async (_request, reply): Promise<PublicPrice[]> => {
    const rows = await ctx.db.selectFrom('services').selectAll().where('disabled_at', 'is', null).execute();
    reply.header('cache-control', 'public, max-age=60');
    return rows.map((r) => ({
      serviceId: r.id,
      unitCostMilli: r.unit_cost_milli,
      discountPercent: r.discount_percent,
      minUnits: r.min_units,
      minChargeMilli: r.min_charge_milli,
    }));
  });

  // /pricing_login: what this user pays, personal costings included (#23).
  app.get('/backend/my_prices', async (request, reply): Promise<UserPrice[]> => {
    const principal = await requireUser(ctx, request);
    reply.header('cache-control', 'no-store');
    return pricesForUser(ctx, principal.userId);
  });
}
