import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Strings too large for Redis (an hour of WAV is ~154 MB of base64) travel as files in a directory
 * that the API processes and the workers share (DATA_DIR/queue-payloads, or QUEUE_SPILL_DIR: a
 * shared volume when workers run on other machines); Redis carries only the file's name.
 */
export const SPILL_BYTES = 256 * 1024;

interface SpilledRef {
  $spilled: string;
}

const NAME = /^[A-Za-z0-9_-]{1,80}\.(in|out)\.[A-Za-z0-9_]{1,64}$/;

function isSpilledRef(value: unknown): value is SpilledRef {
  return typeof value === 'object' && value !== null && typeof (value as SpilledRef).$spilled === 'string';
}

/**
 * The object with each top-level string over SPILL_BYTES written to its own file, and the names
 * of the files written (to delete when the job ends).
 */
export async function spillLargeStrings(
  dir: string,
  jobId: string,
  tag: 'in' | 'out',
  value: Record<string, unknown>,
): Promise<{ payload: Record<string, unknown>; files: string[] }> {
  const payload: Record<string, unknown> = { ...value };
  const files: string[] = [];
  for (const [field, fieldValue] of Object.entries(value)) {
    if (typeof fieldValue !== 'string' || fieldValue.length <= SPILL_BYTES) continue;
    const name = `${jobId}.${tag}.${field}`;
    if (!NAME.test(name)) continue;
    if (files.length === 0) await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), fieldValue, 'utf8');
    files.push(name);
    payload[field] = { $spilled: name } satisfies SpilledRef;
  }
  return { payload, files };
}

/** The object with every spilled field read back from its file. */
export async function restoreSpilled(
  dir: string,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const restored: Record<string, unknown> = { ...payload };
  for (const [field, value] of Object.entries(payload)) {
    if (!isSpilledRef(value)) continue;
    // The name comes from Redis: never a path, only a name of the form this module writes.
    if (!NAME.test(value.$spilled)) throw new Error(`bad spilled payload name for field ${field}`);
    restored[field] = await readFile(join(dir, value.$spilled), 'utf8');
  }
  return restored;
}

/** The names of the spilled fields of a payload (the output's, which the API deletes after reading). */
export function spilledNames(payload: Record<string, unknown>): string[] {
  return Object.values(payload)
    .filter(isSpilledRef)
    .map((ref) => ref.$spilled)
    .filter((name) => NAME.test(name));
}

export async function removeSpilled(dir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
}

/** Deletes spilled files older than `maxAgeMs`: those of jobs whose API process died or gave up. */
export async function pruneSpilled(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!NAME.test(name)) continue;
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info && now - info.mtimeMs > maxAgeMs) {
      await rm(join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
