import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { meRoutes } from './me-routes';

/** Every account route (spec section 7 paths under /backend/, plus the 8085 aliases). */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await meRoutes(app, ctx);
}
