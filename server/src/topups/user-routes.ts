import { randomUUID } from 'node:crypto';
import { coded, said } from '@zuban/contract/message-catalogue';
import { topupMessages as m, topupFiled, topupFormSchema, topupList } from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { conflict } from '../http/app-error';
import { parseFormFields } from '../http/form-fields';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { field, readMultipart } from '../uploads/multipart-form';
import { checkUpload, discard, type PendingFile, storeFile } from '../uploads/stored-files';
import { lockUserRow } from '../users/users-repo';
import { countPendingTopups, insertTopupRequest, listOwnTopups } from './topups-repo';

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
    const written: PendingFile[] = [];
    const id = randomUUID();
    // Uploads are not free to store: a user has at most this many requests waiting for review.
    const maxPending = ctx.config.settings.TOPUP_MAX_PENDING;
    try {
      await ctx.db.transaction().execute(async (trx) => {
        // Counted under the user's row lock, so requests sent at once cannot all slip under the cap.
        await lockUserRow(trx, principal.userId);
        if ((await countPendingTopups(trx, principal.userId)) >= maxPending) {
          throw conflict(
            'too_many_pending_topups',
            coded('limits.tooManyPendingTopups', { count: maxPending }),
          );
        }
        const file = await storeFile(ctx, trx, principal.userId, 'receipt', receipt!, type);
        written.push(file);
        await insertTopupRequest(trx, {
          id,
          userId: principal.userId,
          amountMilli: body.amount,
          bank: body.bank,
          reference: body.reference,
          receiptFileId: file.id,
          at: ctx.now(),
        });
      });
    } catch (e) {
      await discard(written);
      throw e;
    }
    return reply.status(201).send({ ...said('topup.submitted'), id });
  });

  const mine = { preValidation: accountHolder(ctx), schema: { response: { 200: topupList } } };
  routes.post('/backend/my_topup_requests', mine, async (request) =>
    listOwnTopups(ctx.db, principalOf(request).userId),
  );
}
