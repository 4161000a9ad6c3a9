import { type MessageResponse, type UserDetailsResponse, updateUserRequest } from '@zuban/contract/accounts';
import { accountMessages as m } from '@zuban/contract/messages';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../admin/audit';
import { auditStaffAccess } from '../admin/staff-access';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import { badRequest } from '../http/app-error';
import { type ProfileChanges, updateProfile } from '../users/users-repo';
import { parseBody } from './parse-body';
import { targetUser } from './target-user';

// The spec serves these two on a separate port (8085); here they live under /backend/ and the
// spec's bare paths stay as aliases.

export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const path of ['/backend/userdetails/:email', '/userdetails/:email']) {
    app.post<{ Params: { email: string } }>(path, async (request): Promise<UserDetailsResponse> => {
      const principal = await requireUser(ctx, request);
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
      };
    });
  }

  for (const path of ['/backend/update_user', '/update_user']) {
    app.post(path, async (request): Promise<MessageResponse> => {
      const principal = await requireUser(ctx, request);
      const body = parseBody(updateUserRequest, request.body);
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
      if (Object.keys(changes).length === 0) throw badRequest('nothing_to_update', m.nothingToUpdate);
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
      return { message: m.profileUpdated };
    });
  }
}
