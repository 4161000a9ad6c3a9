import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serviceResources } from '../services/index';
import { en } from './en';
import { keyPaths } from './translation';
import { ur } from './ur';

// The type check already refuses an Urdu tree missing a key; this also catches empty strings, keys
// Urdu has and English does not, and the service namespace, which is not typed.

describe('every English message has an Urdu one', () => {
  it.each(Object.keys(en))('namespace %s', (ns) => {
    const english = keyPaths(en[ns as keyof typeof en]);
    const urdu = keyPaths(ur[ns as keyof typeof ur]);
    expect(urdu.filter((k) => !english.includes(k))).toEqual([]);
    expect(english.filter((k) => !urdu.includes(k))).toEqual([]);
    const empty = urdu.filter((k) => {
      const value = k
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ur[ns as keyof typeof ur]);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('namespace services (each service module)', () => {
    const { en: english, ur: urdu } = serviceResources();
    expect(keyPaths(english).filter((k) => !keyPaths(urdu).includes(k))).toEqual([]);
  });
});

describe('one layout for every language', () => {
  // One file per namespace, beside its twin: a namespace kept elsewhere (a screen's own folder) is
  // the one a translator does not find.
  const files = (lang: string) =>
    readdirSync(join(dirname(fileURLToPath(import.meta.url)), lang))
      .filter((f) => f.endsWith('.ts'))
      .sort();

  it('en and ur hold the same files: an index and one file for each namespace', () => {
    expect(files('ur')).toEqual(files('en'));
    expect(files('en')).toEqual([...Object.keys(en).map((ns) => `${ns}.ts`), 'index.ts'].sort());
  });
});
