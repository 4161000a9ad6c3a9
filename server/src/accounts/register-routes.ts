import {
  confirmRequest,
  messageResponse,
  registerRequest,
  resendConfirmationRequest,
} from '@zuban/contract/accounts';
import { languageFromCookieHeader, requestLanguage } from '@zuban/contract/languages';
import { coded, said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import type { Mailer } from '../mail/mailer';
import { confirmationMail } from '../mail/templates';
import { registrationLimits } from '../ratelimit/registration-limits';
import { consumeEmailToken, findEmailToken } from '../users/email-tokens-repo';
import { deleteNewUser, findUserByEmail, findUserById, markConfirmed } from '../users/users-repo';
import { mailConfirmationAgain } from './confirmation-mail';
import { createAccount } from './create-account';
import { checkEmailToken, hashEmailToken, issueEmailToken } from './email-tokens';
import { mailFailed } from './mail-failure';
import { roleOnConfirmation } from './staff';

/** Whether this confirmation link was used already and its account is confirmed (active or suspended). */
async function alreadyConfirmedBy(ctx: AppContext, token: string): Promise<boolean> {
  const row = await findEmailToken(ctx.db, hashEmailToken(ctx, token), 'confirm');
  if (!row || row.used_at === null) return false;
  const user = await findUserById(ctx.db, row.user_id);
  return user !== undefined && user.status !== 'unconfirmed' && user.status !== 'deleted';
}

/** Registration, confirmation through the mailed link, and re-sending that link. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer): Promise<void> {
  const withinRegistrationLimits = registrationLimits(ctx, ctx.rateCounter.get().counter);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const register = { body: registerRequest, response: { 201: messageResponse } };
  routes.post('/backend/tech_register', { schema: register }, async (request, reply) => {
    const body = request.body;
    await withinRegistrationLimits(request.ip, body.emailId);
    const { user } = await createAccount(ctx, {
      email: body.emailId,
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName,
      address: body.address,
      country: body.country,
      contact: body.contact,
      organization: body.organization,
      status: 'unconfirmed',
      // The language the page was in (its cookie), else the browser's: the confirmation mail uses it.
      language: body.language ?? requestLanguage(request.headers),
      // The page's language is a choice; Accept-Language alone is the browser's guess (#34).
      languageChosen:
        body.language !== undefined || languageFromCookieHeader(request.headers.cookie) !== undefined,
    });
    const token = await issueEmailToken(ctx, user.id, 'confirm');
    try {
      await mailer.send(
        confirmationMail(ctx.config, user.email, user.first_name, token, user.language),
        request.log,
      );
    } catch (err) {
      request.log.error({ err, userId: user.id }, 'confirmation mail failed; registration undone');
      await deleteNewUser(ctx.db, user.id);
      throw mailFailed();
    }
    request.log.info({ userId: user.id }, 'user registered');
    return reply.status(201).send(said('account.registered'));
  });

  const confirm = { body: confirmRequest, response: { 200: messageResponse } };
  routes.post('/backend/confirm_user', { schema: confirm }, async (request) => {
    const { token } = request.body;
    const check = await checkEmailToken(ctx, token, 'confirm');
    // The link opened a second time (mail clients and people do): say so rather than 'not verified'.
    if (!check.ok && (await alreadyConfirmedBy(ctx, token))) return said('account.alreadyConfirmed');
    if (!check.ok) {
      throw check.reason === 'expired'
        ? badRequest('token_expired', coded('account.confirmTokenExpired'))
        : badRequest('token_invalid', coded('account.confirmTokenInvalid'));
    }
    const user = await findUserById(ctx.db, check.userId);
    if (!user || !(await consumeEmailToken(ctx.db, check.tokenHash, ctx.now()))) {
      throw badRequest('token_invalid', coded('account.confirmTokenInvalid'));
    }
    await markConfirmed(ctx.db, user.id, roleOnConfirmation(ctx.config, user.email), ctx.now());
    request.log.info({ userId: user.id }, 'account confirmed');
    return said('account.confirmed');
  });

  // Same answer whether or not the address has an unconfirmed account, so it reveals nothing.
  const resend = { body: resendConfirmationRequest, response: { 200: messageResponse } };
  routes.post('/backend/resend_confirmation', { schema: resend }, async (request) => {
    const { emailId } = request.body;
    const user = await findUserByEmail(ctx.db, emailId);
    if (user?.status === 'unconfirmed') await mailConfirmationAgain(ctx, mailer, user, request.log);
    return said('account.confirmationResent');
  });
}
