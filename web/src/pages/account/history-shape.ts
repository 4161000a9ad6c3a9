/**
 * Reading POST /backend/history. The server pages it ({ jobs, page, pages }); a bare array (the
 * legacy shape, newest first) is paged here, 25 rows a page.
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

export function toHistoryPage(body: unknown, page: number): HistoryPage {
  if (isJobList(body)) {
    const pageCount = Math.max(1, Math.ceil(body.length / historyPageSize));
    const p = Math.min(Math.max(1, page), pageCount);
    return { jobs: body.slice((p - 1) * historyPageSize, p * historyPageSize), page: p, pageCount };
  }
  if (body && typeof body === 'object' && 'jobs' in body && isJobList((body as { jobs: unknown }).jobs)) {
    const b = body as { jobs: JobRow[]; page?: unknown; pages?: unknown };
    return {
      jobs: b.jobs,
      page: typeof b.page === 'number' ? b.page : page,
      pageCount: typeof b.pages === 'number' ? Math.max(1, b.pages) : 1,
    };
  }
  return { jobs: [], page: 1, pageCount: 1 };
}

/** Costs arrive as PKR numbers; show them the way the balance is shown. */
export function formatCost(cost: number | string): string {
  const n = typeof cost === 'number' ? cost : Number(cost);
  if (!Number.isFinite(n)) return String(cost);
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
}
