import { describe, expect, it } from 'vitest';
import { rerankInContext } from './context';
import { editCost } from './costs';
import { checkSpelling, isKnownWord, suggest } from './index';
import { applyRandomEdit, seededRandom } from './training/synthetic-errors';

describe('suggest', () => {
  it('ranks the intended word first for common slips', () => {
    expect(suggest('کتاپ')[0]).toBe('کتاب');
    expect(suggest('پاکستن')[0]).toBe('پاکستان');
    expect(suggest('حکومط')[0]).toBe('حکومت');
  });

  it('offers two words for a missing space', () => {
    expect(suggest('کےساتھ', 10)).toContain('کے ساتھ');
  });

  it('returns at most n suggestions and puts a known word first', () => {
    expect(suggest('کتاپ', 3)).toHaveLength(3);
    expect(suggest('کتاب', 3)[0]).toBe('کتاب');
    expect(suggest('', 3)).toEqual([]);
  });
});

describe('isKnownWord', () => {
  it('knows lexicon words in any spelling variant and ignores Latin and numbers', () => {
    expect(isKnownWord('پاکستان')).toBe(true);
    expect(isKnownWord('پاكستان')).toBe(true);
    expect(isKnownWord('پاکستن')).toBe(false);
    expect(isKnownWord('Zuban')).toBe(true);
    expect(isKnownWord('۲۰۲۴')).toBe(true);
  });
});

describe('checkSpelling', () => {
  it('marks misspelt words red with suggestions, known words as plain spans', () => {
    const r = checkSpelling('یہ کتاپ میری ہے۔');
    expect(r.markup).toBe(
      '<span class="word">یہ</span> <span class="word misspelt" style="color:red" data-word="کتاپ" tabindex="0">کتاپ</span> ' +
        '<span class="word">میری</span> <span class="word">ہے</span>۔',
    );
    expect(r.suggestions.کتاپ?.[0]).toBe('کتاب');
    expect(Object.keys(r.suggestions)).toEqual(['کتاپ']);
  });

  it('escapes every input character, keeps line breaks', () => {
    const r = checkSpelling('<script>alert("x")</script> & \'ہے\'\nدو');
    expect(r.markup).not.toContain('<script>');
    expect(r.markup).toContain('&lt;');
    expect(r.markup).toContain('&amp;');
    expect(r.markup).toContain('&#39;');
    expect(r.markup).toContain('<br>');
    expect(r.markup.replace(/<[^>]+>/g, '')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;ہے&#39;دو',
    );
  });

  it('marks an extra space inside a word and suggests the joined word', () => {
    const r = checkSpelling('میری کتا ب ہے');
    expect(r.markup).toContain('data-word="کتا ب"');
    expect(r.suggestions['کتا ب']?.[0]).toBe('کتاب');
  });

  it('returns empty markup for empty text', () => {
    expect(checkSpelling('')).toEqual({ markup: '', suggestions: {} });
  });
});

describe('editCost', () => {
  it('makes look-alike and sound-alike letters cheaper than other substitutions', () => {
    expect(editCost('ذرا', 'زرا')).toBeLessThan(editCost('ذرا', 'مرا'));
    expect(editCost('ab', 'ba')).toBeLessThan(editCost('ab', 'cd'));
    expect(editCost('کتاب', 'کتاب')).toBe(0);
  });
});

describe('applyRandomEdit', () => {
  it('makes exactly one edit, repeatably for a seed', () => {
    const a = applyRandomEdit('پاکستان', seededRandom(1));
    const b = applyRandomEdit('پاکستان', seededRandom(1));
    expect(a).toEqual(b);
    expect(a.text).not.toBe('پاکستان');
    expect(editCost('پاکستان', a.text)).toBeLessThanOrEqual(1);
  });
});

describe('rerankInContext', () => {
  it('moves up the candidate seen next to the surrounding words', () => {
    const cands = [
      { word: 'سات', cost: 1, freq: 1, score: 1 },
      { word: 'ساتھ', cost: 1, freq: 1, score: 0.9 },
    ];
    expect(rerankInContext(cands, null, null)[0]).toBe('سات');
    expect(rerankInContext(cands, 'کے', null)[0]).toBe('ساتھ');
  });
});
