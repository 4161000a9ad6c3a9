// Character error rate for Urdu transcripts: edits / reference length, after removing what a
// recogniser cannot be blamed for (punctuation, diacritics, spacing, letter variants).
export function normalizeForCer(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u064b-\u065f\u0670\u06d6-\u06ed]/g, '') // harakat and Quranic marks
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ه/g, 'ہ')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function characterErrorRate(reference: string, hypothesis: string): { edits: number; length: number } {
  const a = [...normalizeForCer(reference)];
  const b = [...normalizeForCer(hypothesis)];
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return { edits: row[b.length] as number, length: a.length };
}
