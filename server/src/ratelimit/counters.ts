import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { queueSettings } from '../jobs/queue/settings';
import { dbWindowCounter } from './db-window-counter';
import { redisWindowCounter } from './redis-window-counter';
import type { WindowCounter } from './window-counter';

const counters = new WeakMap<AppContext, WindowCounter>();

/**
 * The app's shared counters, made on first use: Redis when REDIS_URL is set (the deployment
 * already runs it for the engine queue), else the database. Closed with the app.
 */
export function windowCounterFor(app: FastifyInstance, ctx: AppContext): WindowCounter {
  let counter = counters.get(ctx);
  if (counter) return counter;
  const { redisUrl, prefix } = queueSettings(ctx.config);
  const made = redisUrl ? redisWindowCounter(redisUrl, prefix, ctx.now) : dbWindowCounter(ctx);
  counters.set(ctx, made);
  app.addHook('onClose', async () => {
    counters.delete(ctx);
    await made.close();
  });
  counter = made;
  return counter;
}
