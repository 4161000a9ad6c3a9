import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { analyseWords, classesByLine, parseAnalysis } from './lexicon';

const hasLtProc = spawnSync('lt-proc', ['-v']).error === undefined;

describe('Apertium lexicon classes', () => {
  it('reduces an analysis line to its sorted first-level categories', () => {
    expect(parseAnalysis('^بہت/بہت<adv>/بہت<n><m><sg><nom>$')).toEqual(['بہت', 'adv+n']);
    expect(parseAnalysis('^ٹیگ/*ٹیگ$')).toBeNull();
  });

  it('reads output line k as input word k and skips words lt-proc split into several units', () => {
    const output = [
      '^خبر/خبر<n><f><sg><nom>$',
      '^خبر/خبر<n><f><sg><nom>$ِ^واحد/واحد<adj><m><sg><nom>$',
      '^اچھا/اچھا<adj><m><sg><nom>$',
      '',
    ].join('\n');
    const classes = classesByLine(['خبر', 'خبرِواحد', 'اچھا'], output);
    expect(classes.get('خبر')).toBe('n');
    expect(classes.has('خبرِواحد')).toBe(false);
    expect(classes.get('اچھا')).toBe('adj');
    // A line that names another word (output out of step with the input) is not taken.
    expect(classesByLine(['اچھا'], '^خبر/خبر<n>$\n').size).toBe(0);
  });

  it.skipIf(!hasLtProc)('analyses words with lt-proc (Debian apertium-urd)', () => {
    const classes = analyseWords(['لاہور', 'اچھا', 'ناصرکاظمی']);
    expect(classes.get('لاہور')).toContain('np');
    expect(classes.get('اچھا')).toBe('adj');
    expect(classes.has('ناصرکاظمی')).toBe(false);
  });

  it.skipIf(!hasLtProc)('gives a word the same class whatever else is analysed with it', () => {
    const alone = analyseWords(['خبر']).get('خبر');
    expect(analyseWords(['خبرِواحد', 'خبر']).get('خبر')).toBe(alone);
    expect(analyseWords(['خبر', 'خبرِواحد']).get('خبر')).toBe(alone);
  });
});
