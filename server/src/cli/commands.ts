import type { parseArgs as ParseArgs } from 'node:util';
import type { AppContext } from '../context';
import { backupCommands } from './backup-command';
import { modelsFetchCommand } from './models-command';
import { userCommands } from './user-commands';
import { workerCommand } from './worker-command';

type Command = (ctx: AppContext, args: string[], parseArgs: typeof ParseArgs) => Promise<unknown>;

// Each area adds its commands here ('user create', 'user topup', 'models fetch' …).
export const commands: Record<string, Command> = {
  migrate: async () => ({ migrated: true }),
  'models fetch': modelsFetchCommand,
  ...userCommands,
  worker: workerCommand,
  ...backupCommands,
};

/** Finds the longest command name matching the leading words ('user create' before 'user'). */
export async function runCommand(
  ctx: AppContext,
  first: string,
  rest: string[],
  parseArgs: typeof ParseArgs,
): Promise<unknown> {
  const words = [first, ...rest];
  for (let n = Math.min(3, words.length); n > 0; n--) {
    const name = words.slice(0, n).join(' ');
    const command = commands[name];
    if (command) return command(ctx, words.slice(n), parseArgs);
  }
  throw new Error(
    `Unknown command "${words.join(' ')}". Commands: serve, ${Object.keys(commands).join(', ')}`,
  );
}
