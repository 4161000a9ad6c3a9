import type { z } from 'zod';
import { type SettingDoc, settingDocs } from '../setting';
import { type SettingName, settingGroups, settingsShape } from '../settings-schema';

/** One documented setting: its name, its documentation and the default the schema applies. */
export interface DocumentedSetting {
  name: SettingName;
  doc: SettingDoc;
  /** The schema's default as an operator would write it, or undefined when it has none. */
  schemaDefault: string | undefined;
}

export function documentedSettings(): DocumentedSetting[] {
  return (Object.entries(settingsShape) as [SettingName, z.ZodType][]).map(([name, field]) => {
    const doc = settingDocs.get(field);
    if (!doc) throw new Error(`${name} has no documentation: wrap its schema in setting()`);
    const unset = field.safeParse(undefined);
    const value = unset.success ? unset.data : undefined;
    return { name, doc, schemaDefault: value === undefined ? undefined : written(value) };
  });
}

/** A parsed default written back the way the environment spells it (flags as 1 and 0). */
function written(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (text: string) => `\`${text}\``;

function row({ name, doc, schemaDefault }: DocumentedSetting): string {
  const fallback =
    schemaDefault === undefined ? `unset: ${doc.whenUnset ?? 'not used'}` : code(schemaDefault);
  return `| ${code(name)} | ${cell(fallback)} | ${cell(code(doc.example))} | ${cell(doc.description)} |`;
}

// Not settings of the server: read by the test and browser tooling only, listed for completeness.
const toolingVariables: ReadonlyArray<[name: string, fallback: string, meaning: string]> = [
  [
    'TEST_DATABASE_URL',
    'unset: tests run on SQLite only',
    'a PostgreSQL server URL (`postgres://postgres@127.0.0.1:5432/postgres`); server tests then also run on PostgreSQL, each file in a fresh database. `.ci/run` sets it.',
  ],
  [
    'TEST_REDIS_URL',
    'unset: queue tests run in-process only',
    'a Redis URL (`redis://127.0.0.1:6379`); the engine-queue, worker and health tests then also run on BullMQ, each under its own `QUEUE_PREFIX`. Unreachable: skipped with the reason printed.',
  ],
  ['CHROMIUM_PATH', '`/usr/bin/chromium`', 'browser used by the e2e flows.'],
];

/** docs/configuration.md, generated from the settings schema (`npm run docs:config -w server`). */
export function renderConfigurationDoc(): string {
  const settings = documentedSettings();
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated from server/src/config/settings-schema.ts by `npm run docs:config -w server`; edit the schema, not this file. -->',
    '',
    'Environment variables the server reads. All of them are read and validated once at start-up',
    '(server/src/config/config.ts): a bad value stops `serve`, `worker` and every CLI command with a',
    'message naming the variable and what it expects (for example',
    '`ENGINE_TIMEOUT_MS: expects a whole number of milliseconds, at least 1` for `ENGINE_TIMEOUT_MS=2m`).',
    'An empty value counts as unset.',
  ];
  for (const { group, title, intro } of settingGroups) {
    lines.push('', `## ${title}`, '');
    if (intro) lines.push(intro, '');
    lines.push('| variable | default | example | meaning |', '|---|---|---|---|');
    for (const s of settings.filter((s) => s.doc.group === group)) lines.push(row(s));
  }
  lines.push(
    '',
    '## Fixed account rules',
    '',
    'Not configurable: sessions last 30 days (revocable: sign-out, password reset); confirmation',
    'links expire after 48 hours and reset links after one hour, both single use; five failed',
    'sign-ins within 15 minutes for one account or one IP answer 429 with `Retry-After`.',
    '',
    '## Tests and tooling',
    '',
    '| variable | default | meaning |',
    '|---|---|---|',
    ...toolingVariables.map(([name, fallback, meaning]) => `| ${code(name)} | ${fallback} | ${meaning} |`),
    '',
  );
  return lines.join('\n');
}
