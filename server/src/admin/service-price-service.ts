import type { AdminService, newServiceBody } from '@zuban/contract/admin';
import { coded } from '@zuban/contract/message-catalogue';
import { findService } from '@zuban/contract/services/index';
import type { z } from 'zod';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { AppError, badRequest, notFound } from '../http/app-error';
import { recordAudit } from './audit-repo';
import { presentPrice } from './price-fields';
import type { PriceTarget } from './save-price-field';
import {
  closeService,
  findLiveService,
  findServiceRow,
  listLiveServices,
  openService,
  type ServiceRow,
} from './services-repo';

// Service Management: a service is a price row of a catalogue service. Opening and closing one
// are audited; the next paid call uses whatever price is saved.

async function liveService(ctx: AppContext, serviceName: string): Promise<ServiceRow> {
  const row = await findLiveService(ctx.db, serviceName);
  if (!row) throw notFound(coded('staff.noSuchService', { name: serviceName }), 'service_not_found');
  return row;
}

/** The services open to calls, with their prices. */
export async function liveServicesForStaff(ctx: AppContext): Promise<AdminService[]> {
  const rows = await listLiveServices(ctx.db);
  return rows.map((r) => ({
    serviceName: r.id,
    serviceTitle: r.title,
    ...presentPrice(r),
    deleted: false,
  }));
}

/**
 * Opens (or reopens, after a delete) a declared service with its price (400 not declared by an
 * engine, 409 open already).
 */
export async function openServicePrice(
  ctx: AppContext,
  actor: Principal,
  body: z.infer<typeof newServiceBody>,
): Promise<void> {
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
}

/** Closes an open service to calls (404 when not open); its history stays. */
export async function closeServicePrice(
  ctx: AppContext,
  actor: Principal,
  serviceName: string,
): Promise<void> {
  const row = await liveService(ctx, serviceName);
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
}

/** The open service row a one-field price update changes (404 when not open). */
export async function servicePriceTarget(
  ctx: AppContext,
  serviceName: string,
): Promise<PriceTarget<ServiceRow>> {
  const row = await liveService(ctx, serviceName);
  return {
    table: 'services',
    row,
    action: 'service.update',
    targetType: 'service',
    targetId: row.id,
    present: presentPrice,
  };
}
