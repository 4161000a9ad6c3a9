import { messageResponse, updateUserRequest, userDetailsResponse } from '@zuban/contract/accounts';
import { said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditStaffAccess } from '../admin/staff-access';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { updateUserProfile } from './profile-service';
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
      const target = await targetUser(ctx, principal, {
        email: body.emailId,
        accessToken: body.accessToken,
      });
      const fields = await updateUserProfile(ctx, principal, target, body);
      request.log.info({ userId: target.user.id, by: principal.userId, fields }, 'profile updated');
      return said('account.profileUpdated');
    });
  }
}
