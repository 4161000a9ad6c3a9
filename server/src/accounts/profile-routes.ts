import { messageResponse, updateUserRequest, userDetailsResponse } from '@zuban/contract/accounts';
import { coded, said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../admin/audit-repo';
import { auditStaffAccess } from '../admin/staff-access';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { badRequest } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { type ProfileChanges, updateProfile } from '../users/users-repo';
import { targetUser } from './target-user';

// The spec serves these two on a separate port (8085); here they live under /backend/ and the
// spec's bare paths stay as aliases.

const detailsSchema = { params: z.object({ email: z.string() }), response: { 200: userDetailsResponse } };
const updateSchema = { body: updateUserRequest, response: { 200: messageResponse } };

export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const details = { preValidation: accountHolder(ctx), schema: detailsSchema };
  for (const path of ['/backend/userdetails/:email', '/userdetails/:email']) {
    routes.post(path, details, async (request) => {
      const principal = principalOf(request);
      const { user, onBehalf } = await targetUser(ctx, principal, { email: request.params.email });
      if (onBehalf) {
        await auditStaffAccess(ctx, principal, {
          action: 'user.view_details',
          targetType: 'user',
          targetId: user.id,
        });
      }
      return {
        emailId: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        address: user.address,
        country: user.country,
        contact: user.contact,
        organization: user.organization,
        language: user.language,
      };
    });
  }

  for (const path of ['/backend/update_user', '/update_user']) {
    routes.post(path, { preValidation: accountHolder(ctx), schema: updateSchema }, async (request) => {
      const principal = principalOf(request);
      const body = request.body;
      const { user, onBehalf } = await targetUser(ctx, principal, {
        email: body.emailId,
        accessToken: body.accessToken,
      });
      const changes: ProfileChanges = {};
      if (body.firstName !== undefined) changes.first_name = body.firstName;
      if (body.lastName !== undefined) changes.last_name = body.lastName;
      if (body.address !== undefined) changes.address = body.address;
      if (body.country !== undefined) changes.country = body.country;
      if (body.contact !== undefined) changes.contact = body.contact;
      if (body.organization !== undefined) changes.organization = body.organization;
      if (body.language !== undefined) {
        changes.language = body.language;
        changes.language_chosen_at = ctx.now();
      }
      if (Object.keys(changes).length === 0)
        throw badRequest('nothing_to_update', coded('account.nothingToUpdate'));
      await ctx.db.transaction().execute(async (trx) => {
        await updateProfile(trx, user.id, changes);
        if (!onBehalf) return;
        const before = Object.fromEntries(
          Object.keys(changes).map((k) => [k, user[k as keyof ProfileChanges]]),
        );
        await recordAudit(
          trx,
          principal,
          { action: 'user.update_profile', targetType: 'user', targetId: user.id, before, after: changes },
          ctx.now(),
        );
      });
      request.log.info(
        { userId: user.id, by: principal.userId, fields: Object.keys(changes) },
        'profile updated',
      );
      return said('account.profileUpdated');
    });
  }
}
