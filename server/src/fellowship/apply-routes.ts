import { randomUUID } from 'node:crypto';
import { fellowshipFileFields, fellowshipFormSchema } from '@zuban/contract/fellowship';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { parseBody } from '../accounts/parse-body';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { conflict } from '../http/app-error';
import { field, readMultipart } from '../uploads/multipart-form';
import { checkUpload, discard, type PendingFile, storeFile } from '../uploads/stored-files';
import { lockUserRow } from '../users/lock-user';
import { latestApplication } from './applications-repo';

export const fellowshipMessages = {
  submitted:
    'Your fellowship application has been submitted. We will give you initial feedback within 6 weeks.',
  underReview: 'You already have a fellowship application under review.',
  alreadyFellow: 'Your fellowship application was already approved.',
} as const;

/** 409 when the user has an application under review or already approved. */
async function refuseIfApplied(db: Kysely<Database>, userId: string): Promise<void> {
  const previous = await latestApplication(db, userId);
  if (previous?.status === 'pending') throw conflict('application_pending', fellowshipMessages.underReview);
  if (previous?.status === 'approved') throw conflict('already_fellow', fellowshipMessages.alreadyFellow);
}

/** The fellowship application form (multipart: fields plus three PDFs), and the applicant's status. */
export async function fellowshipApplyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/backend/fellowship_apply', async (request, reply) => {
    const principal = await requireUser(ctx, request);
    const form = await readMultipart(request, fellowshipFileFields);
    const data = parseBody(fellowshipFormSchema, {
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
        await trx
          .insertInto('fellowship_applications')
          .values({
            id,
            user_id: principal.userId,
            form: JSON.stringify(data),
            proposal_file_id: ids.proposal!,
            cv_file_id: ids.cv!,
            letter_file_id: ids.recommendation!,
            status: 'pending',
            reason: null,
            decided_by: null,
            decided_at: null,
            created_at: ctx.now(),
          })
          .execute();
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
    return reply.status(201).send({ message: fellowshipMessages.submitted, id });
  });

  app.post('/backend/my_fellowship', async (request) => {
    const principal = await requireUser(ctx, request);
    return { application: await latestApplication(ctx.db, principal.userId) };
  });
}
