import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

// Every variable the server reads, validated once at start-up. docs/configuration.md documents them.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Zuban <no-reply@zuban.localhost>'),
  PROVIDER_MAILBOX: z.email().default('info@zuban.localhost'),
  STAFF_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as zuban.pk')
    .default('zuban.pk'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^[0-9a-f.:/, ]+$|^loopback$|^none$/i,
      'must be loopback, none, or addresses/CIDRs separated by commas',
    )
    .default('loopback'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  providerMailbox: string;
  staffEmailDomain: string;
  sessionSecret: string;
  logLevel: Env['LOG_LEVEL'];
  /** SQLite's synchronous pragma: FULL syncs every commit; NORMAL (WAL) may lose the last ones on power loss. */
  sqliteSynchronous: Env['SQLITE_SYNCHRONOUS'];
  /**
   * Whose X-Forwarded-For to believe for the client address (login lockout, feedback limit):
   * Fastify's trustProxy. Trusting everyone would let any client forge its address.
   */
  trustProxy: string | false;
  /** Engine settings read by later modules; raw values so engines validate their own. */
  env: Record<string, string | undefined>;
}

export class ConfigError extends Error {}

/**
 * A whole-number setting above zero read from the raw environment (`Config.env`), or `fallback`
 * when it is unset or not such a number: limits and timeouts that later modules tune.
 */
export function positiveIntegerSetting(config: Pick<Config, 'env'>, name: string, fallback: number): number {
  const configured = Number(config.env[name]);
  return Number.isInteger(configured) && configured > 0 ? configured : fallback;
}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    providerMailbox: env.PROVIDER_MAILBOX,
    staffEmailDomain: env.STAFF_EMAIL_DOMAIN.toLowerCase(),
    sessionSecret: env.SESSION_SECRET ?? persistedSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS,
    trustProxy: env.TRUST_PROXY.toLowerCase() === 'none' ? false : env.TRUST_PROXY,
    env: cleaned,
  };
}

/** A secret generated on first start and kept in DATA_DIR so sessions and tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
