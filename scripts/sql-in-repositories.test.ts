import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Repositories are the only files that build SQL (#33 item 2). The dependency rule
// kysely-only-in-repositories (.dependency-cruiser.cjs) sees imports only, and a service can build a
// statement through the Kysely instance it is handed (ctx.db, a transaction) without importing
// Kysely; this scan sees those. A service keeps its logic and its transactions and calls a
// *-repo.ts function with the handle. db/ is the infrastructure (database, migrations,
// compiled-once statements); tests may build what they check.

const root = join(import.meta.dirname, '..');
const scanned = 'server/src';

/** What builds or runs a statement: the query builder's entry points, raw sql, a compiled query. */
const statement = /\.(selectFrom|insertInto|updateTable|deleteFrom|executeQuery)\(|\bsql`/;

/** Files allowed to build SQL outside a repository, each with why. Empty: keep it so. */
const exceptions: Record<string, string> = {};

function isScanned(path: string): boolean {
  return (
    path.endsWith('.ts') &&
    !path.endsWith('-repo.ts') &&
    !path.endsWith('.test.ts') &&
    !path.startsWith(`${scanned}/db/`)
  );
}

function filesUnder(dir: string): string[] {
  return (readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .map((p) => `${dir}/${p.split('\\').join('/')}`)
    .filter(isScanned)
    .sort();
}

function statementLines(source: string): string[] {
  return source
    .split('\n')
    .map((text, i) => ({ text, line: i + 1 }))
    .filter(({ text }) => statement.test(text))
    .map(({ text, line }) => `${line}: ${text.trim()}`);
}

describe('SQL only in repositories', () => {
  const files = filesUnder(scanned);

  it('finds the statements it looks for (the scan itself works)', () => {
    expect(files.length).toBeGreaterThan(100);
    const sample = ['const r = await ctx.db', "  .selectFrom('users')", "  .select(sql`1`.as('one'))"].join(
      '\n',
    );
    expect(statementLines(sample)).toEqual(["2: .selectFrom('users')", "3: .select(sql`1`.as('one'))"]);
    expect(statementLines('await insertLedgerRow(trx, row); // a repository call')).toEqual([]);
  });

  it('no service, route or other non-repository file under server/src builds SQL', () => {
    const found: string[] = [];
    for (const file of files) {
      if (file in exceptions) continue;
      for (const hit of statementLines(readFileSync(join(root, file), 'utf8'))) found.push(`${file}:${hit}`);
    }
    expect(found, 'move these statements into a *-repo.ts of the same folder').toEqual([]);
  });

  it('every exception still builds SQL and is still there (the list only shrinks)', () => {
    const stale = Object.keys(exceptions).filter(
      (file) => !files.includes(file) || statementLines(readFileSync(join(root, file), 'utf8')).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
