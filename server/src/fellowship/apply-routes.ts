import {
  applicationFiled,
  fellowshipFileFields,
  fellowshipFormSchema,
  myFellowship,
} from '@zuban/contract/fellowship';
import { messageCatalogue, said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { parseFormFields } from '../http/form-fields';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { field, readMultipart } from '../uploads/multipart-form';
import { checkUpload } from '../uploads/stored-files';
import { fileApplication, myApplication } from './application-service';

/** The fellowship form's messages: the catalogue's `fellowship` group. */
export const fellowshipMessages = messageCatalogue.fellowship;

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
    const uploads = Object.entries(fellowshipFileFields).map(([name, label]) => {
      const type = checkUpload(form.files.get(name), label, ['application/pdf']);
      return { name, file: form.files.get(name)!, type };
    });
    const id = await fileApplication(ctx, principal.userId, data, uploads);
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
    application: await myApplication(ctx, principalOf(request).userId),
  }));
}
