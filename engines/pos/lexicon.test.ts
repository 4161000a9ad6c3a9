import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { analyseWords, parseAnalysis } from './lexicon';

const hasLtProc = spawnSync('lt-proc', ['-v']).error === undefined;

describe('Apertium lexicon classes', () => {
  it('reduces an analysis line to its sorted first-level categories', () => {
    expect(parseAnalysis('^بہت/بہت<adv>/بہت<n><m><sg><nom>$')).toEqual(['بہت', 'adv+n']);
    expect(parseAnalysis('^ٹیگ/*ٹیگ$')).toBeNull();
  });

  it.skipIf(!hasLtProc)('analyses words with lt-proc (Debian apertium-urd)', () => {
    const classes = analyseWords(['لاہور', 'اچھا', 'ناصرکاظمی']);
    expect(classes.get('لاہور')).toContain('np');
    expect(classes.get('اچھا')).toBe('adj');
    expect(classes.has('ناصرکاظمی')).toBe(false);
  });
});
