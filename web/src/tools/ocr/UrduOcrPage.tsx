import { type ChangeEvent, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { CallProgress } from '../../jobs/CallProgress';
import { useTrackedCall } from '../../jobs/use-tracked-call';
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
  NO_IMAGE_ALERT,
  OCR_ENDPOINT,
  OCR_FAILED,
  ocrReducer,
  ocrRequestBody,
} from './ocr-state';

const PERFORMANCE = [
  { value: '1', label: 'Fast' },
  { value: '0', label: 'Accurate' },
];
const FONTS = FONT_SIZES.map((n) => ({ value: String(n), label: String(n) }));
// The tool offers 300 dpi only (spec tools §9); the API also takes 150.
const RESOLUTIONS = [{ value: '300 dpi', label: '300 dpi' }];
const ACCEPT = 'image/jpeg,image/bmp,image/png,image/tiff,.jpg,.jpeg,.bmp,.png,.tif,.tiff';
const copiedForMs = 2000;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** /urdu_ocr: choose an image (preview and name), options, Submit, the recognised text with Copy. */
export function UrduOcrPage() {
  usePageTitle('Urdu OCR');
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
      window.alert(NO_IMAGE_ALERT);
      return;
    }
    const request = state.request + 1;
    dispatch({ type: 'submitted' });
    try {
      const body = ocrRequestBody(state.image, { performance, fontsize, resolution });
      const answer = await call.post<{ response: string }>(OCR_ENDPOINT, body);
      dispatch({ type: 'succeeded', request, text: answer.response });
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
      <h1>Urdu OCR</h1>
      <CallProgress show={state.busy} label="Reading the image…" view={call.view} onCancel={call.cancel} />
      <Alert focusRef={errorLine.ref}>{state.error}</Alert>
      {state.detail && state.detail !== state.error ? <p className="muted small">{state.detail}</p> : null}
      <Card className="stack">
        <div className="grid">
          <Select
            label="Performance"
            options={PERFORMANCE}
            value={performance}
            onChange={(e) => setPerformance(e.target.value)}
          />
          <Select
            label="Font"
            options={FONTS}
            value={fontsize}
            onChange={(e) => setFontsize(e.target.value)}
          />
          <Select
            label="Resolution"
            options={RESOLUTIONS}
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="ocr-image">
            Image (Nastalique, grayscale scan; JPEG, BMP, PNG or TIFF)
          </label>
          <input id="ocr-image" ref={fileInput} type="file" accept={ACCEPT} onChange={choose} />
          <span className="field-hint" data-testid="ocr-file-name">
            {state.image ? state.image.name : 'No image selected'}
          </span>
        </div>
        {state.image ? (
          <img
            src={state.image.dataUrl}
            alt={`Preview of ${state.image.name}`}
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
            Submit
          </Button>
          <Button type="button" variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        </div>
        <ToolResult label="Result" announcement={state.output} focusRef={result.ref}>
          <TextArea label="Output" urdu readOnly rows={8} value={state.output} />
        </ToolResult>
        <div className="row">
          <Button type="button" variant="secondary" onClick={copy} disabled={!state.output}>
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        </div>
      </Card>
    </div>
  );
}
