import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLimiter } from '../tts/concurrency';
import { planChunks } from './chunking';
import { AsrError } from './errors';
import { TARGET_RATE } from './resample';
import { placeOnTimeline, type TimedSegment } from './timeline';
import { detectSpeech, type SpeechSpan } from './vad';
import { type DecodedAudio, decodeWav, pcm16Wav } from './wav-input';
import { DEFAULT_WHISPER_BIN, runWhisperCli } from './whisper-cli';

export interface AsrEngineOptions {
  /** ggml model file (ASR_MODEL). Undefined: the engine answers model_missing. */
  model?: string;
  binary?: string;
  threads?: number;
  beamSize?: number;
  temperatureFallback?: boolean;
  /** Transcriptions running at once; each uses `threads` cores. */
  concurrency?: number;
  /** Use Silero VAD to skip silence and cut windows at pauses (default on). */
  vad?: boolean;
  /** Longest window handed to whisper in one piece (≤ 30 s). */
  windowSeconds?: number;
  timeoutMs?: number;
}

export interface Transcript {
  text: string;
  /**
   * On the recording's timeline, in order. Without `timestamps`, one per window (its bounds);
   * with them, whisper's own segments (and words, when asked).
   */
  segments: TimedSegment[];
  durationSeconds: number;
  /** Where the time went, for benchmarks. */
  timing: { decodeMs: number; vadMs: number; whisperMs: number; windows: number };
}

export type AsrProgress = (doneSeconds: number, totalSeconds: number) => void;

/** Whisper's own segment times (captions), and with 'words' each word's time too. */
export type AsrTimestamps = 'segments' | 'words';

export interface TranscribeOptions {
  onProgress?: AsrProgress;
  timestamps?: AsrTimestamps;
}

/** How often a long transcription looks for the windows whisper-cli has finished. */
const PROGRESS_POLL_MS = 500;

/**
 * Reports progress while whisper-cli works through the windows: it takes the files in order and
 * writes each one's JSON when done, so the last window with its JSON says how far it got.
 */
function watchWindows(
  files: readonly string[],
  windowEnds: readonly number[],
  totalSeconds: number,
  onProgress: AsrProgress,
): () => void {
  let reported = -1;
  const look = () => {
    let done = 0;
    files.forEach((file, i) => {
      if (existsSync(`${file}.json`)) done = Math.max(done, windowEnds[i] ?? 0);
    });
    if (done > reported) {
      reported = done;
      onProgress(done, totalSeconds);
    }
  };
  onProgress(0, totalSeconds);
  const timer = setInterval(look, PROGRESS_POLL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    onProgress(totalSeconds, totalSeconds);
  };
}

export interface AsrEngine {
  /** True when a model file is configured and present. */
  ready(): boolean;
  model: string | undefined;
  /** Why a call cannot run (no model configured or the file is missing), or undefined when it can. */
  unavailableReason(): string | undefined;
  /** `onProgress`: seconds of audio transcribed so far, of the recording's seconds (a long call's progress). */
  transcribeWav(wav: Buffer, opts?: TranscribeOptions): Promise<Transcript>;
  /**
   * `fitContext` shrinks whisper's encoder to the audio's length (realtime partials): several
   * times faster on a few seconds of audio, slightly less accurate.
   */
  transcribeSamples(
    samples: Float32Array,
    opts?: {
      vad?: boolean;
      fitContext?: boolean;
      /** The caller holds a realtime worker slot: run now instead of queueing behind file requests. */
      ownWorker?: boolean;
    },
  ): Promise<Transcript>;
}

