import { messageResponse } from '@zuban/contract/accounts';
import { adminService, newServiceBody, serviceNameBody, serviceNameParams } from '@zuban/contract/admin';
import { coded, said } from '@zuban/contract/message-catalogue';
import { findService } from '@zuban/contract/services/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { AppError, badRequest, notFound } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { recordAudit } from './audit-repo';
import { staffSessionFirst } from './guard';
import { presentPrice } from './price-fields';
import { priceUpdateRoutes } from './price-update-routes';
import {
  closeService,
  findLiveService,
  findServiceRow,
  listLiveServices,
  openService,
} from './services-repo';

async function liveService(ctx: AppContext, serviceName: string) {
  const row = await findLiveService(ctx.db, serviceName);
  if (!row) throw notFound(coded('staff.noSuchService', { name: serviceName }), 'service_not_found');
  return row;
}

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
  routes.post('/backend/service_detail', { ...staff, schema: list }, async () => {
    const rows = await listLiveServices(ctx.db);
    return rows.map((r) => ({
      serviceName: r.id,
      serviceTitle: r.title,
      ...presentPrice(r),
      deleted: false,
    }));
  });

  routes.post(
    '/backend/new_service',
    { ...staff, schema: { body: newServiceBody, response: answer } },
    async (request) => {
      const actor = principalOf(request);
      const body = request.body;
      if (!findService(body.serviceName)) {
        throw badRequest('unknown_service', coded('staff.serviceUnknown', { name: body.serviceName }));
      }
      const now = ctx.now();
      const values = {
        title: body.serviceTitle,
        unit_cost_milli: body.unit_cost,
        discount_percent: body.discount,
        min_units: body.min_unit,
        min_charge_milli: body.min_charge,
        updated_at: now,
      };
      await ctx.db.transaction().execute(async (trx) => {
        const existing = await findServiceRow(trx, body.serviceName);
        if (existing && existing.disabled_at === null) {
          throw new AppError(409, 'service_exists', coded('staff.serviceExists', { name: body.serviceName }));
        }
        await openService(trx, body.serviceName, values, existing !== undefined);
        await recordAudit(
          trx,
          actor,
          {
            action: 'service.add',
            targetType: 'service',
            targetId: body.serviceName,
            before: existing ? { ...presentPrice(existing), deleted: true } : undefined,
            after: { title: body.serviceTitle, ...presentPrice(values) },
          },
          now,
        );
      });
      return said('staff.serviceAdded');
    },
  );

  const remove = { params: serviceNameParams, response: answer };
  routes.post('/backend/service_delete/:serviceName', { ...staff, schema: remove }, async (request) => {
    const actor = principalOf(request);
    const row = await liveService(ctx, request.params.serviceName);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      await closeService(trx, row.id, now);
      await recordAudit(
        trx,
        actor,
        {
          action: 'service.delete',
          targetType: 'service',
          targetId: row.id,
          before: presentPrice(row),
          after: { deleted: true },
        },
        now,
      );
    });
    return said('staff.serviceDeleted');
  });

  priceUpdateRoutes(app, ctx, {
    path: (f) => `/backend/update_${f.suffix}`,
    key: serviceNameBody,
    fieldName: (f) => f.serviceField,
    target: async (_actor, key) => {
      const row = await liveService(ctx, key.serviceName);
      return {
        table: 'services',
        row,
        action: 'service.update',
        targetType: 'service',
        targetId: row.id,
        present: presentPrice,
      };
    },
    done: 'Service updated.',
  });
}
