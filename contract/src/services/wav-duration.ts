/**
 * Duration of a base64 WAV file from its header alone (fmt byte rate, data chunk size), so that
 * billing and the 60-minute limit need no decoding of the whole file. Works in the browser too.
 */
export function wavDurationSeconds(base64OrDataUrl: string): number | null {
  const comma = base64OrDataUrl.startsWith('data:') ? base64OrDataUrl.indexOf(',') : -1;
  const body = (comma >= 0 ? base64OrDataUrl.slice(comma + 1) : base64OrDataUrl).replace(/\s+/g, '');
  let head: Uint8Array;
  try {
    head = Uint8Array.from(atob(body.slice(0, 4096 - (4096 % 4))), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  const view = new DataView(head.buffer);
  const tag = (at: number) => String.fromCharCode(...head.subarray(at, at + 4));
  if (head.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  const totalBytes = Math.floor((body.length * 3) / 4);
  let byteRate = 0;
  for (let at = 12; at + 8 <= head.length; ) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 20 <= head.length) byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      if (byteRate <= 0) return null;
      // Streamed WAVs carry a bogus size (0 or 0xFFFFFFFF): trust the bytes actually present.
      const present = Math.max(0, totalBytes - (at + 8));
      const dataBytes = size > 0 && size <= present ? size : present;
      return dataBytes / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
