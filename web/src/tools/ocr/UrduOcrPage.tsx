import { type ChangeEvent, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { localizeServerText } from '../../i18n/server-message';
import { CallProgress } from '../../jobs/CallProgress';
import { useTrackedCall } from '../../jobs/use-tracked-call';
import { Alert } from '../../ui/Alert';
import { errorText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { Select } from '../../ui/Select';
import { useSession } from '../../ui/session';
import { TextArea } from '../../ui/TextArea';
import { ToolResult } from '../../ui/ToolResult';
import { useFocusAfterRender } from '../../ui/use-focus-after';
import { toolFailure } from '../tool-failure';
import {
  FONT_SIZES,
  initialOcrState,
  mayHavePages,
  NO_IMAGE_ALERT,
  OCR_ENDPOINT,
  OCR_FAILED,
  ocrAnswer,
  ocrReducer,
  ocrRequestBody,
} from './ocr-state';
import { ReadAloud } from './ReadAloud';

const FONTS = FONT_SIZES.map((n) => ({ value: String(n), label: String(n) }));
// The tool offers 300 dpi only (spec tools §9); the API also takes 150.
const RESOLUTIONS = [{ value: '300 dpi', label: '300 dpi' }];
const ACCEPT =
  'image/jpeg,image/bmp,image/png,image/tiff,application/pdf,.jpg,.jpeg,.bmp,.png,.tif,.tiff,.pdf';

/** The searchable PDF (base64) as an object URL for the download link, released when it changes. */
function usePdfUrl(base64: string): string {
  const url = useMemo(() => {
    if (!base64) return '';
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  }, [base64]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
const copiedForMs = 2000;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(i18n.t('ocr.unreadable', { ns: 'tools' })));
    reader.readAsDataURL(file);
  });
}

/** /urdu_ocr: choose an image (preview and name), options, Submit, the recognised text with Copy. */
export function UrduOcrPage() {
  const { t } = useTranslation('tools');
  usePageTitle(t('ocr.title'));
  const performanceOptions = [
    { value: '1', label: t('ocr.fast') },
    { value: '0', label: t('ocr.accurate') },
  ];
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(ocrReducer, initialOcrState);
  // The upload's bytes, then lines read, and Cancel while the call waits for its turn (#25).
  const call = useTrackedCall('ocr');
  const [performance, setPerformance] = useState('0');
  const [fontsize, setFontsize] = useState('16');
  const [resolution, setResolution] = useState('300 dpi');
  const [copied, setCopied] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const result = useFocusAfterRender<HTMLDivElement>();
  const errorLine = useFocusAfterRender<HTMLDivElement>();
  const pdfUrl = usePdfUrl(state.pdf);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      dispatch({ type: 'imageChosen', image: { name: file.name, dataUrl: await readAsDataUrl(file) } });
    } catch (err) {
      window.alert(errorText(err));
    }
  }

  async function submit() {
    if (!state.image) {
      window.alert(localizeServerText(NO_IMAGE_ALERT, currentLanguage()));
      return;
    }
    const request = state.request + 1;
    dispatch({ type: 'submitted' });
    try {
      const body = ocrRequestBody(state.image, { performance, fontsize, resolution });
      const answer = await call.post<{ response: string; output?: string; pages?: string[] }>(
        OCR_ENDPOINT,
        body,
      );
      dispatch({ type: 'succeeded', request, ...ocrAnswer(answer) });
      result.focus();
      void refresh();
    } catch (err) {
      // A refused or failed call shows the spec's line (its reason under it); a network error its own text.
      dispatch({ type: 'failed', request, ...toolFailure(err, OCR_FAILED) });
      errorLine.focus();
    }
  }

  // Spec tools §2: Cancel goes to / (as on the text tools); a late answer is dropped by the reducer.
  function cancel() {
    dispatch({ type: 'cancelled' });
    navigate('/');
  }

  async function copy() {
    await navigator.clipboard?.writeText(state.output);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), copiedForMs);
  }

  return (
    <div className="container page" style={{ maxWidth: 900 }}>
      <h1>{t('ocr.title')}</h1>
      <CallProgress show={state.busy} label={t('ocr.busy')} view={call.view} onCancel={call.cancel} />
      <Alert focusRef={errorLine.ref}>{state.error}</Alert>
      {state.detail && state.detail !== state.error ? <p className="muted small">{state.detail}</p> : null}
      <Card className="stack">
        <div className="grid">
          <Select
            label={t('ocr.performance')}
            options={performanceOptions}
            value={performance}
            onChange={(e) => setPerformance(e.target.value)}
          />
          <Select
            label={t('ocr.font')}
            options={FONTS}
            value={fontsize}
            onChange={(e) => setFontsize(e.target.value)}
          />
          <Select
            label={t('ocr.resolution')}
            options={RESOLUTIONS}
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="ocr-image">
            {t('ocr.image')}
          </label>
          <input id="ocr-image" ref={fileInput} type="file" accept={ACCEPT} onChange={choose} />
          <span className="field-hint" data-testid="ocr-file-name">
            {state.image ? <bdi>{state.image.name}</bdi> : t('ocr.noImage')}
          </span>
        </div>
        {state.image && !mayHavePages(state.image) ? (
          <img
            src={state.image.dataUrl}
            alt={t('ocr.preview', { name: state.image.name })}
            style={{
              maxWidth: '100%',
              maxHeight: 320,
              objectFit: 'contain',
              border: '1px solid var(--border, #ddd)',
            }}
          />
        ) : null}
        <div className="row">
          <Button type="button" onClick={submit}>
            {t('submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={cancel}>
            {t('cancel')}
          </Button>
        </div>
        <ToolResult label={t('result')} announcement={state.output} focusRef={result.ref}>
          {state.pages.length > 1 ? (
            state.pages.map((page, index) => (
              <TextArea
                // Pages keep their place: the list only changes as a whole, with a new answer.
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's number is its identity
                key={index}
                label={t('ocr.page', { page: index + 1, pages: state.pages.length })}
                urdu
                readOnly
                rows={4}
                value={page}
              />
            ))
          ) : (
            <TextArea label={t('output')} urdu readOnly rows={8} value={state.output} />
          )}
        </ToolResult>
        <ReadAloud
          image={state.image}
          options={{
            performance: Number(performance),
            fontsize: Number(fontsize),
            dpi_val: Number.parseInt(resolution, 10),
          }}
        />
        <div className="row">
          <Button type="button" variant="secondary" onClick={copy} disabled={!state.output}>
            {copied ? t('ocr.copied') : t('ocr.copy')}
          </Button>
          {pdfUrl ? (
            <a
              className="btn btn-secondary"
              data-testid="ocr-download-pdf"
              href={pdfUrl}
              download={`${(state.image?.name ?? 'scan').replace(/\.[^.]+$/, '')}-searchable.pdf`}
            >
              {t('ocr.downloadPdf')}
            </a>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
