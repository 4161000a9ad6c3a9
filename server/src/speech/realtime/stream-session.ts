import type { AsrEngine } from '@zuban/engines/asr';

// One realtime stream: audio arrives as 16 kHz mono 16-bit PCM about every second. After each
// chunk the current utterance is transcribed again for a partial hypothesis (skipped while a
// transcription is still running, so a slow machine drops partials, never audio). An
// utterance that reaches `maxUtteranceSeconds`, and whatever is left at audio_end, is
// transcribed once more and sent as final.

export interface Hypothesis {
  hypotheses: Array<{ transcript: string }>;
  final: boolean;
}

export interface StreamSessionOptions {
  asr: Pick<AsrEngine, 'transcribeSamples'>;
  emit: (h: Hypothesis) => void;
  onError: (error: unknown) => void;
  maxUtteranceSeconds?: number;
  maxStreamSeconds?: number;
}

export interface StreamSession {
  /** Adds a chunk; returns false when the stream is over its length limit. */
  push(pcm16: Buffer): boolean;
  /** The stream reached its length limit: the next chunk would be refused (so it is not paid for). */
  full(): boolean;
  end(): Promise<void>;
  receivedSeconds(): number;
  /** Seconds of finished utterances still waiting for (or in) transcription. */
  backlogSeconds(): number;
}

const RATE = 16_000;

export function toFloat(pcm16: Buffer): Float32Array {
  const n = Math.floor(pcm16.length / 2);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = pcm16.readInt16LE(i * 2) / 32768;
  return out;
}

function concat(chunks: Float32Array[]): Float32Array {
  const out = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export function createStreamSession(opts: StreamSessionOptions): StreamSession {
  const maxUtterance = (opts.maxUtteranceSeconds ?? 25) * RATE;
  const maxStream = (opts.maxStreamSeconds ?? 60 * 60) * RATE;
  let utterance: Float32Array[] = [];
  let utteranceSamples = 0;
  let received = 0;
  let dirty = false;
  // One whisper-cli at a time per stream: every transcription joins this chain.
  let work: Promise<void> = Promise.resolve();
  let pending = 0;
  // Samples of final utterances not yet transcribed: a client sending faster than real time grows it.
  let backlog = 0;
  // A partial that finishes after its utterance was finalised is dropped, never shown late.
  let utteranceId = 0;

  const transcript = async (samples: Float32Array, fitContext: boolean) =>
    (await opts.asr.transcribeSamples(samples, { vad: false, fitContext, ownWorker: true })).text;

  const enqueue = (job: () => Promise<void>) => {
    pending++;
    work = work
      .then(job)
      .catch(opts.onError)
      .finally(() => {
        pending--;
      });
  };

  const partial = () => {
    if (pending > 0 || !dirty || utteranceSamples < RATE / 2) return;
    dirty = false;
    const id = utteranceId;
    const samples = concat(utterance);
    enqueue(async () => {
      const text = await transcript(samples, true);
      if (id === utteranceId) opts.emit({ hypotheses: [{ transcript: text }], final: false });
    });
  };

  const finalize = () => {
    const samples = concat(utterance);
    utterance = [];
    utteranceSamples = 0;
    dirty = false;
    utteranceId++;
    backlog += samples.length;
    enqueue(async () => {
      try {
        if (samples.length < RATE / 4) return;
        opts.emit({ hypotheses: [{ transcript: await transcript(samples, false) }], final: true });
      } finally {
        backlog -= samples.length;
      }
    });
  };

  return {
    push(pcm16) {
      if (received >= maxStream) return false;
      const chunk = toFloat(pcm16);
      received += chunk.length;
      utterance.push(chunk);
      utteranceSamples += chunk.length;
      dirty = true;
      if (utteranceSamples >= maxUtterance) finalize();
      else partial();
      return true;
    },
    full: () => received >= maxStream,
    async end() {
      finalize();
      await work;
    },
    receivedSeconds: () => received / RATE,
    backlogSeconds: () => backlog / RATE,
  };
}
