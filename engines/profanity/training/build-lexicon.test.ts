import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine reads the built profanity-lexicon.json, not the hand-written lists it comes from: an
// edit to urdu-lexicon.tsv or not-profane.txt does nothing until the build is run again.
const train = resolve(process.cwd(), '../shared/data/profanity/ruhsold-roman-urdu/task_1_train.tsv');
const here = import.meta.dirname;

describe.skipIf(!existsSync(train))('profanity-lexicon.json', () => {
  it('is what build-lexicon.ts makes from the committed lists', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'zuban-profanity-')), 'lexicon.json');
    execFileSync(process.execPath, ['--import', 'tsx', join(here, 'build-lexicon.ts'), '--out', out], {
      stdio: 'ignore',
    });
    expect(readFileSync(out, 'utf8')).toBe(
      readFileSync(join(here, '../data/profanity-lexicon.json'), 'utf8'),
    );
  }, 60_000);
});
