import { availableParallelism } from 'node:os';
import { type Config, positiveIntegerSetting } from '../../config/config';

/** How the process runs its text engines; docs/configuration.md documents each variable. */
export interface TextPoolSettings {
  /** Worker threads in the pool (TEXT_POOL_THREADS), all started with the pool. */
  threads: number;
  /** Each thread's old-generation heap cap in MB (TEXT_TASK_MEMORY_MB): worker resourceLimits. */
  memoryMb: number;
  /** A task's deadline from submission, queue wait included (TEXT_TASK_TIMEOUT_MS). */
  timeoutMs: number;
  /** Texts up to this many characters run on the event loop (TEXT_INLINE_MAX_CHARS; 0: none). */
  inlineMaxChars: number;
}

export const TEXT_TASK_TIMEOUT_MS = 10_000;
// The engines' models take ~280 MB of heap in a thread that has run all of them; the rest is
// room for one call's work (a normal 3,000-character call needs a few MB).
export const TEXT_TASK_MEMORY_MB = 1024;
// Measured in bench/text-pool.ts and bench/api.ts (docs/decisions.md): on this many characters no
// inline text engine takes more than a few ms, whatever the characters, while the pool's round
// trip would cost a short paid call several times its engine's work.
export const TEXT_INLINE_MAX_CHARS = 300;

function nonNegativeIntegerSetting(config: Pick<Config, 'env'>, name: string, fallback: number): number {
  const raw = config.env[name];
  const configured = Number(raw);
  return raw !== undefined && Number.isInteger(configured) && configured >= 0 ? configured : fallback;
}

export function textPoolSettings(config: Pick<Config, 'env'>): TextPoolSettings {
  return {
    threads: positiveIntegerSetting(config, 'TEXT_POOL_THREADS', availableParallelism()),
    memoryMb: positiveIntegerSetting(config, 'TEXT_TASK_MEMORY_MB', TEXT_TASK_MEMORY_MB),
    timeoutMs: positiveIntegerSetting(config, 'TEXT_TASK_TIMEOUT_MS', TEXT_TASK_TIMEOUT_MS),
    inlineMaxChars: nonNegativeIntegerSetting(config, 'TEXT_INLINE_MAX_CHARS', TEXT_INLINE_MAX_CHARS),
  };
}
