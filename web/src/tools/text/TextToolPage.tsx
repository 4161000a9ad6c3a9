import { type FormEvent, useState } from 'react';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { TextToolFrame, useTextToolCall } from './TextToolFrame';
import { outputText, type TextToolForm, type TextToolScreen } from './text-tools';

const SENTENCES = ['1', '2', '3', '4'].map((n) => ({ value: n, label: n }));
const TYPES = [
  { value: 'extractive', label: 'Extractive' },
  { value: 'abstractive', label: 'Abstractive' },
];
const TAGSETS = [
  { value: 'cle', label: 'CLE Urdu tagset' },
  { value: 'upos', label: 'Universal (UPOS)' },
];

/**
 * The one text-tool screen (spec tools §2): the dropdown of text tools, Input, the tool's own
 * options, the submit button (Tag / Stem / Submit), Cancel to /, the loading overlay, the error
 * line and the read-only Output.
 */
export function TextToolPage({ screen }: { screen: TextToolScreen }) {
  const first = screen.services[0]!;
  const [form, setForm] = useState<TextToolForm>({
    text: '',
    volume: first.toolSelect ? '1' : '',
    summarizationType: 'extractive',
    tagset: 'cle',
  });
  const { busy, error, call } = useTextToolCall(screen);
  const [output, setOutput] = useState('');
  const set = (patch: Partial<TextToolForm>) => setForm((f) => ({ ...f, ...patch }));
  const latin = first.id === 'romanization';

  async function submit(event: FormEvent) {
    event.preventDefault();
    await call<unknown>(form, (response) => setOutput(outputText(response)));
  }

  const controls = (
    <>
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
            onChange={(e) => set({ summarizationType: e.target.value as TextToolForm['summarizationType'] })}
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
    </>
  );

  return (
    <TextToolFrame screen={screen} busy={busy} error={error} onSubmit={submit} controls={controls}>
      <TextArea label="Output" urdu readOnly rows={8} value={output} />
    </TextToolFrame>
  );
}
