import { asr, CAPTION_CONTENT_TYPES } from '@zuban/contract/services/asr';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallProgress } from '../../jobs/CallProgress';
import { useTrackedCall } from '../../jobs/use-tracked-call';
import { Alert } from '../../ui/Alert';
import { errorText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';

/** What the card offers: the text, or captions to download (the API has json and verbose_json too). */
const FILE_FORMATS = ['text', 'srt', 'vtt'] as const;
type FileFormat = (typeof FILE_FORMATS)[number];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsDataURL(file);
  });
}

/** A WAV recording transcribed whole (#31): the text, or SubRip / WebVTT captions to download. */
export function AsrFileCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('tools');
  const call = useTrackedCall('asr');
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<FileFormat>('text');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [answer, setAnswer] = useState<{ text: string; format: FileFormat } | null>(null);
  const captionsUrl = useMemo(() => {
    if (!answer || answer.format === 'text') return null;
    return URL.createObjectURL(new Blob([answer.text], { type: CAPTION_CONTENT_TYPES[answer.format] }));
  }, [answer]);
  useEffect(() => () => (captionsUrl ? URL.revokeObjectURL(captionsUrl) : undefined), [captionsUrl]);

  async function transcribe() {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const body = { file: await readAsDataUrl(file), filename: file.name, response_format: format };
      const res = await call.post<{ response: string }>(asr.toolPaths[0]!, body);
      setAnswer({ text: res.response, format });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const baseName = (file?.name ?? 'speech').replace(/\.[^.]+$/, '');
  return (
    <Card className="stack">
      <h2>{t('asr.fileTitle')}</h2>
      <CallProgress show={busy} label={t('asr.transcribing')} view={call.view} onCancel={call.cancel} />
      <Alert>{error}</Alert>
      <div className="field">
        <label className="field-label" htmlFor="asr-file">
          {t('asr.file')}
        </label>
        <input
          id="asr-file"
          type="file"
          accept=".wav,audio/wav,audio/x-wav"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <Select
        label={t('asr.fileFormat')}
        options={FILE_FORMATS.map((f) => ({ value: f, label: t(`asr.fileFormats.${f}`) }))}
        value={format}
        onChange={(e) => setFormat(e.target.value as FileFormat)}
      />
      <div className="row">
        <Button onClick={transcribe} disabled={disabled || !file || busy}>
          {t('asr.transcribe')}
        </Button>
      </div>
      {answer ? (
        <TextArea
          label={t(`asr.fileFormats.${answer.format}`)}
          urdu={answer.format === 'text'}
          readOnly
          rows={8}
          value={answer.text}
          data-testid="asr-file-result"
        />
      ) : null}
      {captionsUrl && answer ? (
        <a href={captionsUrl} download={`${baseName}.${answer.format}`} data-testid="asr-captions-download">
          {t('asr.downloadCaptions', { format: answer.format.toUpperCase() })}
        </a>
      ) : null}
    </Card>
  );
}
