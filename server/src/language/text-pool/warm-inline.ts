import { setTimeout as pause } from 'node:timers/promises';
import { warmUpLid } from '@zuban/engines/langid';
import { warmOcrEngine } from '@zuban/engines/ocr';
import type { TextModelFiles } from './model-files';
import { beginMainThreadLoad } from './pool';
import { textEngines, WARM_SAMPLE } from './text-engines';

/**
 * langid's three models first (fastText lid.176 through WebAssembly, Roman Urdu, Punjabi-versus-
 * Urdu; a sample text reaches only those its scripts need): /healthz's langid probe waits for
 * them, and fastText loads in several asynchronous steps that each would otherwise wait behind a
 * synchronous model load.
 */
const firstSteps: (() => unknown)[] = [warmUpLid];
/**
 * OCR's lexicon correction last (the spell lexicon and the confusion table), which runs in this
 * process when the engine queue does (no REDIS_URL).
 */
const lastSteps: (() => unknown)[] = [warmOcrEngine];

/**
 * The pause before each load. A turn of the event loop alone (setImmediate) let one /healthz wait
 * 10 s on a loaded 2-core machine: a request needs several I/O round trips (database, probes), and
 * each waited for the next load to end; a pause lets requests in flight finish between loads.
 */
const PAUSE_BETWEEN_LOADS_MS = 25;

/**
 * Loads the models of the engines that may run on the event loop (inline-decision.ts),
 * one engine at a time with a pause between them, so the server answers (and
 * /healthz says `ready: false`) meanwhile; /healthz is ready once all are loaded. Without it each
 * engine's first short call loads its model on the event loop (the spell lexicon ~2 s) and every
 * other request waits. Only `serve` calls it: test apps load models on first use. Resolves with
 * the milliseconds it took. Romanization never runs inline, so its model stays on the pool threads.
 */
export function startInlineEngines(files: TextModelFiles = {}): Promise<number> {
  const started = performance.now();
  const steps = [
    ...firstSteps,
    ...Object.values(textEngines)
      .filter((engine) => engine.usPerChar !== undefined)
      .map((engine) => () => engine.runUntrusted({ text: WARM_SAMPLE, volume: 1 }, files)),
    ...lastSteps,
  ];
  const done = beginMainThreadLoad();
  return (async () => {
    try {
      for (const step of steps) {
        await pause(PAUSE_BETWEEN_LOADS_MS);
        await step();
      }
      return performance.now() - started;
    } finally {
      done();
    }
  })();
}
