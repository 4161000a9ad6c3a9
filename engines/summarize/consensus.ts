/**
 * Consensus scores for sentence selection: each sentence's mean ROUGE-1 F1 against the text's other
 * sentences, i.e. the sentence that would best stand in for the rest (minimum Bayes risk selection
 * with ROUGE-1 as the loss). It needs no tuned weight, it counts function words as ROUGE does, and
 * its F1 favours a sentence of typical length over a long one that merely holds many terms.
 *
 * A sentence is compared with at most `maxPeers` others, spread evenly over the text, so the cost is
 * linear in the number of sentences rather than quadratic.
 */
export const MAX_PEERS = 64;

function counts(terms: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of terms) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** The indices a sentence is compared with: all of them, or `maxPeers` evenly spaced. */
export function peerIndices(count: number, maxPeers = MAX_PEERS): number[] {
  if (count <= maxPeers) return Array.from({ length: count }, (_, i) => i);
  const stride = count / maxPeers;
  return Array.from({ length: maxPeers }, (_, k) => Math.floor(k * stride));
}

function unigramF1(a: Map<string, number>, aLength: number, b: Map<string, number>, bLength: number) {
  if (aLength === 0 || bLength === 0) return 0;
  let overlap = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const [t, n] of small) overlap += Math.min(n, large.get(t) ?? 0);
  return (2 * overlap) / (aLength + bLength);
}

export function consensusScores(sentenceTerms: readonly (readonly string[])[], maxPeers = MAX_PEERS) {
  const bags = sentenceTerms.map(counts);
  const peers = peerIndices(sentenceTerms.length, maxPeers);
  return bags.map((bag, i) => {
    let sum = 0;
    let compared = 0;
    for (const j of peers) {
      if (j === i) continue;
      sum += unigramF1(bag, sentenceTerms[i]!.length, bags[j]!, sentenceTerms[j]!.length);
      compared += 1;
    }
    return compared === 0 ? 0 : sum / compared;
  });
}
