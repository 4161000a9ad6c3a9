// `npm run quality -- <engine>`: runs engines/<engine>/training/quality.ts, which prints that engine's
// figures on the dev splits in ../shared/data (or skips with a message when the data is absent).
// Each quality module exports `runQuality(dataDir: string): Promise<void>`.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.ZUBAN_DATA_DIR ?? resolve(repoRoot, '../shared/data');
const enginesDir = join(repoRoot, 'engines');

interface QualityModule {
  runQuality: (dataDir: string) => Promise<void>;
}

function enginesWithQuality(): string[] {
  return readdirSync(enginesDir).filter((name) =>
    existsSync(join(enginesDir, name, 'training', 'quality.ts')),
  );
}

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const available = enginesWithQuality();
  if (names.length === 0) {
    console.log(`usage: npm run quality -- <engine ...|all>\nengines: ${available.join(', ')}`);
    return;
  }
  const selected = names.includes('all') ? available : names;
  for (const name of selected) {
    if (!available.includes(name)) {
      console.error(`no quality script for "${name}" (have: ${available.join(', ')})`);
      process.exitCode = 1;
      continue;
    }
    console.log(`\n=== quality: ${name} (data: ${dataDir})`);
    const mod = (await import(
      pathToFileURL(join(enginesDir, name, 'training', 'quality.ts')).href
    )) as QualityModule;
    await mod.runQuality(dataDir);
  }
}

await main();
