import type { ApplicationView, FellowshipForm, FellowshipStatus } from '@zuban/contract/fellowship';
import type { Kysely, Selectable } from 'kysely';
import type { Database, FellowshipApplicationsTable } from '../db/schema';

export function presentApplication(
  r: Selectable<FellowshipApplicationsTable>,
  creditExpiresAt: number | null,
): ApplicationView {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    submittedAt: r.created_at,
    decidedAt: r.decided_at,
    form: JSON.parse(r.form) as FellowshipForm,
    files: { proposal: r.proposal_file_id, cv: r.cv_file_id, recommendation: r.letter_file_id },
    creditExpiresAt,
  };
}

async function grantExpiry(db: Kysely<Database>, applicationId: string): Promise<number | null> {
  const g = await db
    .selectFrom('credit_grants')
    .select('expires_at')
    .where('source_id', '=', applicationId)
    .executeTakeFirst();
  return g?.expires_at ?? null;
}

export async function latestApplication(
  db: Kysely<Database>,
  userId: string,
): Promise<ApplicationView | null> {
  const r = await db
    .selectFrom('fellowship_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return r ? presentApplication(r, await grantExpiry(db, r.id)) : null;
}

export async function listApplications(
  db: Kysely<Database>,
  status: FellowshipStatus | undefined,
): Promise<ApplicationView[]> {
  // The grant's expiry comes in the same query: one row per application, whatever the list's length.
  let q = db
    .selectFrom('fellowship_applications')
    .innerJoin('users', 'users.id', 'fellowship_applications.user_id')
    .leftJoin('credit_grants', 'credit_grants.source_id', 'fellowship_applications.id')
    .selectAll('fellowship_applications')
    .select([
      'users.email as user_email',
      'users.first_name as user_first_name',
      'credit_grants.expires_at as grant_expires_at',
    ]);
  if (status) q = q.where('fellowship_applications.status', '=', status);
  const rows = await q.orderBy('fellowship_applications.created_at', 'desc').limit(500).execute();
  return rows.map((r) => ({
    ...presentApplication(r, r.grant_expires_at ?? null),
    user: { id: r.user_id, email: r.user_email, firstName: r.user_first_name },
  }));
}

/** Marks a pending application decided; false when someone else decided it first. */
export async function decideApplication(
  db: Kysely<Database>,
  id: string,
  d: { status: FellowshipStatus; by: string; at: number; reason: string | null },
): Promise<boolean> {
  const row = await db
    .updateTable('fellowship_applications')
    .set({ status: d.status, decided_by: d.by, decided_at: d.at, reason: d.reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Files a new pending application with its three stored PDFs. */
export async function insertApplication(
  db: Kysely<Database>,
  a: {
    id: string;
    userId: string;
    form: FellowshipForm;
    files: Record<'proposal' | 'cv' | 'recommendation', string>;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('fellowship_applications')
    .values({
      id: a.id,
      user_id: a.userId,
      form: JSON.stringify(a.form),
      proposal_file_id: a.files.proposal,
      cv_file_id: a.files.cv,
      letter_file_id: a.files.recommendation,
      status: 'pending',
      reason: null,
      decided_by: null,
      decided_at: null,
      created_at: a.at,
    })
    .execute();
}

/** An application with its applicant's email and first name, for the decision and its mail. */
export async function findApplicationForReview(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('fellowship_applications')
    .innerJoin('users', 'users.id', 'fellowship_applications.user_id')
    .selectAll('fellowship_applications')
    .select(['users.email as email', 'users.first_name as first_name'])
    .where('fellowship_applications.id', '=', id)
    .executeTakeFirst();
}
