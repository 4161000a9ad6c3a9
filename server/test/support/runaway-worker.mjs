// The text pool's worker entry for tests (runaway-tasks.ts): as language/text-pool/text-worker.mjs,
// a plain-JS file that registers tsx for one import, with the runaway tasks added to the
// production ones.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

export default tsImport('./runaway-tasks.ts', import.meta.url).then(async (module) => {
  await module.startTextThread(workerData);
  return module.runRunawayTask;
});
