/** File types we accept, recognised by their first bytes, never by name or declared type. */
export type SniffedType = 'application/pdf' | 'image/jpeg' | 'image/png';

const signatures: Array<{ type: SniffedType; bytes: number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function sniffType(data: Buffer): SniffedType | undefined {
  return signatures.find((s) => s.bytes.every((b, i) => data[i] === b))?.type;
}

export const typeLabels: Record<SniffedType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};
