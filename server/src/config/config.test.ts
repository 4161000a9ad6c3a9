import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, positiveIntegerSetting } from './config';

const dir = () => mkdtempSync(join(tmpdir(), 'zuban-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults and keeps a generated secret', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(8080);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.publicUrl).toBe('http://localhost:8080');
    expect(first.secureCookies).toBe(false);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('marks cookies secure behind https', () => {
    const c = loadConfig({ DATA_DIR: dir(), PUBLIC_URL: 'https://zuban.example/' });
    expect(c.secureCookies).toBe(true);
    expect(c.publicUrl).toBe('https://zuban.example');
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['STAFF_EMAIL_DOMAIN', 'nodot'],
    ['SESSION_SECRET', 'short'],
  ])('names the bad variable %s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dir(), [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), [name]: value })).toThrowError(new RegExp(name));
  });
});

describe('positiveIntegerSetting', () => {
  it('reads a whole number above zero and falls back on anything else', () => {
    const setting = (value: string | undefined) =>
      positiveIntegerSetting({ env: { LIMIT: value } }, 'LIMIT', 7);
    expect(setting('12')).toBe(12);
    expect(setting(undefined)).toBe(7);
    for (const bad of ['', '0', '-3', '2.5', 'ten']) expect(setting(bad)).toBe(7);
  });
});
