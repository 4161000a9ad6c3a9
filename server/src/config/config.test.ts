import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseSettings } from './config';

const dir = () => mkdtempSync(join(tmpdir(), 'zuban-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults and keeps a generated secret', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(8080);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.publicUrl).toBe('http://localhost:8080');
    expect(first.secureCookies).toBe(false);
    expect(first.llm).toBeUndefined();
    expect(first.settings.ENGINE_TIMEOUT_MS).toBe(120_000);
    expect(first.settings.ASR_VAD).toBe(true);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('marks cookies secure behind https', () => {
    const c = loadConfig({ DATA_DIR: dir(), PUBLIC_URL: 'https://zuban.example/' });
    expect(c.secureCookies).toBe(true);
    expect(c.publicUrl).toBe('https://zuban.example');
  });

  it('reads the LLM endpoint at start', () => {
    const c = loadConfig({ DATA_DIR: dir(), LLM_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_API_KEY: ' k ' });
    expect(c.llm).toEqual({ url: 'http://h/v1', model: 'm', apiKey: 'k', timeoutMs: 30_000 });
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['STAFF_EMAIL_DOMAIN', 'nodot'],
    ['SESSION_SECRET', 'short'],
    ['REDIS_URL', 'http://redis'],
    ['QUEUE_PREFIX', 'a b'],
    ['TTS_NEURAL_VOICES', 'nobody=/x'],
    ['ASR_VAD', 'yes'],
    ['LLM_URL', 'ftp://h'],
  ])('names the bad variable %s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dir(), [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), [name]: value })).toThrowError(new RegExp(`${name}: expects`));
  });
});

describe('parseSettings', () => {
  it('refuses a number with a unit instead of falling back to the default', () => {
    expect(() => parseSettings({ ENGINE_TIMEOUT_MS: '2m' })).toThrowError(
      /ENGINE_TIMEOUT_MS: expects a whole number of milliseconds, at least 1/,
    );
    for (const bad of ['0', '-3', '2.5', 'ten', '1e3']) {
      expect(() => parseSettings({ FEEDBACK_PER_HOUR: bad }), bad).toThrowError(/FEEDBACK_PER_HOUR/);
    }
    expect(parseSettings({ FEEDBACK_PER_HOUR: ' 12 ' }).FEEDBACK_PER_HOUR).toBe(12);
  });

  it('lets 0 turn a rate limit off and treats an empty value as unset', () => {
    const s = parseSettings({ API_RATE_LIMIT_OCR: '0', API_RATE_LIMIT_TEXT: '' });
    expect(s.API_RATE_LIMIT_OCR).toBe(0);
    expect(s.API_RATE_LIMIT_TEXT).toBe(600);
  });

  it('names every bad variable at once, without its value', () => {
    const attempt = () =>
      parseSettings({ TTS_TIMEOUT_MS: 'soon', SESSION_SECRET: 'hunter2', LLM_URL: 'http://h' });
    for (const name of ['TTS_TIMEOUT_MS', 'SESSION_SECRET', 'LLM_MODEL']) {
      expect(attempt).toThrowError(new RegExp(`\\n  ${name}: expects`));
    }
    expect(attempt).not.toThrowError(/hunter2/);
  });

  it('ignores variables it does not know', () => {
    expect(parseSettings({ HOME: '/root', PATH: '/bin' }).PORT).toBe(8080);
  });
});
