// The text pool's worker entry. Worker threads start as plain Node, without the tsx loader the
// server (`node --import tsx`) or Vitest gave the main thread, so this plain-JS file registers tsx
// for one import and hands piscina the TypeScript handler.
//
// The default export is a promise of the handler: piscina awaits it before the thread reports
// ready, so a thread that replaces one ended by a deadline or the memory cap takes no task before
// the engines' code (and, with `preload`, every model) is loaded.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

export default tsImport('./text-task.ts', import.meta.url).then(async (module) => {
  await module.startTextThread(workerData);
  return module.runTextTask;
});
