/**
 * A base64 WAV file's format and duration from its header alone, so that billing and the 60-minute
 * limit need no decoding of the whole file. Works in the browser too.
 *
 * The duration is what the ASR engine will decode (engines/asr/wav-input.ts): whole frames of
 * channels x bits / 8 bytes, at the sample rate. It is never taken from the header's byte rate,
 * which nothing decodes by; a header whose fields disagree with each other is refused instead of
 * billed (#22: byteRate 0x7fffffff made 150 s cost a tenth).
 */

export interface WavHeader {
  ok: true;
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Audio bytes the engine will read: the data chunk's declared size, or what is present. */
  dataBytes: number;
  durationSeconds: number;
}

export interface WavRefusal {
  ok: false;
  /** not_wav: not a RIFF/WAVE file we can read; unsupported: an encoding the engine cannot decode; inconsistent: header fields contradict each other. */
  problem: 'not_wav' | 'unsupported' | 'inconsistent';
  message: string;
}

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;
/** Bit depths the engine decodes, per format. */
const decodable: Record<number, number[]> = { [PCM]: [8, 16, 24, 32], [FLOAT]: [32, 64] };
/** Sizes streaming writers leave in a data chunk they could not go back and fill in. */
const streamingSizes = new Set([0, 0xffffffff]);

const notWav: WavRefusal = { ok: false, problem: 'not_wav', message: 'The audio must be a WAV file.' };
const inconsistent = (what: string): WavRefusal => ({
  ok: false,
  problem: 'inconsistent',
  message: `The WAV header contradicts itself (${what}).`,
});

/** Bytes a base64 body decodes to (whitespace already removed). */
function decodedLength(body: string): number {
  const unpadded = body.replace(/=+$/, '');
  return Math.floor((unpadded.length * 3) / 4);
}

export function readWavHeader(base64OrDataUrl: string): WavHeader | WavRefusal {
  const comma = base64OrDataUrl.startsWith('data:') ? base64OrDataUrl.indexOf(',') : -1;
  const raw = comma >= 0 ? base64OrDataUrl.slice(comma + 1) : base64OrDataUrl;
  // An hour of audio is ~150 MB of text: copy it only when there is whitespace to drop.
  const body = /\s/.test(raw) ? raw.replace(/\s+/g, '') : raw;
  let head: Uint8Array;
  try {
    head = Uint8Array.from(atob(body.slice(0, 4096 - (4096 % 4))), (c) => c.charCodeAt(0));
  } catch {
    return notWav;
  }
  const view = new DataView(head.buffer);
  const tag = (at: number) => String.fromCharCode(...head.subarray(at, at + 4));
  if (head.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return notWav;
  const totalBytes = decodedLength(body);
  let fmtAt = -1;
  for (let at = 12; at + 8 <= head.length; ) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    // The engine reads the last format chunk before the data, so this does too.
    if (id === 'fmt ' && at + 8 + 16 <= head.length) fmtAt = at + 8;
    if (id === 'data') {
      if (fmtAt < 0) return notWav;
      const present = Math.max(0, totalBytes - (at + 8));
      if (size > present && !streamingSizes.has(size)) return inconsistent('data size beyond the file');
      return checkFormat(view, fmtAt, size > 0 && size <= present ? size : present);
    }
    at += 8 + size + (size % 2);
  }
  return notWav;
}

function checkFormat(view: DataView, at: number, dataBytes: number): WavHeader | WavRefusal {
  const tagged = view.getUint16(at, true);
  const channels = view.getUint16(at + 2, true);
  const sampleRate = view.getUint32(at + 4, true);
  const byteRate = view.getUint32(at + 8, true);
  const blockAlign = view.getUint16(at + 12, true);
  const bitsPerSample = view.getUint16(at + 14, true);
  const audioFormat =
    tagged === EXTENSIBLE && at + 26 <= view.byteLength ? view.getUint16(at + 24, true) : tagged;
  if (!decodable[audioFormat]?.includes(bitsPerSample)) {
    return {
      ok: false,
      problem: 'unsupported',
      message: `Unsupported WAV encoding (format ${audioFormat}, ${bitsPerSample}-bit). Send PCM or float WAV.`,
    };
  }
  if (channels < 1 || sampleRate < 1000) return inconsistent('no channels or a sample rate under 1000 Hz');
  if (blockAlign !== (channels * bitsPerSample) / 8) return inconsistent('block align');
  if (byteRate !== sampleRate * blockAlign) return inconsistent('byte rate');
  return {
    ok: true,
    audioFormat,
    channels,
    sampleRate,
    bitsPerSample,
    dataBytes,
    durationSeconds: Math.floor(dataBytes / blockAlign) / sampleRate,
  };
}

/** Seconds of audio the engine will decode, or null for a file it would not (see readWavHeader). */
export function wavDurationSeconds(base64OrDataUrl: string): number | null {
  const header = readWavHeader(base64OrDataUrl);
  return header.ok ? header.durationSeconds : null;
}
