// Reader for GNU gettext .mo catalogues. The langid quality script takes non-Urdu sentences
// (English, Persian, Arabic, Pashto, Sindhi, Punjabi, Hindi) from the translations Debian
// installs under /usr/share/locale, since ../shared/data holds only Urdu.
import { readFileSync } from 'node:fs';

export interface MoMessage {
  id: string;
  str: string;
}

export function readMoFile(path: string): MoMessage[] {
  const buf = readFileSync(path);
  const magic = buf.readUInt32LE(0);
  const le = magic === 0x950412de;
  if (!le && buf.readUInt32BE(0) !== 0x950412de) return [];
  const u32 = (o: number) => (le ? buf.readUInt32LE(o) : buf.readUInt32BE(o));
  const n = u32(8);
  const idTable = u32(12);
  const strTable = u32(16);
  const out: MoMessage[] = [];
  for (let i = 0; i < n; i++) {
    const idLen = u32(idTable + i * 8);
    const idOff = u32(idTable + i * 8 + 4);
    const sLen = u32(strTable + i * 8);
    const sOff = u32(strTable + i * 8 + 4);
    const id = buf.toString('utf8', idOff, idOff + idLen).split('\0')[0] ?? '';
    const str = buf.toString('utf8', sOff, sOff + sLen).split('\0')[0] ?? '';
    if (id) out.push({ id, str });
  }
  return out;
}
