import type { UiLanguage } from '@zuban/contract/languages';
import { formatPkr } from '../../i18n/format';

/**
 * Reading POST /backend/history?page=N: the list of jobs on that page, newest first, with the total
 * in X-Total-Count (#23). A list without the header (the legacy shape: every job) is paged here,
 * 25 rows a page.
 */
export interface JobRow {
  id: string;
  serviceId: string;
  serviceTitle?: string | null;
  cost: number | string;
  date: string;
  time: string;
}

export interface HistoryPage {
  jobs: JobRow[];
  page: number;
  pageCount: number;
}

export const historyPageSize = 25;

function isJobList(v: unknown): v is JobRow[] {
  return Array.isArray(v);
}

export function toHistoryPage(body: unknown, page: number, totalCount?: string | null): HistoryPage {
  if (!isJobList(body)) return { jobs: [], page: 1, pageCount: 1 };
  const total = totalCount ? Number(totalCount) : Number.NaN;
  if (Number.isInteger(total) && total >= 0) {
    return { jobs: body, page, pageCount: Math.max(1, Math.ceil(total / historyPageSize)) };
  }
  const pageCount = Math.max(1, Math.ceil(body.length / historyPageSize));
  const p = Math.min(Math.max(1, page), pageCount);
  return { jobs: body.slice((p - 1) * historyPageSize, p * historyPageSize), page: p, pageCount };
}

/** Costs arrive as PKR numbers; show them the way the balance is shown, in the page's language. */
export function formatCost(cost: number | string, language: UiLanguage = 'en'): string {
  const n = typeof cost === 'number' ? cost : Number(cost);
  if (!Number.isFinite(n)) return String(cost);
  return formatPkr(n, language);
}
