import { editDistance } from '../../text/training/edit-distance';

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
  return { edits: editDistance(a, [...normalizeForCer(hypothesis)]), length: a.length };
}
