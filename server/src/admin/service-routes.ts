import { adminMessages as m, newServiceBody } from '@zuban/contract/admin';
import { findService } from '@zuban/contract/services/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../accounts/parse-body';
import type { AppContext } from '../context';
import { AppError, badRequest, notFound } from '../http/app-error';
import { recordAudit } from './audit';
import { requireStaffSession } from './guard';
import { parsePriceValue, presentPrice, priceFieldList } from './price-fields';
import { savePriceField } from './save-price-field';

const serviceNameBody = z.object({ serviceName: z.string().trim().min(1, 'Service name is required.') });

async function liveService(ctx: AppContext, serviceName: string) {
  const row = await ctx.db
    .selectFrom('services')
    .selectAll()
    .where('id', '=', serviceName)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(`No service named ${serviceName}.`, 'service_not_found');
  return row;
}

/**
 * Service Management (tools-admin-api §2, §7). A service is a price row of a catalogue service: an
 * engine must declare it, so "Add New Service" (re)opens a declared service; "Delete" closes it to
 * calls without losing its history. The next paid call uses whatever price is saved here.
 */
export async function adminServiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/backend/service_detail', async (request) => {
    await requireStaffSession(ctx, request);
    const rows = await ctx.db
      .selectFrom('services')
      .selectAll()
      .where('disabled_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      serviceName: r.id,
      serviceTitle: r.title,
      ...presentPrice(r),
      deleted: false,
    }));
  });

  app.post('/backend/new_service', async (request) => {
    const actor = await requireStaffSession(ctx, request);
    const body = parseBody(newServiceBody, request.body);
    if (!findService(body.serviceName)) {
      throw badRequest(
        'unknown_service',
        `${m.serviceNotAdded} No engine declares a service named ${body.serviceName}.`,
      );
    }
    const now = ctx.now();
    const values = {
      title: body.serviceTitle,
      unit_cost_milli: body.unit_cost,
      discount_percent: body.discount,
      min_units: body.min_unit,
      min_charge_milli: body.min_charge,
      disabled_at: null,
      updated_at: now,
    };
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('services')
        .selectAll()
        .where('id', '=', body.serviceName)
        .executeTakeFirst();
      if (existing && existing.disabled_at === null) {
        throw new AppError(409, 'service_exists', `${m.serviceNotAdded} ${body.serviceName} already exists.`);
      }
      if (existing)
        await trx.updateTable('services').set(values).where('id', '=', body.serviceName).execute();
      else
        await trx
          .insertInto('services')
          .values({ id: body.serviceName, created_at: now, ...values })
          .execute();
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
    return { message: 'Service added.' };
  });

  app.post<{ Params: { serviceName: string } }>('/backend/service_delete/:serviceName', async (request) => {
    const actor = await requireStaffSession(ctx, request);
    const row = await liveService(ctx, request.params.serviceName);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('services')
        .set({ disabled_at: now, updated_at: now })
        .where('id', '=', row.id)
        .execute();
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
    return { message: 'Service deleted.' };
  });

  for (const f of priceFieldList) {
    app.post(`/backend/update_${f.suffix}`, async (request) => {
      const actor = await requireStaffSession(ctx, request);
      const { serviceName } = parseBody(serviceNameBody, request.body);
      const value = parsePriceValue(request.body, f, f.serviceField);
      const row = await liveService(ctx, serviceName);
      await savePriceField(
        ctx,
        actor,
        {
          table: 'services',
          row,
          action: 'service.update',
          targetType: 'service',
          targetId: row.id,
          present: presentPrice,
        },
        f,
        value,
      );
      return { message: 'Service updated.' };
    });
  }
}
