import { availableParallelism } from 'node:os';
import type { Config } from '../../config/config';
import { type TextModelFiles, textModelFiles } from './model-files';

/** How the process runs its text engines; docs/configuration.md documents each variable. */
export interface TextPoolSettings {
  /** Worker threads in the pool (TEXT_POOL_THREADS; unset: the cores, or one fewer when TEXT_POOL_NICE is 0). */
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
 * As many threads as cores while they run niced (TEXT_POOL_NICE > 0): the event loop, which runs every
 * paid call's own work and the inline engines, still wins a core when it wants one, and large calls
 * get the whole machine otherwise (POS at 1,000 characters: +13-50% over one thread fewer, small
 * calls' p99 under load unchanged; docs/performance.md). At niceness 0 one thread fewer, so threads
 * and the event loop do not oversubscribe the cores: with as many threads as cores and no niceness,
 * large calls took the event loop's core and small calls' p99 tripled (#35).
 */
function defaultThreads(nice: number): number {
  const cores = availableParallelism();
  return nice > 0 ? cores : Math.max(1, cores - 1);
}

export function textPoolSettings(config: Pick<Config, 'settings'>): TextPoolSettings {
  const s = config.settings;
  return {
    threads: s.TEXT_POOL_THREADS ?? defaultThreads(s.TEXT_POOL_NICE),
    memoryMb: s.TEXT_TASK_MEMORY_MB,
    nice: s.TEXT_POOL_NICE,
    timeoutMs: s.TEXT_TASK_TIMEOUT_MS,
    inlineBudgetUs: s.TEXT_INLINE_BUDGET_US,
    inlineMaxChars: s.TEXT_INLINE_MAX_CHARS ?? Number.POSITIVE_INFINITY,
    models: textModelFiles(config),
  };
}
