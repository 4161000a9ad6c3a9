/**
 * @fontsource/noto-nastaliq-urdu ships its Medium and SemiBold faces only as WOFF, which HarfBuzz
 * (and so pango-view) cannot shape from. WOFF 1.0 is just the TrueType tables, each zlib-compressed,
 * so unpacking them back into an sfnt file is enough.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { NPM_FONT_FILES } from './fonts';

const FONTSOURCE = resolve(import.meta.dirname, '../../../node_modules/@fontsource/noto-nastaliq-urdu/files');

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** Converts the npm faces once; leaves them out (with a message) when the package is absent. */
export async function ensureWoffConverted(): Promise<void> {
  for (const [weight, target] of Object.entries(NPM_FONT_FILES)) {
    if (existsSync(target)) continue;
    const source = `${FONTSOURCE}/noto-nastaliq-urdu-arabic-${weight}-normal.woff`;
    if (!existsSync(source)) {
      console.warn(`npm font skipped: ${source} is missing`);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, woffToSfnt(readFileSync(source)));
  }
}
