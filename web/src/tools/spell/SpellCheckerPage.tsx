import { type FormEvent, type KeyboardEvent, type MouseEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { api, errorText } from '../../ui/api';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { dropdownFor, requestFor, type TextToolScreen, validationAlert } from '../text/text-tools';
import { applySuggestion, suggestionsPath } from './spell-markup';

interface Answer {
  response: string;
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
  usePageTitle(screen.title);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [markup, setMarkup] = useState('');
  const [panel, setPanel] = useState<Panel | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { service, body } = requestFor(screen, {
      text,
      volume: '',
      summarizationType: 'extractive',
      tagset: 'cle',
    });
    const alertText = validationAlert(service, body);
    if (alertText) {
      window.alert(alertText);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.post<Answer>(service.toolPaths[0]!, body);
      setMarkup(answer.response);
      setPanel(null);
      setError('');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
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
      const suggestions = await api.post<string[]>(suggestionsPath(word));
      setPanel((p) => (p && p.index === index ? { ...p, suggestions } : p));
      setError('');
    } catch (err) {
      setPanel(null);
      setError(errorText(err));
    }
  }

  function choose(word: string) {
    if (!panel) return;
    setMarkup((m) => applySuggestion(m, panel.index, word));
    setPanel(null);
  }

  return (
    <div className="container page" style={{ maxWidth: 900 }}>
      <h1>{screen.title}</h1>
      <LoadingOverlay show={busy} label="Processing…" />
      <Alert>{error}</Alert>
      <Card>
        <form className="stack" onSubmit={submit} noValidate>
          <Select
            label="Text tools"
            options={dropdownFor(screen.path)}
            value={screen.path}
            onChange={(e) => navigate(e.target.value)}
          />
          <TextArea label="Input" urdu rows={8} value={text} onChange={(e) => setText(e.target.value)} />
          <div className="row">
            <Button type="submit">{screen.services[0]!.submitLabel}</Button>
            <ButtonLink to="/" variant="secondary">
              Cancel
            </ButtonLink>
          </div>
          <div className="field">
            <span className="field-label">Output</span>
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
              <span className="field-label">Suggestions for {panel.word}</span>
              <ul
                className="urdu"
                lang="ur"
                style={{ maxHeight: 150, overflowY: 'auto', listStyle: 'none', margin: 0, padding: 0 }}
              >
                {panel.suggestions === null ? <li>…</li> : null}
                {panel.suggestions?.length === 0 ? <li>No suggestions</li> : null}
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
        </form>
      </Card>
    </div>
  );
}
