import { historyFeatures, type PaddedSentence, START } from './features';

/**
 * Beam-search decoding over tag sequences (the structured perceptron's decoder, Collins &
 * Roark 2004). Features look at most two tags back, so two hypotheses that end in the same
 * two tags can never be reordered later: only the better one is kept (recombination), and the
 * beam holds `width` distinct tag pairs. Greedy decoding is the width-1 case.
 */
export interface Hypothesis {
  score: number;
  tag: string;
  prev: string;
  back: Hypothesis | null;
  /** Training only: every tag so far equals the gold tag. */
  gold: boolean;
}

export interface BeamScorer {
  tags: readonly string[];
  /** Fixed tag for words the model answers from its dictionary, else undefined. */
  fixedTag(word: string): string | undefined;
  /** Scores of every tag from the features that ignore the tags chosen (word and neighbours). */
  positionScores(padded: PaddedSentence, i: number, word: string): Float64Array;
  /** Adds the weights of these features to scores. */
  addScores(scores: Float64Array, features: readonly string[]): void;
}

const ROOT: Hypothesis = { score: 0, tag: START[0], prev: START[1], back: null, gold: true };

/** Inserts a candidate into `beam` (best first, at most width entries, one per tag pair). */
function offer(beam: Hypothesis[], width: number, candidate: Hypothesis): void {
  const same = beam.findIndex((h) => h.tag === candidate.tag && h.prev === candidate.prev);
  if (same >= 0) {
    if (beam[same]!.score >= candidate.score) return;
    beam.splice(same, 1);
  } else if (beam.length === width && beam[width - 1]!.score >= candidate.score) {
    return;
  }
  let at = beam.length;
  while (at > 0 && beam[at - 1]!.score < candidate.score) at -= 1;
  beam.splice(at, 0, candidate);
  if (beam.length > width) beam.pop();
}

/**
 * Decodes one sentence. With gold tags (training) it stops as soon as the gold prefix has
 * left the beam and returns the beam's best at that point (early update).
 */
export function beamSearch(
  scorer: BeamScorer,
  words: readonly string[],
  padded: PaddedSentence,
  width: number,
  gold?: readonly string[],
): { best: Hypothesis; length: number; goldLost: boolean } {
  let beam: Hypothesis[] = [ROOT];
  const scores = new Float64Array(scorer.tags.length);
  for (let i = 0; i < words.length; i += 1) {
    const next: Hypothesis[] = [];
    const fixed = scorer.fixedTag(words[i]!);
    if (fixed !== undefined) {
      for (const h of beam) {
        offer(next, width, {
          score: h.score,
          tag: fixed,
          prev: h.tag,
          back: h,
          gold: h.gold && gold?.[i] === fixed,
        });
      }
    } else {
      const base = scorer.positionScores(padded, i + 2, words[i]!);
      for (const h of beam) {
        scores.set(base);
        scorer.addScores(scores, historyFeatures(padded, i + 2, h.tag, h.prev));
        for (let c = 0; c < scores.length; c += 1) {
          const score = h.score + scores[c]!;
          if (next.length === width && next[width - 1]!.score >= score) continue;
          const tag = scorer.tags[c]!;
          offer(next, width, { score, tag, prev: h.tag, back: h, gold: h.gold && gold?.[i] === tag });
        }
      }
    }
    beam = next;
    if (gold && !beam.some((h) => h.gold)) return { best: beam[0]!, length: i + 1, goldLost: true };
  }
  return { best: beam[0]!, length: words.length, goldLost: false };
}

/** The tags of a hypothesis, first to last. */
export function hypothesisTags(h: Hypothesis): string[] {
  const tags: string[] = [];
  for (let at: Hypothesis | null = h; at?.back; at = at.back) tags.push(at.tag);
  return tags.reverse();
}