export function createAsrEngine(options: AsrEngineOptions = {}): AsrEngine {
  const limiter = createLimiter(options.concurrency ?? 1);
  const windowSamples = Math.min(30, options.windowSeconds ?? 30) * TARGET_RATE;
  const cli = {
    binary: options.binary ?? DEFAULT_WHISPER_BIN,
    model: options.model ?? '',
    threads: options.threads ?? 2,
    beamSize: options.beamSize ?? 1,
    temperatureFallback: options.temperatureFallback ?? false,
    timeoutMs: options.timeoutMs ?? 60 * 60_000,
  };

  const unavailableReason = (): string | undefined => {
    if (!options.model) return 'Speech-to-text model not installed: set ASR_MODEL to a whisper ggml file.';
    // The path stays out of the message: callers see it, the operator knows where it should be.
    if (!existsSync(options.model)) {
      return 'Speech-to-text model not installed: the file named by ASR_MODEL is missing.';
    }
    return undefined;
  };
  const requireModel = () => {
    const reason = unavailableReason();
    if (reason) throw new AsrError('model_missing', reason);
  };

  async function transcribe(
    audio: DecodedAudio,
    useVad: boolean,
    decodeMs: number,
    fitContext = false,
    ownWorker = false,
    { onProgress, timestamps }: TranscribeOptions = {},
  ): Promise<Transcript> {
    requireModel();
    const t0 = performance.now();
    const spans: SpeechSpan[] = useVad
      ? await detectSpeech(audio.samples)
      : [{ start: 0, end: audio.samples.length }];
    const vadMs = performance.now() - t0;
    const windows = planChunks(spans, windowSamples);
    if (windows.length === 0) {
      return {
        text: '',
        segments: [],
        durationSeconds: audio.durationSeconds,
        timing: { decodeMs, vadMs, whisperMs: 0, windows: 0 },
      };
    }
    const dir = await mkdtemp(join(tmpdir(), 'zuban-asr-'));
    try {
      const files = await Promise.all(
        windows.map(async (w, i) => {
          const file = join(dir, `window-${i}.wav`);
          await writeFile(file, pcm16Wav(audio.samples.subarray(w.start, w.end)));
          return file;
        }),
      );
      const t1 = performance.now();
      // 50 encoder frames a second, plus a margin; whisper was trained on full 1500-frame windows.
      const longest = Math.max(...windows.map((w) => w.end - w.start)) / TARGET_RATE;
      const audioContext = fitContext ? Math.min(1500, Math.ceil(longest * 50) + 128) : undefined;
      const run = () =>
        runWhisperCli(files, {
          ...cli,
          audioContext,
          ...(timestamps ? { timestamps: timestamps === 'words' ? 'tokens' : 'segments' } : {}),
        });
      const ends = windows.map((w) => w.end / TARGET_RATE);
      const runWatched = async () => {
        const stop = onProgress && watchWindows(files, ends, audio.durationSeconds, onProgress);
        try {
          return await run();
        } finally {
          stop?.();
        }
      };
      const perWindow = await (ownWorker ? runWatched() : limiter.run(runWatched));
      const whisperMs = performance.now() - t1;
      const bounds = windows.map((w) => ({
        startMs: Math.round((w.start / TARGET_RATE) * 1000),
        endMs: Math.round((w.end / TARGET_RATE) * 1000),
      }));
      const durationMs = Math.floor(audio.durationSeconds * 1000);
      // Without timestamp tokens each window is one segment with its own bounds.
      const segments = timestamps
        ? placeOnTimeline(perWindow, bounds, durationMs, timestamps === 'words')
        : untimedSegments(perWindow, windows);
      return {
        text: segments.map((s) => s.text).join(' '),
        segments,
        durationSeconds: audio.durationSeconds,
        timing: { decodeMs, vadMs, whisperMs, windows: windows.length },
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  function untimedSegments(perWindow: { text: string }[][], windows: SpeechSpan[]): TimedSegment[] {
    return perWindow
      .map((segs, i) => {
        const w = windows[i] as SpeechSpan;
        return {
          fromMs: Math.round((w.start / TARGET_RATE) * 1000),
          toMs: Math.round((w.end / TARGET_RATE) * 1000),
          text: segs
            .map((s) => s.text)
            .filter(Boolean)
            .join(' '),
        };
      })
      .filter((s) => s.text);
  }

  return {
    model: options.model,
    unavailableReason,
    ready: () => Boolean(options.model) && existsSyncSafe(options.model),
    async transcribeWav(wav, opts = {}) {
      requireModel();
      const t0 = performance.now();
      const audio = decodeWav(wav);
      return transcribe(audio, options.vad ?? true, performance.now() - t0, false, false, opts);
    },
    async transcribeSamples(samples, opts = {}) {
      const audio = {
        samples,
        durationSeconds: samples.length / TARGET_RATE,
        sourceRate: TARGET_RATE,
        sourceChannels: 1,
      };
      return transcribe(audio, opts.vad ?? options.vad ?? true, 0, opts.fitContext, opts.ownWorker);
    },
  };
}

function existsSyncSafe(path: string | undefined): boolean {
  return path !== undefined && existsSync(path);
}
