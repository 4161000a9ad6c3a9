import {
  confirmRequest,
  messageResponse,
  registerRequest,
  resendConfirmationRequest,
} from '@zuban/contract/accounts';
import { languageFromCookieHeader, requestLanguage } from '@zuban/contract/languages';
import { said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import type { Mailer } from '../mail/mailer';
import { registrationLimits } from '../ratelimit/registration-limits';
import { confirmAccount, registerAccount, resendConfirmation } from './registration-service';

/** Registration, confirmation through the mailed link, and re-sending that link. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer): Promise<void> {
  const withinRegistrationLimits = registrationLimits(ctx, ctx.rateCounter.get().counter);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const register = { body: registerRequest, response: { 201: messageResponse } };
  routes.post('/backend/tech_register', { schema: register }, async (request, reply) => {
    const body = request.body;
    await withinRegistrationLimits(request.ip, body.emailId);
    const account = {
      email: body.emailId,
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName,
      address: body.address,
      country: body.country,
      contact: body.contact,
      organization: body.organization,
      // The language the page was in (its cookie), else the browser's: the confirmation mail uses it.
      language: body.language ?? requestLanguage(request.headers),
      // The page's language is a choice; Accept-Language alone is the browser's guess (#34).
      languageChosen:
        body.language !== undefined || languageFromCookieHeader(request.headers.cookie) !== undefined,
    };
    await registerAccount(ctx, mailer, account, request.log);
    return reply.status(201).send(said('account.registered'));
  });

  const confirm = { body: confirmRequest, response: { 200: messageResponse } };
  routes.post('/backend/confirm_user', { schema: confirm }, async (request) => {
    const outcome = await confirmAccount(ctx, request.body.token, request.log);
    return said(outcome === 'already' ? 'account.alreadyConfirmed' : 'account.confirmed');
  });

  // Same answer whether or not the address has an unconfirmed account, so it reveals nothing.
  const resend = { body: resendConfirmationRequest, response: { 200: messageResponse } };
  routes.post('/backend/resend_confirmation', { schema: resend }, async (request) => {
    await resendConfirmation(ctx, mailer, request.body.emailId, request.log);
    return said('account.confirmationResent');
  });
}
