import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { balanceRoutes } from './balance-routes';
import { feedbackRoutes } from './feedback-routes';
import { loginRoutes } from './login-routes';
import { meRoutes } from './me-routes';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { registerRoutes } from './register-routes';
import { tokenRoutes } from './token-routes';

/** Every account route (spec section 7 paths under /backend/, plus the 8085 aliases). */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const mailer = ctx.mailer;
  app.addHook('onClose', async () => mailer.close());
  await registerRoutes(app, ctx, mailer);
  await loginRoutes(app, ctx);
  await meRoutes(app, ctx);
  await balanceRoutes(app, ctx);
  await passwordRoutes(app, ctx, mailer);
  await profileRoutes(app, ctx);
  await tokenRoutes(app, ctx);
  await feedbackRoutes(app, ctx, mailer);
}
