// `npm run bench -- <name ...|all>`: runs bench/<name>.ts, each a script that measures and prints figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'bench');
const available = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.slice(0, -3));

const names = process.argv.slice(2);
if (names.length === 0) {
  console.log(`usage: npm run bench -- <name ...|all>\nbenchmarks: ${available.join(', ')}`);
  process.exit(0);
}
const selected = names.includes('all') ? available : names;
let failed = false;
for (const name of selected) {
  if (!available.includes(name)) {
    console.error(`no benchmark "${name}" (have: ${available.join(', ')})`);
    failed = true;
    continue;
  }
  // A child process each, so one benchmark's warm caches and workers do not colour the next.
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
