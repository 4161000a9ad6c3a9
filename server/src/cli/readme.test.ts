import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commands } from './commands';

// The README is where a newcomer learns what the portal can do (#34): its command table names every
// command the CLI registers, and it links every doc, so that a new doc or command shows up here.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The first code span of each row of the table under "## Command line". */
function tableCommands(): string[] {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Command line')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => /^\| `([^`]+)`/.exec(line)?.[1] ?? '');
}

/** Relative link targets of README's Markdown links, without their #fragment. */
function relativeLinks(): string[] {
  return [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] as string)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] as string);
}

describe('README.md', () => {
  it('lists every command the CLI registers, and no other', () => {
    const registered = ['serve', ...Object.keys(commands)];
    const rows = tableCommands();
    // A row names its command first, then its arguments ('user create --email E …').
    const named = (command: string) => rows.some((row) => row === command || row.startsWith(`${command} `));
    expect(registered.filter((command) => !named(command))).toEqual([]);
    const stale = rows.filter((row) => !registered.some((c) => row === c || row.startsWith(`${c} `)));
    expect(stale).toEqual([]);
  });

  it('links every doc under docs/ (each top-level page or folder)', () => {
    const linked = relativeLinks().map((target) => target.replace(/^\.\//, ''));
    const entries = readdirSync(join(root, 'docs'), { withFileTypes: true })
      .filter((e) => e.isDirectory() || e.name.endsWith('.md'))
      .map((e) => (e.isDirectory() ? `docs/${e.name}/` : `docs/${e.name}`));
    const unlinked = entries.filter((entry) =>
      entry.endsWith('/')
        ? !linked.some((target) => `${target}/`.startsWith(entry))
        : !linked.includes(entry),
    );
    expect(unlinked).toEqual([]);
  });

  it('has no relative link to a file or folder that does not exist', () => {
    const broken = relativeLinks().filter((target) => !existsSync(join(root, target)));
    expect(broken).toEqual([]);
  });
});
