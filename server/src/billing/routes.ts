import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { startCreditExpiry } from './expiry';

/** Billing has no HTTP routes of its own; this module runs the periodic credit expiry with the server. */
export async function billingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startCreditExpiry(ctx, (e) => app.log.error({ err: e }, 'credit expiry failed'));
  });
  app.addHook('onClose', async () => stop?.());
}
