/**
 * Walks a TIFF's chain of image directories (one per page) without decoding anything, so that a
 * TIFF bomb (a frame of huge dimensions, thousands of frames, a directory chain that loops back)
 * and a truncated file (pixel data past the end) are refused before a decoder sees them.
 */

export interface TiffFrame {
  width: number;
  height: number;
}

export type TiffFrames =
  | { ok: true; frames: TiffFrame[] }
  | { ok: false; problem: 'corrupt' | 'truncated' | 'too_many'; message: string };

const IMAGE_WIDTH = 256;
const IMAGE_LENGTH = 257;
const STRIP_OFFSETS = 273;
const STRIP_BYTE_COUNTS = 279;
const TILE_OFFSETS = 324;
const TILE_BYTE_COUNTS = 325;
const SHORT = 3;
const LONG = 4;

interface Entry {
  type: number;
  count: number;
  /** Where the values are: inside the entry when they fit in 4 bytes, else at the offset it holds. */
  at: number;
}

function values(view: DataView, entry: Entry, little: boolean): number[] | null {
  const size = entry.type === SHORT ? 2 : entry.type === LONG ? 4 : 0;
  if (size === 0 || entry.at + size * entry.count > view.byteLength) return null;
  const out: number[] = [];
  for (let i = 0; i < entry.count; i += 1) {
    const at = entry.at + i * size;
    out.push(size === 2 ? view.getUint16(at, little) : view.getUint32(at, little));
  }
  return out;
}

/**
 * The frames, in order, reading at most `maxFrames` of them (one more is `too_many`). Every
 * frame's strips (or tiles) must lie inside the file.
 */
export function readTiffFrames(bytes: Uint8Array, maxFrames: number): TiffFrames {
  const corrupt = (message: string): TiffFrames => ({ ok: false, problem: 'corrupt', message });
  if (bytes.length < 8) return corrupt('The TIFF header is cut short.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = view.getUint8(0) === 0x49;
  const frames: TiffFrame[] = [];
  const seen = new Set<number>();
  let ifd = view.getUint32(4, little);
  while (ifd !== 0) {
    if (seen.has(ifd)) return corrupt('The TIFF directories loop back on themselves.');
    seen.add(ifd);
    if (frames.length === maxFrames) {
      return { ok: false, problem: 'too_many', message: `The TIFF has more than ${maxFrames} pages.` };
    }
    if (ifd + 2 > view.byteLength) {
      return {
        ok: false,
        problem: 'truncated',
        message: 'The TIFF is cut short (a page directory is missing).',
      };
    }
    const count = view.getUint16(ifd, little);
    const next = ifd + 2 + count * 12;
    if (next + 4 > view.byteLength) {
      return {
        ok: false,
        problem: 'truncated',
        message: 'The TIFF is cut short (a page directory is missing).',
      };
    }
    const entries = new Map<number, Entry>();
    for (let i = 0; i < count; i += 1) {
      const at = ifd + 2 + i * 12;
      const type = view.getUint16(at + 2, little);
      const n = view.getUint32(at + 4, little);
      const inline = (type === SHORT ? 2 : 4) * n <= 4;
      entries.set(view.getUint16(at, little), {
        type,
        count: n,
        at: inline ? at + 8 : view.getUint32(at + 8, little),
      });
    }
    const width = entries.get(IMAGE_WIDTH);
    const height = entries.get(IMAGE_LENGTH);
    const w = width ? values(view, { ...width, count: 1 }, little)?.[0] : undefined;
    const h = height ? values(view, { ...height, count: 1 }, little)?.[0] : undefined;
    if (!w || !h) return corrupt(`Page ${frames.length + 1} of the TIFF has no size.`);
    const offsets = entries.get(STRIP_OFFSETS) ?? entries.get(TILE_OFFSETS);
    const counts = entries.get(STRIP_BYTE_COUNTS) ?? entries.get(TILE_BYTE_COUNTS);
    const starts = offsets ? values(view, offsets, little) : null;
    const lengths = counts ? values(view, counts, little) : null;
    if (!starts || !lengths || starts.length !== lengths.length) {
      return {
        ok: false,
        problem: 'truncated',
        message: `Page ${frames.length + 1} of the TIFF has no readable pixel data.`,
      };
    }
    for (let i = 0; i < starts.length; i += 1) {
      if ((starts[i] as number) + (lengths[i] as number) > view.byteLength) {
        return {
          ok: false,
          problem: 'truncated',
          message: `The TIFF is cut short (page ${frames.length + 1}'s pixels are missing).`,
        };
      }
    }
    frames.push({ width: w, height: h });
    ifd = view.getUint32(next, little);
  }
  if (frames.length === 0) return corrupt('The TIFF has no pages.');
  return { ok: true, frames };
}
