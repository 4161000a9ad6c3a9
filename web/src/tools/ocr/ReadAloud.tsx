import { PIPELINE_PATH } from '@zuban/contract/pipeline';
import { tts } from '@zuban/contract/services/tts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { api, errorText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { audioBlob } from '../speech/tts-validation';
import type { ChosenImage } from './ocr-state';

/** The OCR step's options as the tool screen chose them, for the pipeline's first step. */
// A type, not an interface: the pipeline's step `options` is a string-keyed record (api-types.ts).
export type ReadAloudOptions = {
  performance: number;
  fontsize: number;
  dpi_val: number;
};

/** The body of the screen's "Read aloud": the same image through OCR, then the Naghma voice (/v1/pipeline). */
export function readAloudBody(image: ChosenImage, options: ReadAloudOptions) {
  return {
    image: image.dataUrl,
    steps: [
      { service: 'ocr', options },
      { service: tts.id, options: { format: 'mp3' } },
    ],
  };
}

/**
 * "Read aloud" on the OCR screen (#32): one call reads the chosen image and speaks what it read
 * (OCR → TTS as a pipeline), then plays the audio. Free from the browser, like the tools.
 */
export function ReadAloud({ image, options }: { image: ChosenImage | null; options: ReadAloudOptions }) {
  const { t } = useTranslation('tools');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The audio and the image it was read from: a new image hides the old reading.
  const [reading, setReading] = useState<{ url: string; image: ChosenImage } | null>(null);
  const audioUrl = reading && reading.image === image ? reading.url : null;
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => () => void (reading && URL.revokeObjectURL(reading.url)), [reading]);
  useEffect(() => {
    if (audioUrl) void audio.current?.play().catch(() => {});
  }, [audioUrl]);
  async function readAloud() {
    if (!image) return;
    setBusy(true);
    setError('');
    try {
      const answer = await api.post(PIPELINE_PATH, { body: readAloudBody(image, options) });
      // The last step is TTS: `response` is its audio in base64 (the pipeline's answer type allows a number).
      setReading({ url: URL.createObjectURL(audioBlob(String(answer.response), 'mp3')), image });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack" data-testid="ocr-read-aloud">
      <div className="row">
        <Button type="button" variant="secondary" onClick={readAloud} disabled={!image || busy}>
          {busy ? t('ocr.readingAloud') : t('ocr.readAloud')}
        </Button>
        <span className="field-hint">{t('ocr.readAloudHint')}</span>
      </div>
      <Alert>{error}</Alert>
      {audioUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: synthetic speech of the text shown beside it
        <audio
          ref={audio}
          controls
          src={audioUrl}
          data-testid="ocr-read-aloud-player"
          style={{ width: '100%' }}
        />
      ) : null}
    </div>
  );
}
