import {
  type Compilable,
  type CompiledQuery,
  type DialectAdapter,
  type Kysely,
  PostgresAdapter,
  type QueryResult,
} from 'kysely';
import { prepareOnEachConnection } from './pg-named-statements';
import type { Database } from './schema';
import { sqliteRunnerOf } from './sqlite-statement-cache';

type Executor = Kysely<Database>;

/** Stands for a value bound at run time; Kysely passes it through as a parameter when compiling. */
class Slot {
  constructor(readonly name: string) {}
}

/** Typed so that a slot can sit wherever the query builder expects that parameter's value. */
export type SlotOf<P> = <K extends keyof P & string>(name: K) => P[K];

/**
 * A query built and compiled once per dialect, then run with new values bound to its slots. On the
 * paid-call path Kysely's builder and compiler cost as much CPU as SQLite itself (bench/api), and
 * the same four statements repeat on every call. The query keeps Kysely's types: it is written
 * with the builder, only not rebuilt each time. Values that are not slots (constants such as a
 * status) are compiled in as ordinary parameters. On PostgreSQL it runs as a named prepared
 * statement (pg-named-statements.ts).
 */
export function compiledOnce<P extends object, R>(
  build: (db: Executor, slot: SlotOf<P>) => Compilable<R>,
): (db: Executor, params: P) => Promise<QueryResult<R>> {
  // Keyed by the dialect's adapter, which a database and its transactions share.
  const compiled = new WeakMap<DialectAdapter, Bound<R>>();
  const slot = ((name: string) => new Slot(name)) as SlotOf<P>;
  return async (db, params) => {
    const adapter = db.getExecutor().adapter;
    let bound = compiled.get(adapter);
    if (!bound) {
      bound = bindable(build(db, slot).compile());
      compiled.set(adapter, bound);
      // The same text on every call: PostgreSQL parses and plans it once per connection.
      if (adapter instanceof PostgresAdapter) prepareOnEachConnection(bound.query.sql);
    }
    const values = params as Record<string, unknown>;
    const parameters = bound.query.parameters.slice();
    for (const [index, name] of bound.slots) {
      if (!(name in values)) throw new Error(`compiledOnce: no value for slot ${name}`);
      parameters[index] = values[name];
    }
    // In a SQLite transaction the statement runs directly on the held connection (see the runner).
    const runner = db.isTransaction ? sqliteRunnerOf(adapter) : undefined;
    if (runner) return runner<R>(bound.query.sql, parameters);
    return db.executeQuery<R>({ ...bound.query, parameters });
  };
}

/** A compiled query with where its slots sit among the parameters, found once. */
interface Bound<R> {
  query: CompiledQuery<R>;
  slots: [index: number, name: string][];
}

function bindable<R>(query: CompiledQuery<R>): Bound<R> {
  const slots: [number, string][] = [];
  query.parameters.forEach((value, index) => {
    if (value instanceof Slot) slots.push([index, value.name]);
  });
  return { query, slots };
}

/** A slot for every listed column: the values of an insert whose every column is bound at run time. */
export function slotsFor<P, K extends keyof P & string>(slot: SlotOf<P>, columns: readonly K[]): Pick<P, K> {
  return Object.fromEntries(columns.map((column) => [column, slot(column)])) as Pick<P, K>;
}

/** Every column of a row type, checked by the compiler: one added to the table must be added here. */
export function allColumns<T>(columns: Record<keyof T & string, true>): (keyof T & string)[] {
  return Object.keys(columns) as (keyof T & string)[];
}
