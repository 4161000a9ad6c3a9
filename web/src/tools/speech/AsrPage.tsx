import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { io, type Socket } from 'socket.io-client';
import type { ServerMessage } from '../../i18n/server-message';
import { Alert } from '../../ui/Alert';
import { api, errorText, replyText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { TextArea } from '../../ui/TextArea';
import { ToolResult } from '../../ui/ToolResult';
import { useUnavailableServices } from '../../ui/use-availability';
import { useFocusAfterRender } from '../../ui/use-focus-after';
import { AsrFileCard } from './AsrFileCard';
import { asrReducer, buttons, initialAsrState } from './asr-state';
import { createChunker } from './pcm16k';
import { speechLinks } from './tts-voices';

interface Recorder {
  stop(): void;
}

/** Microphone -> 16 kHz mono 16-bit PCM, one chunk every 1000 ms. */
async function record(onChunk: (pcm: Int16Array) => void): Promise<Recorder & { flush(): void }> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true },
  });
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  // ScriptProcessor is deprecated but runs everywhere without a separate worklet file.
  const processor = context.createScriptProcessor(4096, 1, 1);
  const chunker = createChunker(context.sampleRate);
  processor.onaudioprocess = (e) => {
    for (const chunk of chunker.push(e.inputBuffer.getChannelData(0))) onChunk(chunk);
  };
  source.connect(processor);
  processor.connect(context.destination);
  return {
    flush() {
      const rest = chunker.flush();
      if (rest && rest.length > 0) onChunk(rest);
    },
    stop() {
      processor.disconnect();
      source.disconnect();
      for (const track of stream.getTracks()) track.stop();
      void context.close();
    },
  };
}

/** /asr: realtime Urdu speech to text over Socket.IO with the session cookie. */
export function AsrPage() {
  const { t } = useTranslation('tools');
  usePageTitle(t('asr.title'));
  const { refresh } = useSession();
  const [state, dispatch] = useReducer(asrReducer, initialAsrState);
  const [slots, setSlots] = useState<number | null>(null);
  const socket = useRef<Socket | null>(null);
  const recorder = useRef<(Recorder & { flush(): void }) | null>(null);
  // Said up front, with Start disabled, rather than after a press (#23).
  const engineMissing = useUnavailableServices().has('asr');
  const result = useFocusAfterRender<HTMLDivElement>();
  const errorLine = useFocusAfterRender<HTMLDivElement>();

  const loadSlots = useCallback(async () => {
    try {
      setSlots((await api.post('/backend/free_asr_workers')).free_asrWorkers);
    } catch {
      setSlots(null);
    }
  }, []);

  useEffect(() => {
    void loadSlots();
    const timer = window.setInterval(loadSlots, 5000);
    return () => window.clearInterval(timer);
  }, [loadSlots]);

  const teardown = useCallback(() => {
    recorder.current?.stop();
    recorder.current = null;
  }, []);

  useEffect(
    () => () => {
      teardown();
      socket.current?.disconnect();
    },
    [teardown],
  );

  function fail(message: string) {
    dispatch({ type: 'error', message });
    errorLine.focus();
    dispatch({ type: 'stop' });
    teardown();
    socket.current?.disconnect();
    void loadSlots();
  }

  async function start() {
    dispatch({ type: 'start' });
    const s = io({ path: '/socket.io', transports: ['websocket'], reconnection: false });
    socket.current = s;
    s.on('response', (r: { hypotheses?: Array<{ transcript?: string }>; final?: boolean }) =>
      dispatch({
        type: 'hypothesis',
        transcript: r.hypotheses?.[0]?.transcript ?? '',
        final: Boolean(r.final),
      }),
    );
    // The server's messages carry their catalogue code: shown in the page's language.
    s.on('busy', (m: ServerMessage) => fail(replyText(m)));
    s.on('unavailable', (m: ServerMessage) => fail(replyText(m)));
    s.on('insufficient_balance', (m: ServerMessage) => fail(replyText(m)));
    s.on('stream_error', (m: ServerMessage) => dispatch({ type: 'error', message: replyText(m) }));
    s.on('connect_error', (e: Error) => fail(e.message));
    s.on('done', () => {
      s.disconnect();
      result.focus();
      void refresh();
      void loadSlots();
    });
    try {
      recorder.current = await record((pcm) => s.emit('audio_bytes', pcm.buffer));
      void loadSlots();
    } catch (err) {
      fail(`The microphone could not be opened: ${errorText(err)}`);
    }
  }

  function stop() {
    recorder.current?.flush();
    teardown();
    socket.current?.emit('audio_end');
    dispatch({ type: 'stop' });
  }

  const enabled = buttons(state.phase);
  const transcript = [state.text, state.partial].filter(Boolean).join(' ');
  return (
    <div className="container page" style={{ maxWidth: 900 }}>
      <h1>{t('asr.title')}</h1>
      <Alert focusRef={errorLine.ref}>{state.error}</Alert>
      {engineMissing ? (
        <Alert kind="info" testId="asr-unavailable">
          {t('asr.noModel')}
        </Alert>
      ) : null}
      <Card className="stack">
        <p data-testid="asr-slots">
          {t('asr.slots')} {slots ?? '…'}
        </p>
        {/* Only finished segments are spoken: the partial hypothesis changes many times a second. */}
        <ToolResult label={t('result')} announcement={state.text} focusRef={result.ref}>
          <TextArea label={t('asr.transcription')} urdu readOnly rows={8} value={transcript} />
        </ToolResult>
        <div className="row">
          <Button onClick={start} disabled={!enabled.start || engineMissing}>
            {t('start')}
          </Button>
          <Button variant="danger" onClick={stop} disabled={!enabled.stop}>
            {t('stop')}
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'clear' })} disabled={!enabled.clear}>
            {t('clear')}
          </Button>
        </div>
        <p className="muted small">
          {state.phase === 'recording'
            ? t('asr.recording')
            : engineMissing
              ? t('asr.startOff')
              : t('asr.pressStart')}
        </p>
        <p className="small">
          <Link to={speechLinks.tts}>{t('asr.ttsLink')}</Link>
        </p>
      </Card>
      <AsrFileCard disabled={engineMissing} />
    </div>
  );
}
