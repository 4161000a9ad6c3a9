import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The doors between the rooms (.dependency-cruiser.cjs, #33 item 2), run inside `make test` so the
// shape of the code cannot drift back. Each failure lists the imports that broke a rule.

const root = join(import.meta.dirname, '..');
const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const knownFile = '.dependency-cruiser-known-violations.json';
const cruised = ['server/src', 'web/src', 'engines', 'contract'];

interface Violation {
  type: string;
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

function cruise(paths: string[], cwd = root): Violation[] {
  const args = [
    cli,
    '--config',
    join(root, '.dependency-cruiser.cjs'),
    '--output-type',
    'json',
    '--no-cache',
  ];
  // depcruise exits non-zero when a rule is broken; the JSON report is on stdout either way.
  let stdout: string;
  try {
    stdout = execFileSync(process.execPath, [...args, ...paths], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
  } catch (error) {
    stdout = String((error as { stdout?: unknown }).stdout ?? '');
    if (stdout === '') throw error;
  }
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

const line = (v: Violation) => `${v.rule.name}: ${v.from} -> ${v.to}`;

// dependency-cruiser's --ignore-known softens module violations only, not folder ones, so the list of
// known violations is matched here, by rule, from and to.
const known = JSON.parse(readFileSync(join(root, knownFile), 'utf8')) as Violation[];

describe('dependency rules', () => {
  let now: Violation[] = [];
  beforeAll(() => {
    now = cruise(cruised);
  }, 120_000);

  it('no import breaks a rule, beyond the known folder cycles', () => {
    const tolerated = new Set(known.map(line));
    expect(now.map(line).filter((l) => !tolerated.has(l))).toEqual([]);
  });

  it('the known violations are folder cycles and route-to-repository imports that still exist, so the list only shrinks', () => {
    const ratchets = ['no-folder-cycle', 'repo-only-from-services'];
    expect(known.filter((v) => !ratchets.includes(v.rule.name)).map(line)).toEqual([]);
    const current = new Set(now.map(line));
    expect(known.map(line).filter((l) => !current.has(l))).toEqual([]);
  });

  it('each door rule catches the import it forbids', () => {
    // A scratch tree with the repository's folder names, so the rules' paths match without touching
    // the real tree that other tests read.
    const scratch = mkdtempSync(join(tmpdir(), 'zuban-depcruise-'));
    const files: Record<string, string> = {
      'tsconfig.json': '{}\n',
      'server/src/version.ts': 'export const version = 1;\n',
      'engines/probe.ts': "export { version } from '../server/src/version';\n",
      'web/src/probe.ts': "export { version } from '../../server/src/version';\n",
      'contract/src/probe.ts': "export { version } from '../../server/src/version';\n",
    };
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(scratch, path)), { recursive: true });
        writeFileSync(join(scratch, path), text);
      }
      const names = cruise(['engines', 'web', 'contract'], scratch).map((v) => v.rule.name);
      expect(names.sort()).toEqual([
        'contract-only-itself',
        'engines-not-to-server-or-web',
        'web-not-to-server-or-engines',
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});
