import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

const names = new Map<string, string>();

/**
 * Marks a query text (fixed, with $n parameters) to be run as a named prepared statement on
 * PostgreSQL: parsed and analysed once per connection instead of on every call. On the paid
 * path the token look-up spent about as long being planned (0.1–0.3 ms) as being answered, and
 * the one-statement charge more (bench/api-external).
 */
export function prepareOnEachConnection(sqlText: string): void {
  if (!names.has(sqlText)) names.set(sqlText, `zuban_${names.size + 1}`);
}

/** The name a query text runs under, if it was marked. */
export function statementNameOf(sqlText: string): string | undefined {
  return names.get(sqlText);
}

/**
 * The pool as Kysely sees it: each client runs the marked texts as named statements (pg prepares
 * a name on a connection the first time it sees it there) and everything else as before.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // Kysely's two overloads (text and parameters, or a cursor) in one function.
    const query = ((text: unknown, values?: readonly unknown[]) => {
      if (typeof text !== 'string') return client.query(text as pg.Submittable);
      const name = names.get(text);
      const parameters = values ? [...values] : [];
      return name ? client.query({ name, text, values: parameters }) : client.query(text, parameters);
    }) as unknown as PostgresPoolClient['query'];
    return { query, release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let found = wrapped.get(client);
      if (!found) {
        found = wrap(client);
        wrapped.set(client, found);
      }
      return found;
    },
    end: () => pool.end(),
  };
}
