import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute, and nothing else', () => {
    expect(escapeHtml(`<b class="x" title='y'>&amp;</b>`)).toBe(
      '&lt;b class=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/b&gt;',
    );
    expect(escapeHtml('پاکستان زندہ باد')).toBe('پاکستان زندہ باد');
  });
});
