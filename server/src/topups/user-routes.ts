import { said } from '@zuban/contract/message-catalogue';
import { topupMessages as m, topupFiled, topupFormSchema, topupList } from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { parseFormFields } from '../http/form-fields';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { field, readMultipart } from '../uploads/multipart-form';
import { checkUpload } from '../uploads/stored-files';
import { fileTopupRequest, ownTopupRequests } from './request-service';

/** A signed-in user files a top-up request with the bank receipt, and sees their requests. */
export async function topupUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const fileRequest = { preValidation: accountHolder(ctx), schema: { response: { 201: topupFiled } } };
  routes.post('/backend/topup_requests', fileRequest, async (request, reply) => {
    const principal = principalOf(request);
    const form = await readMultipart(request, { receipt: m.receiptLabel });
    const body = parseFormFields(topupFormSchema, {
      amount: field(form, 'amount'),
      bank: field(form, 'bank'),
      reference: field(form, 'reference'),
    });
    const receipt = form.files.get('receipt');
    const type = checkUpload(receipt, m.receiptLabel, ['image/jpeg', 'image/png', 'application/pdf']);
    const topup = { amountMilli: body.amount, bank: body.bank, reference: body.reference };
    const id = await fileTopupRequest(ctx, principal.userId, topup, { file: receipt!, type });
    return reply.status(201).send({ ...said('topup.submitted'), id });
  });

  const mine = { preValidation: accountHolder(ctx), schema: { response: { 200: topupList } } };
  routes.post('/backend/my_topup_requests', mine, async (request) =>
    ownTopupRequests(ctx, principalOf(request).userId),
  );
}
