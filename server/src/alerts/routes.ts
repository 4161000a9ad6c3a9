import { lowBalanceAlert, lowBalanceAlertUpdate } from '@zuban/contract/alerts';
import type { FastifyInstance } from 'fastify';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { problemResponse } from '../openapi/problem-schema';
import { lowBalanceAlertOf, setLowBalanceAlert } from './low-balance-service';
import { type AlertSender, startAlertSender } from './sender';
import { type ChargeWatch, startChargeWatch } from './watch';

const errors = {
  400: problemResponse('The threshold is not an amount from 0 to the maximum with at most three decimals.'),
  401: problemResponse('Missing or unknown credentials.'),
};

/**
 * The low-balance mail (token or session): the threshold the user chose; and, with the server, this
 * instance's charge watch and alert-mail sender (issue #32 item 4).
 */
export async function alertRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  let watch: ChargeWatch | undefined;
  let sender: AlertSender | undefined;
  app.addHook('onReady', async () => {
    sender = startAlertSender(ctx, app.log);
    watch = startChargeWatch(ctx, () => sender?.nudge(), app.log);
    ctx.chargeWatch = watch;
  });
  // Before the database closes: the charges already gathered are checked, the pass under way ends.
  app.addHook('preClose', async () => {
    ctx.chargeWatch = undefined;
    await watch?.flush();
    watch?.stop();
    await sender?.stop();
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: accountHolder(ctx) };

  routes.get(
    '/v1/alerts/low-balance',
    {
      ...auth,
      schema: {
        summary: 'Low-balance mail',
        tags: ['account'],
        response: { 200: lowBalanceAlert, 401: errors[401] },
      },
    },
    async (request) => lowBalanceAlertOf(ctx, principalOf(request).userId),
  );

  routes.put(
    '/v1/alerts/low-balance',
    {
      ...auth,
      schema: {
        summary: 'Set the low-balance mail',
        description:
          'When a charge brings the balance to `threshold` PKR or below, one mail is sent in the account language; it is sent again only after the balance has risen above the threshold and falls again. A threshold the balance is already at or below sends nothing until then. `null` turns the mail off.',
        tags: ['account'],
        body: lowBalanceAlertUpdate,
        response: { 200: lowBalanceAlert, ...errors },
      },
    },
    async (request) => {
      const userId = principalOf(request).userId;
      const { threshold } = request.body;
      const alert = await setLowBalanceAlert(ctx, userId, threshold);
      request.log.info({ userId, threshold }, 'low-balance threshold set');
      return alert;
    },
  );
}
