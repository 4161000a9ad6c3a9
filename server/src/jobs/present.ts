import { messageCatalogue } from '@zuban/contract/message-catalogue';
import { milliToPkr } from '@zuban/contract/pricing';
import { findService } from '@zuban/contract/services/index';
import type { JobsTable } from '../db/schema';

// The portal is Pakistani: dates and times are shown in Pakistan time.
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', dateStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A job's remarks by its status: the catalogue's `job.<status>` messages, which the web translates by status. */
const remarks: Record<JobsTable['status'], string> = messageCatalogue.job;

/** A history row as the spec's table reads it: id, serviceId, cost (PKR), date, time. */
export function historyItem(job: JobsTable) {
  return {
    id: job.id,
    serviceId: job.service_id,
    serviceTitle: findService(job.service_id)?.title ?? job.service_id,
    cost: milliToPkr(job.cost_milli),
    date: dateFormat.format(job.created_at),
    time: timeFormat.format(job.created_at),
    channel: job.channel,
    status: job.status,
    createdAt: job.created_at,
    keyId: job.api_key_id ?? null,
  };
}

/** The job detail page: the history fields plus remarks (status), text (input summary) and parameters. */
export function jobDetail(job: JobsTable) {
  return {
    ...historyItem(job),
    remarks: remarks[job.status],
    text: job.input_summary,
    parameters: job.parameters ? (JSON.parse(job.parameters) as Record<string, string | number>) : null,
    units: job.units,
    durationMs: job.duration_ms,
  };
}
