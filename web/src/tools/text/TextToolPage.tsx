import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { api, errorText } from '../../ui/api';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import {
  dropdownFor,
  outputText,
  requestFor,
  type TextToolForm,
  type TextToolScreen,
  validationAlert,
} from './text-tools';

const SENTENCES = ['1', '2', '3', '4'].map((n) => ({ value: n, label: n }));
const TYPES = [
  { value: 'extractive', label: 'Extractive' },
  { value: 'abstractive', label: 'Abstractive' },
];
const TAGSETS = [
  { value: 'cle', label: 'CLE Urdu tagset' },
  { value: 'upos', label: 'Universal (UPOS)' },
];

interface Answer {
  response: unknown;
}

/**
 * The one text-tool screen (spec tools §2): the dropdown of text tools, Input, the tool's own
 * options, the submit button (Tag / Stem / Submit), Cancel to /, the loading overlay, the error
 * line and the read-only Output. Calls from here use the session cookie: free for the user.
 */
export function TextToolPage({ screen }: { screen: TextToolScreen }) {
  usePageTitle(screen.title);
  const navigate = useNavigate();
  const first = screen.services[0]!;
  const [form, setForm] = useState<TextToolForm>({
    text: '',
    volume: first.toolSelect ? '1' : '',
    summarizationType: 'extractive',
    tagset: 'cle',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [output, setOutput] = useState('');
  const set = (patch: Partial<TextToolForm>) => setForm((f) => ({ ...f, ...patch }));
  const latin = first.id === 'romanization';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { service, body } = requestFor(screen, form);
    const alertText = validationAlert(service, body);
    if (alertText) {
      window.alert(alertText);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.post<Answer>(service.toolPaths[0]!, body);
      setOutput(outputText(answer.response));
      setError('');
    } catch (err) {
      // The server's message is the spec's "Sorry! Output is not generated…"; network errors show their own.
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
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
          <TextArea
            label="Input"
            urdu={!latin}
            rows={8}
            value={form.text}
            onChange={(e) => set({ text: e.target.value })}
            hint={latin ? 'Roman Urdu, at most 100 characters.' : undefined}
          />
          {first.toolSelect ? (
            <div className="grid">
              <Select
                label="Summarization type"
                options={TYPES}
                value={form.summarizationType}
                onChange={(e) =>
                  set({ summarizationType: e.target.value as TextToolForm['summarizationType'] })
                }
              />
              {form.summarizationType === 'extractive' ? (
                <Select
                  label="Number of sentences"
                  options={SENTENCES}
                  value={form.volume}
                  onChange={(e) => set({ volume: e.target.value })}
                />
              ) : null}
            </div>
          ) : null}
          {first.id === 'keyword_extraction' ? (
            <TextField
              label="Number of keywords"
              type="number"
              min={1}
              value={form.volume}
              onChange={(e) => set({ volume: e.target.value })}
            />
          ) : null}
          {first.id === 'postagger' ? (
            <Select
              label="Tagset"
              options={TAGSETS}
              value={form.tagset}
              onChange={(e) => set({ tagset: e.target.value as TextToolForm['tagset'] })}
            />
          ) : null}
          <div className="row">
            <Button type="submit">{first.submitLabel}</Button>
            <ButtonLink to="/" variant="secondary">
              Cancel
            </ButtonLink>
          </div>
          <TextArea label="Output" urdu readOnly rows={8} value={output} />
        </form>
      </Card>
    </div>
  );
}
