import { type BeamScorer, beamSearch, hypothesisTags } from './beam';
import type { TaggedSentence } from './corpus';
import { type PaddedSentence, positionFeatures, START, tokenFeatures, wordFeatures } from './features';
import { AveragedPerceptron } from './perceptron';
import { padSentence, sparseRow, type TaggerModel, type WeightRow } from './tagger';

export interface TrainOptions {
  epochs?: number;
  seed?: number;
  /** A word joins the tag dictionary when seen this often ... */
  dictMinCount?: number;
  /** ... with its commonest tag at least this share of its occurrences. */
  dictMinShare?: number;
  /** Beam width: 1 trains and tags greedily; more trains a structured perceptron with early update. */
  beamWidth?: number;
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

/**
 * What the training data says about a word, as one string "COMMONEST CLASS": its commonest
 * tag and its ambiguity class (the tags it took at least AMBIGUITY_SHARE of the time, sorted).
 * Undefined for words seen fewer than twice.
 */
const AMBIGUITY_SHARE = 0.1;
function wordTagSummary(byTag: ReadonlyMap<string, number>): string | undefined {
  let total = 0;
  let bestTag = '';
  let bestCount = 0;
  for (const [tag, n] of byTag) {
    total += n;
    if (n > bestCount) [bestTag, bestCount] = [tag, n];
  }
  if (total < 2) return undefined;
  const ambiguity = [...byTag]
    .filter(([, n]) => n >= AMBIGUITY_SHARE * total)
    .map(([tag]) => tag)
    .sort()
    .join('+');
  return `${bestTag} ${ambiguity}`;
}

/**
 * Each word's summary (wordTagSummary) as counted without the sentence it stands in: at
 * tagging time the model's table never includes the sentence being tagged, so training on
 * counts that include it would teach the model to trust the feature too much (a word seen
 * twice would always find its own tag there).
 */
function leaveOneOutSummaries(
  s: TaggedSentence,
  counts: Map<string, Map<string, number>>,
): (string | undefined)[] {
  const own = new Map<string, Map<string, number>>();
  s.words.forEach((word, i) => {
    const byTag = own.get(word) ?? new Map<string, number>();
    byTag.set(s.tags[i]!, (byTag.get(s.tags[i]!) ?? 0) + 1);
    own.set(word, byTag);
  });
  return s.words.map((word) => {
    const mine = own.get(word)!;
    const rest = new Map<string, number>();
    for (const [tag, n] of counts.get(word)!)
      if (n > (mine.get(tag) ?? 0)) rest.set(tag, n - (mine.get(tag) ?? 0));
    return wordTagSummary(rest);
  });
}

/** Scores from the perceptron's current (dense, not yet averaged) weights, for training. */
function trainingScorer(
  perceptron: AveragedPerceptron,
  tags: string[],
  tagdict: ReadonlyMap<string, string>,
): BeamScorer {
  const addScores = (scores: Float64Array, features: readonly string[]) => {
    for (const feature of features) {
      const row = perceptron.weights.get(feature);
      if (row) for (let c = 0; c < scores.length; c += 1) scores[c]! += row[c]!;
    }
  };
  return {
    tags,
    fixedTag: (word) => tagdict.get(word),
    positionScores(padded, i) {
      const scores = new Float64Array(tags.length);
      addScores(scores, wordFeatures(padded, i));
      addScores(scores, positionFeatures(padded, i));
      return scores;
    },
    addScores,
  };
}

/**
 * One structured-perceptron step with early update: decode with the beam until the gold
 * prefix falls out of it (or to the end), then move the weights towards the gold prefix and
 * away from the beam's best, each position scored with its own tag history.
 */
function trainBeam(
  perceptron: AveragedPerceptron,
  scorer: BeamScorer,
  tagIndex: ReadonlyMap<string, number>,
  s: TaggedSentence,
  padded: PaddedSentence,
  width: number,
): void {
  const { best, length } = beamSearch(scorer, s.words, padded, width, s.tags);
  for (let j = 0; j < length; j += 1) perceptron.tick();
  const predicted = hypothesisTags(best);
  if (predicted.every((tag, j) => tag === s.tags[j])) return;
  let goldHistory: [string, string] = [START[0], START[1]];
  let guessHistory: [string, string] = [START[0], START[1]];
  for (let j = 0; j < length; j += 1) {
    const truth = s.tags[j]!;
    const guess = predicted[j]!;
    const sameHistory = goldHistory[0] === guessHistory[0] && goldHistory[1] === guessHistory[1];
    if (scorer.fixedTag(s.words[j]!) === undefined && !(truth === guess && sameHistory)) {
      perceptron.adjust(tokenFeatures(padded, j + 2, ...goldHistory), tagIndex.get(truth)!, 1);
      perceptron.adjust(tokenFeatures(padded, j + 2, ...guessHistory), tagIndex.get(guess)!, -1);
    }
    goldHistory = [truth, goldHistory[0]];
    guessHistory = [guess, guessHistory[0]];
  }
}

/** lexicon: word -> Apertium class for every word the model may meet (see lexicon.ts). */
export function trainTagger(
  sentences: readonly TaggedSentence[],
  lexicon: ReadonlyMap<string, string>,
  options: TrainOptions = {},
): TaggerModel {
  const { epochs = 5, seed = 1, dictMinCount = 20, dictMinShare = 0.97, beamWidth = 1 } = options;
  const tags = [...new Set(sentences.flatMap((s) => s.tags))].sort();
  const tagIndex = new Map(tags.map((t, i) => [t, i]));
  const counts = tagCounts(sentences);
  const tagdict = buildTagdict(counts, dictMinCount, dictMinShare);
  const frequentTags = new Map<string, string>();
  for (const [word, byTag] of counts) {
    const summary = wordTagSummary(byTag);
    if (summary) frequentTags.set(word, summary);
  }
  const perceptron = new AveragedPerceptron(tags.length);
  const random = mulberry32(seed);
  const order = sentences.map((_, i) => i);
  const padded = sentences.map((s) => {
    const summaries = leaveOneOutSummaries(s, counts);
    const ownWordOut = new Map(s.words.map((w, i) => [w, summaries[i]]));
    return padSentence(s.words, lexicon, { get: (w: string) => ownWordOut.get(w) });
  });

  const scorer = trainingScorer(perceptron, tags, tagdict);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const si of order) {
      const s = sentences[si]!;
      const words = padded[si]!;
      if (beamWidth > 1) {
        trainBeam(perceptron, scorer, tagIndex, s, words, beamWidth);
        continue;
      }
      let prev: string = START[0];
      let prev2: string = START[1];
      for (let i = 0; i < s.words.length; i += 1) {
        let guess = tagdict.get(s.words[i]!);
        if (guess === undefined) {
          const features = tokenFeatures(words, i + 2, prev, prev2);
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
  return { tags, tagdict, lexicon: new Map(lexicon), frequentTags, weights, beamWidth };
}
