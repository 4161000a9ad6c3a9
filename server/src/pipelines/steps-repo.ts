import type { PipelineStepStatus, PipelineStepView } from '@zuban/contract/pipeline';
import { milliToPkr } from '@zuban/contract/pricing';
import type { Db } from '../db/database';

/** The planned steps of a pipeline, written with its parent job: each with the job id it will run under. */
export async function insertSteps(
  db: Db,
  parentId: string,
  steps: ReadonlyArray<{ serviceId: string; jobId: string }>,
): Promise<void> {
  await db
    .insertInto('pipeline_steps')
    .values(
      steps.map((s, index) => ({
        parent_id: parentId,
        step_index: index,
        service_id: s.serviceId,
        job_id: s.jobId,
        status: 'pending',
      })),
    )
    .execute();
}

export async function setStepStatus(
  db: Db,
  parentId: string,
  index: number,
  status: PipelineStepStatus,
): Promise<void> {
  await db
    .updateTable('pipeline_steps')
    .set({ status })
    .where('parent_id', '=', parentId)
    .where('step_index', '=', index)
    .execute();
}

/** The steps after a stop: never run, never charged. */
export async function markRestNotRun(db: Db, parentId: string, fromIndex: number): Promise<void> {
  await db
    .updateTable('pipeline_steps')
    .set({ status: 'not_run' })
    .where('parent_id', '=', parentId)
    .where('step_index', '>=', fromIndex)
    .execute();
}

function stepStatusOfJob(status: string): PipelineStepStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'cancelled') return 'failed';
  return 'running';
}

/**
 * The steps as their owner reads them, with what each step's job was charged: the job row's
 * cost, 0 once refunded (failed) or when it never ran (no job row).
 */
export async function listSteps(db: Db, parentId: string): Promise<PipelineStepView[]> {
  const rows = await db
    .selectFrom('pipeline_steps as s')
    .leftJoin('jobs as j', 'j.id', 's.job_id')
    .select([
      's.step_index',
      's.service_id',
      's.job_id',
      's.status',
      'j.cost_milli',
      'j.status as job_status',
    ])
    .where('s.parent_id', '=', parentId)
    .orderBy('s.step_index')
    .execute();
  return rows.map((r) => {
    const ran = r.job_status !== null && r.job_status !== undefined;
    const charged = ran && r.job_status !== 'failed' && r.job_status !== 'cancelled';
    return {
      index: Number(r.step_index),
      service: r.service_id,
      jobId: ran ? r.job_id : null,
      cost: charged ? milliToPkr(Number(r.cost_milli ?? 0)) : 0,
      // Once its job exists the step is as its job is; before, as the pipeline marked it.
      status: ran ? stepStatusOfJob(r.job_status!) : (r.status as PipelineStepStatus),
    };
  });
}

/** True once any step of this pipeline was started: a runner that took it again must not charge them twice. */
export async function anyStepStarted(db: Db, parentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pipeline_steps')
    .select('step_index')
    .where('parent_id', '=', parentId)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** The job ids the steps were planned under, in order. */
export async function stepJobIdsOf(db: Db, parentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('pipeline_steps')
    .select('job_id')
    .where('parent_id', '=', parentId)
    .orderBy('step_index')
    .execute();
  return rows.map((r) => r.job_id);
}
