import { randomUUID } from 'node:crypto';
import {
  applicationFiled,
  fellowshipFileFields,
  fellowshipFormSchema,
  myFellowship,
} from '@zuban/contract/fellowship';
import { coded, messageCatalogue, said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { conflict } from '../http/app-error';
import { parseFormFields } from '../http/form-fields';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { field, readMultipart } from '../uploads/multipart-form';
import { checkUpload, discard, type PendingFile, storeFile } from '../uploads/stored-files';
import { lockUserRow } from '../users/users-repo';
import { insertApplication, latestApplication } from './applications-repo';

/** The fellowship form's messages: the catalogue's `fellowship` group. */
export const fellowshipMessages = messageCatalogue.fellowship;

/** 409 when the user has an application under review or already approved. */
async function refuseIfApplied(db: Db, userId: string): Promise<void> {
  const previous = await latestApplication(db, userId);
  if (previous?.status === 'pending') throw conflict('application_pending', coded('fellowship.underReview'));
  if (previous?.status === 'approved') throw conflict('already_fellow', coded('fellowship.alreadyFellow'));
}

/** The fellowship application form (multipart: fields plus three PDFs), and the applicant's status. */
export async function fellowshipApplyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const apply = { preValidation: accountHolder(ctx), schema: { response: { 201: applicationFiled } } };
  routes.post('/backend/fellowship_apply', apply, async (request, reply) => {
    const principal = principalOf(request);
    const form = await readMultipart(request, fellowshipFileFields);
    const data = parseFormFields(fellowshipFormSchema, {
      ...Object.fromEntries(Object.entries(form.fields).map(([k, v]) => [k, v[0]])),
      services: form.fields.services ?? [],
      supportDetails: field(form, 'supportDetails') || undefined,
    });
    const types = Object.entries(fellowshipFileFields).map(
      ([name, label]) => [name, checkUpload(form.files.get(name), label, ['application/pdf'])] as const,
    );
    await refuseIfApplied(ctx.db, principal.userId);

    const id = randomUUID();
    const written: PendingFile[] = [];
    try {
      await ctx.db.transaction().execute(async (trx) => {
        // Checked again under the user's row lock: two applications sent at once cannot both pass.
        await lockUserRow(trx, principal.userId);
        await refuseIfApplied(trx, principal.userId);
        const ids: Record<string, string> = {};
        for (const [name, type] of types) {
          const file = await storeFile(ctx, trx, principal.userId, name, form.files.get(name)!, type);
          written.push(file);
          ids[name] = file.id;
        }
        const files = { proposal: ids.proposal!, cv: ids.cv!, recommendation: ids.recommendation! };
        await insertApplication(trx, { id, userId: principal.userId, form: data, files, at: ctx.now() });
      });
    } catch (e) {
      await discard(written);
      throw e;
    }
    const { mailer } = ctx;
    await mailer
      .send(
        {
          to: principal.email,
          subject: 'We received your Zuban fellowship application',
          text: `Dear ${data.name},\n\nThank you for applying for the Zuban Fellowship Award. Your application (reference ${id}) is under review; you will hear from us within 6 weeks. You can follow its status on your dashboard.\n\nZuban`,
        },
        request.log,
      )
      .catch((e: unknown) => request.log.error({ err: e }, 'fellowship confirmation mail failed'));
    await mailer
      .send(
        {
          to: ctx.config.providerMailbox,
          subject: `New fellowship application: ${data.name}, ${data.institution}`,
          text: `A new fellowship application (${id}) from ${data.name} (${principal.email}) awaits review in the admin console.`,
        },
        request.log,
      )
      .catch((e: unknown) => request.log.error({ err: e }, 'fellowship notice mail failed'));
    return reply.status(201).send({ ...said('fellowship.submitted'), id });
  });

  const mine = { preValidation: accountHolder(ctx), schema: { response: { 200: myFellowship } } };
  routes.post('/backend/my_fellowship', mine, async (request) => ({
    application: await latestApplication(ctx.db, principalOf(request).userId),
  }));
}
