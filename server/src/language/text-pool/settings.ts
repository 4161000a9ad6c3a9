import { availableParallelism } from 'node:os';
import type { Config } from '../../config/config';
import { type TextModelFiles, textModelFiles } from './model-files';

/** How the process runs its text engines; docs/configuration.md documents each variable. */
export interface TextPoolSettings {
  /** Worker threads in the pool (TEXT_POOL_THREADS; unset: one core fewer than the machine has, at least 1). */
  threads: number;
  /** Each thread's old-generation heap cap in MB (TEXT_TASK_MEMORY_MB): worker resourceLimits. */
  memoryMb: number;
  /** The threads' Linux niceness (TEXT_POOL_NICE): the event loop wins the CPU from them. */
  nice: number;
  /** A task's deadline from submission, queue wait included (TEXT_TASK_TIMEOUT_MS). */
  timeoutMs: number;
  /** An estimated engine cost in µs up to which a call runs on the event loop (TEXT_INLINE_BUDGET_US). */
  inlineBudgetUs: number;
  /** Longer texts never run on the event loop (TEXT_INLINE_MAX_CHARS; 0: none; unset: no cap). */
  inlineMaxChars: number;
  /** The engines' model files, sent with each task (the threads never read the environment). */
  models: TextModelFiles;
}

// The defaults live in the settings schema (config/settings/limits.ts). TEXT_TASK_MEMORY_MB: the
// engines' models take ~280 MB of heap in a thread that has run all of them; the rest is room for
// one call's work (a normal 3,000-character call needs a few MB). TEXT_INLINE_BUDGET_US: see
// inline-decision.ts and docs/decisions/text-inline-by-cost.md.
/**
 * One thread fewer than the cores, so the threads and the event loop (which runs every paid call's
 * own work and the inline engines) do not oversubscribe them: with as many threads as cores, large
 * calls took the event loop's core too and small calls' p99 tripled (#35, docs/performance.md).
 */
function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function textPoolSettings(config: Pick<Config, 'settings'>): TextPoolSettings {
  const s = config.settings;
  return {
    threads: s.TEXT_POOL_THREADS ?? defaultThreads(),
    memoryMb: s.TEXT_TASK_MEMORY_MB,
    nice: s.TEXT_POOL_NICE,
    timeoutMs: s.TEXT_TASK_TIMEOUT_MS,
    inlineBudgetUs: s.TEXT_INLINE_BUDGET_US,
    inlineMaxChars: s.TEXT_INLINE_MAX_CHARS ?? Number.POSITIVE_INFINITY,
    models: textModelFiles(config),
  };
}
