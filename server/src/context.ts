import type { Config } from './config/config';
import type { Db, DbKind } from './db/database';

/** Everything a route or service module needs, passed explicitly rather than imported as globals. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** Injectable clock so expiry rules can be tested. Epoch milliseconds. */
  now: () => number;
}
