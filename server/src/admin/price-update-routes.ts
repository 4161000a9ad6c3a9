import { messageResponse } from '@zuban/contract/accounts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../auth';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { staffSessionFirst } from './guard';
import { type PriceColumns, type PriceField, priceFieldList, priceValueBody } from './price-fields';
import { type PriceTarget, savePriceField } from './save-price-field';

/** How one family of one-field price updates (a service's, a user's costing) finds its row. */
export interface PriceUpdates<Shape extends z.ZodRawShape, Row extends PriceColumns & { id: string }> {
  path: (f: PriceField) => string;
  /** The body fields that name the row. */
  key: z.ZodObject<Shape>;
  /** The body field the value's error is reported under. */
  fieldName: (f: PriceField) => string;
  /** The row the key names, after the checks on who may change it (each throws its 4xx). */
  target: (actor: Principal, key: z.infer<z.ZodObject<Shape>>) => Promise<PriceTarget<Row>>;
  done: string;
}

/**
 * One staff route per price field (unit cost, discount, minimum units, minimum charge): find the
 * row, save the field and its audit entry in one transaction (savePriceField), answer `done`.
 */
export function priceUpdateRoutes<Shape extends z.ZodRawShape, Row extends PriceColumns & { id: string }>(
  app: FastifyInstance,
  ctx: AppContext,
  updates: PriceUpdates<Shape, Row>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };
  for (const f of priceFieldList) {
    const schema = {
      body: priceValueBody(updates.key, f, updates.fieldName(f)),
      response: { 200: messageResponse },
    };
    routes.post(updates.path(f), { ...staff, schema }, async (request) => {
      const actor = principalOf(request);
      const { key, value } = request.body;
      await savePriceField(ctx, actor, await updates.target(actor, key), f, value);
      return { message: updates.done };
    });
  }
}
