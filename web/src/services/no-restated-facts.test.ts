import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messages } from '@zuban/contract/services/fields';
import { services } from '@zuban/contract/services/index';
import { describe, expect, it } from 'vitest';

/**
 * The web derives every service's paths, limits and messages from its declaration in contract/; a
 * copy typed into a web file drifts the day the declaration changes. Tests may name spec values (they
 * check them), production files may not.
 */
const webRoot = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Comments may explain a rule by its number; what users and callers see may not.
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function restatements(source: string): string[] {
  const text = withoutComments(source);
  const found: string[] = [];
  for (const s of services) {
    const paths = new Set([...s.apiPaths, ...s.toolPaths, ...Object.values(s.pages)]);
    for (const path of paths) {
      if (new RegExp(`['"\`]${path.replace(/[/]/g, '\\/')}['"\`]`).test(text)) found.push(`path ${path}`);
    }
    for (const line of [s.successResult, s.failureMessage]) if (text.includes(line)) found.push(line);
    if (s.maxCharacters !== undefined) {
      const limit = new RegExp(
        `(up to|at most|limit of|maximum of)\\s+${s.maxCharacters}\\s+characters`,
        'i',
      );
      if (limit.test(text)) found.push(`limit ${s.maxCharacters} of ${s.id}`);
    }
  }
  for (const message of Object.values(messages)) {
    if (typeof message === 'string' && text.includes(message)) found.push(message);
  }
  return found;
}

describe('web files restate no service path, limit or message', () => {
  it('finds them only in contract/', () => {
    const offenders = sourceFiles(webRoot).flatMap((file) =>
      restatements(readFileSync(file, 'utf8')).map((what) => `${relative(webRoot, file)}: ${what}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would see a copy', () => {
    expect(restatements(`const a = '${services[0]!.pages.tool}';`)).toHaveLength(1);
    expect(restatements('Up to 3000 characters per request')).not.toEqual([]);
    expect(restatements(services[0]!.failureMessage)).not.toEqual([]);
  });
});
