/**
 * A WAV file's header: `readWavLayout` walks its chunks (the one WAV header reader: the ASR engine
 * decodes by it, engines/asr/wav-input.ts, and the TTS engine reads its own output with it), and
 * `readWavHeader` gives a base64 file's format and duration from its head alone, so that billing and
 * the 60-minute limit need no decoding of the whole file. Works in the browser too.
 *
 * The duration is what the ASR engine will decode: whole frames of channels x bits / 8 bytes, at
 * the sample rate. It is never taken from the header's byte rate, which nothing decodes by; a header
 * whose fields disagree with each other is refused instead of billed (#22: byteRate 0x7fffffff made
 * 150 s cost a tenth).
 */

/** The format chunk's fields (for WAVE_FORMAT_EXTENSIBLE, the real format) and where the audio is. */
export interface WavLayout {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
  /** Offset of the data chunk's first audio byte. */
  dataOffset: number;
  /** The data chunk's size as declared (streaming writers leave 0 or 0xFFFFFFFF). */
  declaredDataBytes: number;
}

/** not_riff: no RIFF/WAVE header; no_format: a data chunk before any format chunk; no_data: no data chunk (in the bytes given). */
export type WavLayoutProblem = 'not_riff' | 'no_format' | 'no_data';

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

const EXTENSIBLE = 0xfffe;

/**
 * Walks a RIFF/WAVE file's chunks to its data chunk, taking the last format chunk before it (as the
 * engine decodes). `bytes` may be the head of the file only: a chunk past its end is not seen.
 */
export function readWavLayout(bytes: Uint8Array): WavLayout | WavLayoutProblem {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return 'not_riff';
  let fmtAt = -1;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 8 + 16 <= bytes.length) fmtAt = at + 8;
    if (id === 'data') {
      if (fmtAt < 0) return 'no_format';
      const tagged = view.getUint16(fmtAt, true);
      return {
        // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of the sub-format GUID.
        audioFormat:
          tagged === EXTENSIBLE && fmtAt + 26 <= bytes.length ? view.getUint16(fmtAt + 24, true) : tagged,
        channels: view.getUint16(fmtAt + 2, true),
        sampleRate: view.getUint32(fmtAt + 4, true),
        byteRate: view.getUint32(fmtAt + 8, true),
        blockAlign: view.getUint16(fmtAt + 12, true),
        bitsPerSample: view.getUint16(fmtAt + 14, true),
        dataOffset: at + 8,
        declaredDataBytes: size,
      };
    }
    at += 8 + size + (size % 2);
  }
  return 'no_data';
}

const PCM = 1;
const FLOAT = 3;
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
  const layout = readWavLayout(head);
  if (typeof layout === 'string') return notWav;
  const size = layout.declaredDataBytes;
  const present = Math.max(0, decodedLength(body) - layout.dataOffset);
  if (size > present && !streamingSizes.has(size)) return inconsistent('data size beyond the file');
  return checkFormat(layout, size > 0 && size <= present ? size : present);
}

function checkFormat(layout: WavLayout, dataBytes: number): WavHeader | WavRefusal {
  const { audioFormat, channels, sampleRate, byteRate, blockAlign, bitsPerSample } = layout;
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
