import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { screenControls } from './screen-controls';
import { TextToolFrame, useTextToolCall } from './TextToolFrame';
import { initialForm, outputText, type TextToolForm, type TextToolScreen } from './text-tools';

/**
 * The one text-tool screen (spec tools §2): the dropdown of text tools, Input, the tool's own
 * options, the submit button (Tag / Stem / Submit), Cancel to /, the loading overlay, the error
 * line and the read-only Output.
 */
export function TextToolPage({ screen }: { screen: TextToolScreen }) {
  const { t } = useTranslation('tools');
  const [form, setForm] = useState<TextToolForm>(() => initialForm(screen));
  const { busy, error, call, settled } = useTextToolCall(screen);
  const [output, setOutput] = useState('');
  const set = (patch: Partial<TextToolForm>) => setForm((f) => ({ ...f, ...patch }));
  const setOption = (field: string, value: string) =>
    setForm((f) => ({ ...f, options: { ...f.options, [field]: value } }));
  const latin = screen.input === 'latin';
  const { chooser, options, inputHint } = screenControls(screen, form.choice, useLanguage());

  async function submit(event: FormEvent) {
    event.preventDefault();
    await call<unknown>(form, (response) => setOutput(outputText(response)));
  }

  const optionControls = options.map((o) =>
    o.kind === 'select' ? (
      <Select
        key={o.field}
        label={o.label}
        options={o.choices}
        value={form.options[o.field] ?? ''}
        onChange={(e) => setOption(o.field, e.target.value)}
      />
    ) : (
      <TextField
        key={o.field}
        label={o.label}
        type="number"
        min={o.min}
        value={form.options[o.field] ?? ''}
        onChange={(e) => setOption(o.field, e.target.value)}
      />
    ),
  );

  const controls = (
    <>
      <TextArea
        label={t('input')}
        urdu={!latin}
        rows={8}
        value={form.text}
        onChange={(e) => set({ text: e.target.value })}
        hint={inputHint}
      />
      {chooser ? (
        <div className="grid">
          <Select
            label={chooser.label}
            options={chooser.choices}
            value={form.choice}
            onChange={(e) => set({ choice: e.target.value })}
          />
          {optionControls}
        </div>
      ) : (
        optionControls
      )}
    </>
  );

  return (
    <TextToolFrame
      screen={screen}
      busy={busy}
      error={error}
      onSubmit={submit}
      controls={controls}
      settled={settled}
      announcement={output}
    >
      <TextArea label={t('output')} urdu readOnly rows={8} value={output} />
    </TextToolFrame>
  );
}
