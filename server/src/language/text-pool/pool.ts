import Piscina from 'piscina';
import { Lanes } from './lanes';
import type { TextModelFiles } from './model-files';
import type { TextPoolSettings } from './settings';
import type { TextTask, TextTaskResult } from './text-task';

type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;

/**
 * A piscina pool with its waiting room (lanes.ts): tasks wait there, and piscina gets one only when
 * a thread is free. T and R are the worker's tasks and answers (text-task.ts unless a test gives
 * the pool a worker of its own).
 */
export class TextPool<T = TextTask, R = TextTaskResult> extends Piscina<T, R> {
  readonly lanes: Lanes;

  constructor(options: PoolOptions & { maxThreads: number; maxQueue: number }) {
    super(options);
    this.lanes = new Lanes(options.maxThreads, options.maxQueue);
  }
}

const workerFile = new URL('./text-worker.mjs', import.meta.url).href;
// Waiting tasks per thread before a call is turned away at once (503 busy) instead of queueing.
const QUEUED_TASKS_PER_THREAD = 256;

/** One pool per process and per thread settings: app instances in a process (tests) share it. */
const pools = new Map<string, TextPool<unknown, unknown>>();
/** Pools still loading their models at start-up (startTextPool): calls wait for it off the clock. */
const starting = new Map<TextPool<unknown, unknown>, Promise<unknown>>();

/**
 * The process's text-engine pool; the first call creates it. A pool created here loads each
 * engine's model in a thread on that thread's first call of it (tests, tools); the server creates
 * its pool with `preload` (startTextPool), so every thread, replacements included, loads all
 * models before it takes a task. Idle threads never keep the process alive (piscina unrefs them).
 */
export function textPool<T = TextTask, R = TextTaskResult>(
  settings: Pick<TextPoolSettings, 'threads' | 'memoryMb'> & Partial<Pick<TextPoolSettings, 'nice'>>,
  options: {
    preload?: boolean;
    models?: TextModelFiles;
    /**
     * The threads' entry (default text-worker.mjs, whose tasks are TextTask): a test passes one
     * that adds its own tasks to the production ones; T and R are then that entry's.
     */
    worker?: URL;
  } = {},
): TextPool<T, R> {
  const filename = options.worker?.href ?? workerFile;
  const nice = settings.nice ?? 0;
  const key = `${settings.threads}/${settings.memoryMb}/${nice}/${filename}`;
  const existing = pools.get(key);
  // The key names the worker entry, whose tasks are T: the pool found is the one made for T.
  if (existing) return existing as TextPool<T, R>;
  const pool = new TextPool<T, R>({
    filename,
    minThreads: settings.threads,
    maxThreads: settings.threads,
    // Tasks wait in the pool's Lanes, which hand piscina one only when a thread is free.
    maxQueue: settings.threads * QUEUED_TASKS_PER_THREAD,
    resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb },
    // No run- and wait-time histograms: nothing reads them, and each task paid for two records.
    recordTiming: false,
    workerData: { preload: options.preload === true, models: options.models ?? {}, nice },
  });
  // A thread that ends with no task on it (its tasks are answered with the error) is replaced by
  // piscina; without a listener the 'error' event would throw and take the server down.
  pool.on('error', (error: unknown) => {
    process.emitWarning(
      `A text-pool thread ended: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  pools.set(key, pool);
  return pool;
}

/** Start-up loads on the main thread (warm-inline.ts) still running: only /healthz waits for them. */
let mainThreadLoads = 0;

/** /healthz says `ready: false` from now until the returned `done` is called; calls do not wait. */
export function beginMainThreadLoad(): () => void {
  mainThreadLoads += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    mainThreadLoads -= 1;
  };
}

/** Until `loading` settles, calls on `pool` wait for it before their deadline starts. */
export function markStarting(pool: TextPool<unknown, unknown>, loading: Promise<unknown>): void {
  const settled = loading.then(
    () => undefined,
    () => undefined,
  );
  starting.set(pool, settled);
  void settled.then(() => starting.delete(pool));
}

/**
 * False while a pool's threads or the main thread (inline engines) still load their models at
 * start-up: /healthz reports it as `ready`.
 */
export function textEnginesReady(): boolean {
  return starting.size === 0 && mainThreadLoads === 0;
}

export function whenStarted(pool: TextPool<unknown, unknown>): Promise<unknown> | undefined {
  return starting.get(pool);
}

/** Stops every pool's threads (server shutdown); running tasks are answered with an abort error. */
export async function closeTextPools(): Promise<void> {
  const open = [...pools.values()];
  pools.clear();
  starting.clear();
  await Promise.all(open.map((pool) => pool.destroy()));
}
