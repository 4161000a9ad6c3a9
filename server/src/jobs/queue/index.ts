import type { AppContext } from '../../context';
import type { EngineQueue } from './engine-queue';

/** The context's engine queue (ctx.engineQueue), made on first use. */
export function engineQueue(ctx: AppContext): EngineQueue {
  return ctx.engineQueue.get();
}

/**
 * Drains and closes the context's queue, if one was made; a later call makes a new one. The app's
 * close path does this (closeAppContext); tests call it to close with no grace.
 */
export async function closeEngineQueue(
  ctx: Pick<AppContext, 'engineQueue'>,
  graceMs?: number,
): Promise<void> {
  await ctx.engineQueue.take()?.close(graceMs);
}
