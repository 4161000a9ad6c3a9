import { TTS_FORMATS, type TtsFormat } from '@zuban/contract/services/tts-input';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentLanguage } from '../../i18n/i18n';
import { localizeServerMessage } from '../../i18n/server-message';
import { CallProgress } from '../../jobs/CallProgress';
import { useTrackedCall } from '../../jobs/use-tracked-call';
import { Alert } from '../../ui/Alert';
import { ApiError, errorText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { Select } from '../../ui/Select';
import { useSession } from '../../ui/session';
import { TextArea } from '../../ui/TextArea';
import { ToolResult } from '../../ui/ToolResult';
import { useFocusAfterRender } from '../../ui/use-focus-after';
import { audioBlob, ttsAlertMessage } from './tts-validation';
import { RATE, selectorVoices, speechLinks, type TtsScreen, VOLUME } from './tts-voices';

function Slider(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
  hint?: string;
}) {
  const id = `tts-${props.label.toLowerCase()}`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {props.label}: {props.value}
      </label>
      <input
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
      {props.hint ? <span className="field-hint">{props.hint}</span> : null}
    </div>
  );
}

/** /utts, /female_tts, /male_tts, /punjabi_male_tts: voice, text, sliders, Speak / Clear / Stop, player. */
export function TtsPage({ screen }: { screen: TtsScreen }) {
  const { t } = useTranslation('tools');
  const title = screen.language === 'urdu' ? t('tts.urduTitle') : t('tts.punjabiTitle');
  usePageTitle(title);
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [text, setText] = useState('');
  const [volume, setVolume] = useState(screen.defaultVolume);
  const [rate, setRate] = useState<number>(RATE.initial);
  const [busy, setBusy] = useState(false);
  // Queued or running, and Cancel while the call waits for its turn (#25).
  const call = useTrackedCall(screen.serviceId);
  const [error, setError] = useState('');
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  // The file the next Speak asks for (#31), and the format of the one in the player.
  const [format, setFormat] = useState<TtsFormat>('wav');
  const [audioFormat, setAudioFormat] = useState<TtsFormat>('wav');
  const audio = useRef<HTMLAudioElement>(null);
  const request = useRef(0);
  const result = useFocusAfterRender<HTMLDivElement>();
  const errorLine = useFocusAfterRender<HTMLDivElement>();

  // A new voice page starts from that voice's defaults.
  useEffect(() => {
    setVolume(screen.defaultVolume);
    setRate(RATE.initial);
  }, [screen]);
  useEffect(() => () => void (audioUrl && URL.revokeObjectURL(audioUrl)), [audioUrl]);

  async function speak() {
    const alert = ttsAlertMessage(text);
    if (alert) {
      window.alert(localizeServerMessage(alert, currentLanguage()));
      return;
    }
    const id = ++request.current;
    setBusy(true);
    try {
      const answer = await call.post<{ response: string; format?: TtsFormat }>(screen.endpoint, {
        jobType: screen.voice,
        text,
        volume,
        speed: rate,
        format,
      });
      if (id !== request.current) return; // stopped meanwhile
      setError('');
      const answered = answer.format ?? 'wav';
      setAudioFormat(answered);
      setAudioUrl(URL.createObjectURL(audioBlob(answer.response, answered)));
      result.focus();
      void refresh(); // the balance bar (the spec's check_balance after a call)
    } catch (err) {
      if (id !== request.current) return;
      setError(err instanceof ApiError ? screen.failure : errorText(err));
      errorLine.focus();
    } finally {
      if (id === request.current) setBusy(false);
    }
  }

  // Play as soon as a new answer arrives.
  useEffect(() => {
    if (audioUrl) void audio.current?.play().catch(() => {});
  }, [audioUrl]);

  function stop() {
    request.current++; // a late answer is ignored
    setBusy(false);
    if (audio.current) {
      audio.current.pause();
      audio.current.currentTime = 0;
    }
  }

  function clear() {
    stop();
    setText('');
    setError('');
    setAudioUrl(null);
  }

  const voices = selectorVoices(screen);
  const unused = screen.adjustable ? undefined : t('tts.naghmaOnly');
  return (
    <div className="container page" style={{ maxWidth: 900 }}>
      <h1>{title}</h1>
      <CallProgress show={busy} label={t('tts.busy')} view={call.view} onCancel={call.cancel} />
      <Alert focusRef={errorLine.ref}>{error}</Alert>
      <Card className="stack">
        <Select
          label={t('tts.voice')}
          options={voices.map((v) => ({ value: v.path, label: v.voice }))}
          value={screen.path}
          onChange={(e) => navigate(e.target.value)}
        />
        <Select
          label={t('tts.format')}
          hint={t('tts.formatHint')}
          options={TTS_FORMATS.map((f) => ({ value: f, label: t(`tts.formats.${f}`) }))}
          value={format}
          onChange={(e) => setFormat(e.target.value as TtsFormat)}
          data-testid="tts-format"
        />
        <TextArea
          label={screen.language === 'urdu' ? t('tts.text') : t('tts.textPunjabi')}
          urdu
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="grid-2">
          <Slider label={t('tts.volume')} value={volume} {...VOLUME} onChange={setVolume} hint={unused} />
          <Slider label={t('tts.rate')} value={rate} {...RATE} onChange={setRate} hint={unused} />
        </div>
        <div className="row">
          <Button onClick={speak}>{t('submitLabels.Speak')}</Button>
          <Button variant="secondary" onClick={clear}>
            {t('clear')}
          </Button>
          {/* Above the "Generating speech…" overlay: Stop cancels loading (tools spec §4). */}
          <Button variant="danger" onClick={stop} className="above-overlay">
            {t('stop')}
          </Button>
        </div>
        <ToolResult
          label={t('tts.speech')}
          announcement={audioUrl ? t('tts.ready') : ''}
          focusRef={result.ref}
        >
          {/* biome-ignore lint/a11y/useMediaCaption: synthetic speech of the user's own text */}
          <audio
            ref={audio}
            controls
            src={audioUrl ?? undefined}
            data-testid="tts-player"
            style={{ width: '100%' }}
          />
          {audioUrl ? (
            <a href={audioUrl} download={`speech.${audioFormat}`} data-testid="tts-download">
              {t('tts.download', { format: t(`tts.formats.${audioFormat}`) })}
            </a>
          ) : null}
        </ToolResult>
        <p className="small">
          <Link to={speechLinks.asr}>{t('tts.asrLink')}</Link>
        </p>
      </Card>
    </div>
  );
}
