import { messageResponse } from '@zuban/contract/accounts';
import { adminService, newServiceBody, serviceNameBody, serviceNameParams } from '@zuban/contract/admin';
import { said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { staffSessionFirst } from './guard';
import { priceUpdateRoutes } from './price-update-routes';
import {
  closeServicePrice,
  liveServicesForStaff,
  openServicePrice,
  servicePriceTarget,
} from './service-price-service';

const answer = { 200: messageResponse };

/**
 * Service Management (tools-admin-api §2, §7). A service is a price row of a catalogue service: an
 * engine must declare it, so "Add New Service" (re)opens a declared service; "Delete" closes it to
 * calls without losing its history. The next paid call uses whatever price is saved here.
 */
export async function adminServiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };

  const list = { response: { 200: z.array(adminService) } };
  routes.post('/backend/service_detail', { ...staff, schema: list }, async () => liveServicesForStaff(ctx));

  routes.post(
    '/backend/new_service',
    { ...staff, schema: { body: newServiceBody, response: answer } },
    async (request) => {
      await openServicePrice(ctx, principalOf(request), request.body);
      return said('staff.serviceAdded');
    },
  );

  const remove = { params: serviceNameParams, response: answer };
  routes.post('/backend/service_delete/:serviceName', { ...staff, schema: remove }, async (request) => {
    await closeServicePrice(ctx, principalOf(request), request.params.serviceName);
    return said('staff.serviceDeleted');
  });

  priceUpdateRoutes(app, ctx, {
    path: (f) => `/backend/update_${f.suffix}`,
    key: serviceNameBody,
    fieldName: (f) => f.serviceField,
    target: (_actor, key) => servicePriceTarget(ctx, key.serviceName),
    done: 'Service updated.',
  });
}
