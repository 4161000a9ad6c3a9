/**
 * Consensus scores for sentence selection: each sentence's mean ROUGE-1 F1 against the text's other
 * sentences, i.e. the sentence that would best stand in for the rest (minimum Bayes risk selection
 * with ROUGE-1 as the loss). It counts function words as ROUGE does, and its F1 favours a sentence
 * of typical length over a long one that merely holds many terms.
 *
 * The other sentences stand in for the unknown reference summary, so only those that could be one
 * take part: a fragment of fewer than `MIN_PEER_WORDS` words (a heading, a caption, a byline, a
 * "read more" line) is still a candidate but is not compared with. Its F1 against every longer
 * sentence is low and pulls the choice towards short sentences, while no XL-Sum reference summary is
 * that short (docs/quality/summarize.md, #26 item 8: the one tuned number here, chosen under 5-fold
 * cross-validation).
 *
 * A sentence is compared with at most `maxPeers` others, spread evenly over the text, so the cost is
 * linear in the number of sentences rather than quadratic.
 */
export const MAX_PEERS = 64;
export const MIN_PEER_WORDS = 14;

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

/**
 * The sentences (by index) that serve as stand-in references: those of at least `minWords` words,
 * or every sentence when fewer than two are that long (a text of short sentences still gets a
 * consensus); at most `maxPeers` of them, evenly spaced.
 */
export function referencePeers(lengths: readonly number[], minWords = MIN_PEER_WORDS, maxPeers = MAX_PEERS) {
  const long: number[] = [];
  for (let i = 0; i < lengths.length; i++) if (lengths[i]! >= minWords) long.push(i);
  const eligible = long.length >= 2 ? long : lengths.map((_, i) => i);
  return peerIndices(eligible.length, maxPeers).map((k) => eligible[k]!);
}

function unigramF1(a: Map<string, number>, aLength: number, b: Map<string, number>, bLength: number) {
  if (aLength === 0 || bLength === 0) return 0;
  let overlap = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const [t, n] of small) overlap += Math.min(n, large.get(t) ?? 0);
  return (2 * overlap) / (aLength + bLength);
}

export function consensusScores(
  sentenceTerms: readonly (readonly string[])[],
  maxPeers = MAX_PEERS,
  minPeerWords = MIN_PEER_WORDS,
) {
  const bags = sentenceTerms.map(counts);
  const peers = referencePeers(
    sentenceTerms.map((t) => t.length),
    minPeerWords,
    maxPeers,
  );
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
