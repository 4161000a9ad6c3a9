import { spellChecker } from '@zuban/contract/services/spell-checker';
import { type FormEvent, type KeyboardEvent, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/TextArea';
import { TextToolFrame, useTextToolCall } from '../text/TextToolFrame';
import type { TextToolScreen } from '../text/text-tools';
import { toolFailure } from '../tool-failure';
import { applySuggestion } from './spell-markup';

/** The checked text without its markup, for the screen-reader announcement. */
function markupText(markup: string): string {
  return new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '';
}

interface Panel {
  index: number;
  word: string;
  suggestions: string[] | null;
}

/**
 * The spell checker screen (spec tools §2, §4): the text-tool form, then the checked text as markup
 * with misspelt words in red. Clicking a red word asks /backend/spell_suggestions/{word} and opens
 * the suggestions panel (at most 150px high, spec §9); choosing one replaces the word in black.
 */
export function SpellCheckerPage({ screen }: { screen: TextToolScreen }) {
  const { t } = useTranslation('tools');
  const [text, setText] = useState('');
  const { busy, error, setError, call, settled } = useTextToolCall(screen);
  const [markup, setMarkup] = useState('');
  const [panel, setPanel] = useState<Panel | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await call<string>({ text, choice: '', options: {} }, (response) => {
      setMarkup(response);
      setPanel(null);
    });
  }

  async function openSuggestions(event: MouseEvent<HTMLDivElement> | KeyboardEvent<HTMLDivElement>) {
    if ('key' in event && event.key !== 'Enter' && event.key !== ' ') return;
    const span = (event.target as HTMLElement).closest<HTMLElement>('.misspelt');
    if (!span) return;
    event.preventDefault();
    const index = [...event.currentTarget.querySelectorAll('.misspelt')].indexOf(span);
    const word = span.dataset.word ?? span.textContent ?? '';
    setPanel({ index, word, suggestions: null });
    try {
      const suggestions = await api.post('/backend/spell_suggestions/{word}', { path: { word } });
      setPanel((p) => (p && p.index === index ? { ...p, suggestions } : p));
      setError('');
    } catch (err) {
      setPanel(null);
      const { error: line, detail } = toolFailure(err, spellChecker.failure);
      setError(detail ? `${line} ${detail}` : line);
    }
  }

  function choose(word: string) {
    if (!panel) return;
    setMarkup((m) => applySuggestion(m, panel.index, word));
    setPanel(null);
  }

  return (
    <TextToolFrame
      screen={screen}
      busy={busy}
      error={error}
      onSubmit={submit}
      settled={settled}
      announcement={markupText(markup)}
      controls={
        <TextArea label={t('input')} urdu rows={8} value={text} onChange={(e) => setText(e.target.value)} />
      }
    >
      <div className="field">
        <span className="field-label">{t('output')}</span>
        {/* Markup from our own spell checker: every input character is escaped by the server. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation only; the red words inside are focusable (tabindex) and open on Enter */}
        <div
          className="textarea urdu spell-output"
          data-testid="spell-output"
          lang="ur"
          style={{ background: '#eef1f4', minHeight: 120, cursor: 'default' }}
          onClick={openSuggestions}
          onKeyDown={openSuggestions}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped markup, see engines/spell/markup.ts
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      </div>
      {panel ? (
        <div className="field" data-testid="spell-suggestions">
          <span className="field-label">
            {t('spell.suggestionsFor')} <bdi>{panel.word}</bdi>
          </span>
          <ul
            className="urdu"
            lang="ur"
            style={{ maxHeight: 150, overflowY: 'auto', listStyle: 'none', margin: 0, padding: 0 }}
          >
            {panel.suggestions === null ? <li>…</li> : null}
            {panel.suggestions?.length === 0 ? <li>{t('spell.none')}</li> : null}
            {panel.suggestions?.map((s) => (
              <li key={s}>
                <Button variant="ghost" className="urdu" onClick={() => choose(s)}>
                  {s}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </TextToolFrame>
  );
}
