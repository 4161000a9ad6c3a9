import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { openContext } from '../bootstrap';
import { ConfigError, loadConfig } from '../config/config';
import { engineQueue } from '../jobs/queue/index';
import { queueSettings } from '../jobs/queue/settings';
import { textModelFiles } from '../language/text-pool/model-files';
import { closeTextPools } from '../language/text-pool/pool';
import { startTextPool } from '../language/text-pool/warm';
import { startInlineEngines } from '../language/text-pool/warm-inline';
import { runCommand } from './commands';
import { UsageError } from './usage-error';

// `npm run zuban -- <command>`: serve, migrate, user …; each command prints JSON.
async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  const [command = 'serve', ...rest] = argv;
  if (command === 'serve') {
    const ctx = await openContext(config);
    const app = await buildApp(ctx);
    // The text engines' threads load their models meanwhile; calls that come first wait for them.
    let closing = false;
    startTextPool(config).then(
      (ms) => app.log.info({ ms: Math.round(ms) }, 'text engines loaded'),
      // A shutdown while the threads still load ends them on purpose: not an error to report.
      (err: unknown) => closing || app.log.error({ err }, 'text engines failed to load'),
    );
    // Heavy engines' queue made now, so that an unreachable Redis shows in the log at start, not at
    // the first call (a malformed REDIS_URL already stopped loadConfig).
    engineQueue(ctx);
    const close = async () => {
      closing = true;
      // app.close() answers new requests 503 and waits for those in flight; the engine queue's
      // onClose gives queued calls SHUTDOWN_GRACE_MS, then refunds them. Past that and a margin, exit.
      setTimeout(() => process.exit(1), queueSettings(config).shutdownGraceMs + 15_000).unref();
      await app.close();
      await closeTextPools();
      await ctx.db.destroy();
      process.exit(0);
    };
    process.on('SIGINT', close);
    process.on('SIGTERM', close);
    await app.listen({ port: config.port, host: config.host });
    // Then the engines that run short texts on the event loop, one at a time so /healthz (not
    // ready until they are loaded) answers meanwhile; their first calls no longer load a model.
    startInlineEngines(textModelFiles(config)).then(
      (ms) => app.log.info({ ms: Math.round(ms) }, 'inline text engines loaded'),
      (err: unknown) => app.log.error({ err }, 'inline text engines failed to load'),
    );
    return;
  }
  const ctx = await openContext(config);
  try {
    const result = await runCommand(ctx, command, rest, parseArgs);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await ctx.db.destroy();
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof ConfigError || e instanceof UsageError) {
    process.stderr.write(`${e.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
