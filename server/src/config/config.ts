import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LlmConfig } from '@zuban/engines/summarize';
import { type Settings, settingsSchema } from './settings-schema';

export type { Settings } from './settings-schema';

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
  logLevel: Settings['LOG_LEVEL'];
  /** SQLite's synchronous pragma: FULL syncs every commit; NORMAL (WAL) may lose the last ones on power loss. */
  sqliteSynchronous: Settings['SQLITE_SYNCHRONOUS'];
  /**
   * Whose X-Forwarded-For to believe for the client address (login lockout, feedback limit):
   * Fastify's trustProxy. Trusting everyone would let any client forge its address.
   */
  trustProxy: string | false;
  /** The abstractive summarization endpoint (LLM_*), undefined when LLM_URL is unset. */
  llm: LlmConfig | undefined;
  /** Every setting, validated and with its default: what feature modules read their limits from. */
  settings: Settings;
}

export class ConfigError extends Error {}

/**
 * Validates the environment against the settings schema (settings-schema.ts). An empty value
 * counts as unset; variables the schema does not name are ignored. Throws ConfigError naming
 * every bad variable and what it expects (never its value: it may be a secret).
 */
export function parseSettings(source: Record<string, string | undefined>): Settings {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = settingsSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}

/** Reads the configuration once, at start: serve, worker and every CLI command. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const settings = parseSettings(source);
  const dataDir = resolve(settings.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/$/, '');
  return {
    port: settings.PORT,
    host: settings.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    providerMailbox: settings.PROVIDER_MAILBOX,
    staffEmailDomain: settings.STAFF_EMAIL_DOMAIN,
    sessionSecret: settings.SESSION_SECRET ?? persistedSecret(dataDir),
    logLevel: settings.LOG_LEVEL,
    sqliteSynchronous: settings.SQLITE_SYNCHRONOUS,
    trustProxy: settings.TRUST_PROXY.toLowerCase() === 'none' ? false : settings.TRUST_PROXY,
    llm: llmConfig(settings),
    settings,
  };
}

function llmConfig(settings: Settings): LlmConfig | undefined {
  // settingsSchema already refused LLM_URL without LLM_MODEL.
  if (settings.LLM_URL === undefined || settings.LLM_MODEL === undefined) return undefined;
  return {
    url: settings.LLM_URL,
    model: settings.LLM_MODEL,
    apiKey: settings.LLM_API_KEY,
    timeoutMs: settings.LLM_TIMEOUT_MS,
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
