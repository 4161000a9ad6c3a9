import type { TaggedSentence } from './corpus';
import { START, tokenFeatures } from './features';
import { AveragedPerceptron } from './perceptron';
import { padSentence, sparseRow, type TaggerModel, type WeightRow } from './tagger';

export interface TrainOptions {
  epochs?: number;
  seed?: number;
  /** A word joins the tag dictionary when seen this often ... */
  dictMinCount?: number;
  /** ... with its commonest tag at least this share of its occurrences. */
  dictMinShare?: number;
}

/** Small deterministic PRNG (mulberry32) so training runs are reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function tagCounts(sentences: readonly TaggedSentence[]) {
  const counts = new Map<string, Map<string, number>>();
  for (const s of sentences) {
    s.words.forEach((word, i) => {
      const byTag = counts.get(word) ?? new Map<string, number>();
      const tag = s.tags[i]!;
      byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
      counts.set(word, byTag);
    });
  }
  return counts;
}

function commonestTag(byTag: Map<string, number>): [string, number, number] {
  let total = 0;
  let bestTag = '';
  let bestCount = 0;
  for (const [tag, n] of byTag) {
    total += n;
    if (n > bestCount) [bestTag, bestCount] = [tag, n];
  }
  return [bestTag, bestCount, total];
}

function buildTagdict(counts: Map<string, Map<string, number>>, minCount: number, minShare: number) {
  const dict = new Map<string, string>();
  for (const [word, byTag] of counts) {
    const [bestTag, bestCount, total] = commonestTag(byTag);
    if (total >= minCount && bestCount / total >= minShare) dict.set(word, bestTag);
  }
  return dict;
}

/** lexicon: word -> Apertium class for every word the model may meet (see lexicon.ts). */
export function trainTagger(
  sentences: readonly TaggedSentence[],
  lexicon: ReadonlyMap<string, string>,
  options: TrainOptions = {},
): TaggerModel {
  const { epochs = 5, seed = 1, dictMinCount = 20, dictMinShare = 0.97 } = options;
  const tags = [...new Set(sentences.flatMap((s) => s.tags))].sort();
  const tagIndex = new Map(tags.map((t, i) => [t, i]));
  const counts = tagCounts(sentences);
  const tagdict = buildTagdict(counts, dictMinCount, dictMinShare);
  const frequentTags = new Map<string, string>();
  for (const [word, byTag] of counts) {
    const [tag, , total] = commonestTag(byTag);
    if (total >= 2) frequentTags.set(word, tag);
  }
  const perceptron = new AveragedPerceptron(tags.length);
  const random = mulberry32(seed);
  const order = sentences.map((_, i) => i);
  const padded = sentences.map((s) => padSentence(s.words, lexicon, frequentTags));

  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const si of order) {
      const s = sentences[si]!;
      const words = padded[si]!;
      let prev: string = START[0];
      let prev2: string = START[1];
      for (let i = 0; i < s.words.length; i += 1) {
        let guess = tagdict.get(s.words[i]!);
        if (guess === undefined) {
          const features = tokenFeatures(words.words, words.classes, words.frequent, i + 2, prev, prev2);
          const g = perceptron.predict(features);
          perceptron.update(tagIndex.get(s.tags[i]!)!, g, features);
          guess = tags[g]!;
        }
        prev2 = prev;
        prev = guess;
      }
    }
    // Fisher-Yates shuffle between epochs.
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  }
  perceptron.average();
  const weights = new Map<string, WeightRow>();
  for (const [feature, dense] of perceptron.weights) {
    const row = sparseRow(dense);
    if (row) weights.set(feature, row);
  }
  return { tags, tagdict, lexicon: new Map(lexicon), frequentTags, weights };
}
