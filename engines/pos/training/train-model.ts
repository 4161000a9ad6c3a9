import { seededRandom } from '../../text/training/seeded-random';
import { normalizeForFeatures, type PaddedSentence, START, tokenFeatures } from '../features';
import { padSentence, sparseRow, type TaggerModel, type WeightRow } from '../tagger';
import type { TaggedSentence } from './corpus';
import { AveragedPerceptron, argmax } from './perceptron';
import { type SkipGramOptions, trainSkipGram } from './skipgram';
import { type NetTrainOptions, trainWindowNet } from './window-net-train';

export interface TrainOptions {
  epochs?: number;
  seed?: number;
  /** A word joins the tag dictionary when seen this often ... */
  dictMinCount?: number;
  /** ... with its commonest tag at least this share of its occurrences. */
  dictMinShare?: number;
  /**
   * Perceptrons trained on differently shuffled orders whose averaged weights are averaged
   * again: scores are linear in the weights, so this is an ensemble at no cost at tagging time.
   */
  ensemble?: number;
  /**
   * Update also when the gold tag wins by less than this (a margin perceptron; 0: only on
   * errors). Meant to make the weights less sensitive to the file's inconsistent tags, but
   * margin 1 gained 0.11 in 3-fold CV and lost 0.08 in 10-fold CV, so it is off by default.
   */
  margin?: number;
  /**
   * Also train a right-to-left tagger on the reversed sentences, whose scores tagging adds to
   * the left-to-right ones. Off by default: 10-fold CV 92.58% vs 92.46% (+0.12, under the +0.2
   * that would pay for half the speed and twice the model file; docs/quality/pos.md).
   */
  bidirectional?: boolean;
  /**
   * Weight of the window network's log-probabilities added to the perceptron's scores
   * (window-net.ts); 0 trains no network.
   */
  netWeight?: number;
  net?: NetTrainOptions;
  /**
   * Tokenised plain text (e.g. the Wikipedia sentences) on which, with the training sentences'
   * words, skip-gram vectors are trained for the network's fixed word slots; none when absent.
   */
  vectorText?: readonly (readonly string[])[];
  skipGram?: SkipGramOptions;
}

export const DEFAULT_MARGIN = 0;
/**
 * Weight of the window network's log-probabilities in the shipped configuration (train.ts and
 * the cross-validation of `npm run quality -- pos`); 0: no network (being measured).
 */
export const DEFAULT_NET_WEIGHT = 3;

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

function commonestTag(byTag: ReadonlyMap<string, number>): [string, number, number] {
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
  const [bestTag, , total] = commonestTag(byTag);
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

/** One averaged perceptron, greedy left-to-right; shuffleFirst also shuffles before epoch 1. */
function trainPerceptron(
  sentences: readonly TaggedSentence[],
  padded: readonly PaddedSentence[],
  tags: readonly string[],
  tagdict: ReadonlyMap<string, string>,
  epochs: number,
  seed: number,
  shuffleFirst: boolean,
  margin: number,
): AveragedPerceptron {
  const tagIndex = new Map(tags.map((t, i) => [t, i]));
  const perceptron = new AveragedPerceptron(tags.length);
  const random = seededRandom(seed);
  const order = sentences.map((_, i) => i);
  const shuffle = () => {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  };
  if (shuffleFirst) shuffle();
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const si of order) {
      const s = sentences[si]!;
      const words = padded[si]!;
      let prev: string = START[0];
      let prev2: string = START[1];
      for (let i = 0; i < s.words.length; i += 1) {
        let guess = tagdict.get(s.words[i]!);
        if (guess === undefined) {
          const features = tokenFeatures(words, i + 2, prev, prev2);
          const scores = perceptron.scores(features);
          const truth = tagIndex.get(s.tags[i]!)!;
          perceptron.update(truth, perceptron.rival(scores, truth, margin), features);
          // The history is the tagger's own choice, as at tagging time (not the gold tag).
          guess = tags[argmax(scores)]!;
        }
        prev2 = prev;
        prev = guess;
      }
    }
    shuffle();
  }
  perceptron.average();
  return perceptron;
}

/** lexicon: word -> Apertium class for every word the model may meet (see lexicon.ts). */
export function trainTagger(
  sentences: readonly TaggedSentence[],
  lexicon: ReadonlyMap<string, string>,
  options: TrainOptions = {},
): TaggerModel {
  const {
    epochs = 5,
    seed = 1,
    dictMinCount = 20,
    dictMinShare = 0.97,
    ensemble = 3,
    margin = DEFAULT_MARGIN,
    bidirectional = false,
    netWeight = 0,
  } = options;
  const tags = [...new Set(sentences.flatMap((s) => s.tags))].sort();
  const counts = tagCounts(sentences);
  const tagdict = buildTagdict(counts, dictMinCount, dictMinShare);
  const frequentTags = new Map<string, string>();
  for (const [word, byTag] of counts) {
    const summary = wordTagSummary(byTag);
    if (summary) frequentTags.set(word, summary);
  }
  const leftOut = sentences.map((s) => {
    const summaries = leaveOneOutSummaries(s, counts);
    const ownWordOut = new Map(s.words.map((w, i) => [w, summaries[i]]));
    return { get: (w: string) => ownWordOut.get(w) };
  });
  const padded = sentences.map((s, i) => padSentence(s.words, lexicon, leftOut[i]!));
  const ensembleWeights = (
    inOrder: readonly TaggedSentence[],
    inOrderPadded: readonly PaddedSentence[],
  ): Map<string, WeightRow> => {
    const summed = new Map<string, Float64Array>();
    for (let member = 0; member < ensemble; member += 1) {
      const perceptron = trainPerceptron(
        inOrder,
        inOrderPadded,
        tags,
        tagdict,
        epochs,
        seed + member,
        member > 0,
        margin,
      );
      for (const [feature, dense] of perceptron.weights) {
        const sum = summed.get(feature) ?? new Float64Array(tags.length);
        for (let c = 0; c < tags.length; c += 1) sum[c]! += dense[c]! / ensemble;
        summed.set(feature, sum);
      }
    }
    const weights = new Map<string, WeightRow>();
    for (const [feature, dense] of summed) {
      const row = sparseRow(dense);
      if (row) weights.set(feature, row);
    }
    return weights;
  };
  const weights = ensembleWeights(sentences, padded);
  const model: TaggerModel = { tags, tagdict, lexicon: new Map(lexicon), frequentTags, weights };
  if (bidirectional) {
    // The same features read in the other direction: "-1" is then the word to the right, and
    // the history the tags already chosen to the right.
    const reversed = sentences.map((s) => ({ words: [...s.words].reverse(), tags: [...s.tags].reverse() }));
    const reversedPadded = reversed.map((s, i) => padSentence(s.words, lexicon, leftOut[i]!));
    model.backward = ensembleWeights(reversed, reversedPadded);
  }
  if (netWeight > 0) {
    const vectors = options.vectorText
      ? trainSkipGram(
          [...options.vectorText, ...sentences.map((s) => s.words)].map((words) =>
            words.map(normalizeForFeatures),
          ),
          { seed, dim: options.net?.dim ?? 32, ...options.skipGram },
        )
      : undefined;
    model.net = trainWindowNet(sentences, tags, { seed, vectors, ...options.net });
    model.netWeight = netWeight;
  }
  return model;
}
