/**
 * Averaged perceptron over string features and integer classes (Collins 2002, as in
 * Honnibal's "A good POS tagger in about 200 lines"). Averaging uses the lazy
 * timestamp trick so an update costs O(features), not O(all weights).
 */
export class AveragedPerceptron {
  /** feature -> weights per class (dense Float64Array; classes are few). */
  readonly weights = new Map<string, Float64Array>();
  private readonly totals = new Map<string, Float64Array>();
  private readonly stamps = new Map<string, Float64Array>();
  private instances = 0;

  constructor(readonly classCount: number) {}

  /** The score of every class. */
  scores(features: readonly string[]): Float64Array {
    const scores = new Float64Array(this.classCount);
    for (const feature of features) {
      const row = this.weights.get(feature);
      if (!row) continue;
      for (let c = 0; c < this.classCount; c += 1) scores[c]! += row[c]!;
    }
    return scores;
  }

  /** Index of the best-scoring class; ties go to the lower index, so results are deterministic. */
  predict(features: readonly string[]): number {
    return argmax(this.scores(features));
  }

  /**
   * The class to update against: the best class other than `truth` when it scores within
   * `margin` of truth (with margin 0, only when it beats truth), else truth itself (no update).
   */
  rival(scores: Float64Array, truth: number, margin: number): number {
    let rival = truth === 0 ? 1 : 0;
    for (let c = 0; c < this.classCount; c += 1) if (c !== truth && scores[c]! > scores[rival]!) rival = c;
    const lead = scores[truth]! - scores[rival]!;
    // On a tie predict() picks the lower index, so the rival wins a tie when it comes first.
    const rivalWins = lead < 0 || (lead === 0 && rival < truth);
    return rivalWins || lead < margin ? rival : truth;
  }

  update(truth: number, guess: number, features: readonly string[]): void {
    this.instances += 1;
    if (truth === guess) return;
    for (const feature of features) {
      this.bump(feature, truth, 1);
      this.bump(feature, guess, -1);
    }
  }

  /** Replace every weight by its average over all updates seen; call once after training. */
  average(): void {
    for (const [feature, row] of this.weights) {
      const total = this.totals.get(feature)!;
      const stamp = this.stamps.get(feature)!;
      for (let c = 0; c < this.classCount; c += 1) {
        const sum = total[c]! + (this.instances - stamp[c]!) * row[c]!;
        row[c] = sum / this.instances;
      }
    }
    this.totals.clear();
    this.stamps.clear();
  }

  private bump(feature: string, cls: number, delta: number): void {
    let row = this.weights.get(feature);
    if (!row) {
      row = new Float64Array(this.classCount);
      this.weights.set(feature, row);
      this.totals.set(feature, new Float64Array(this.classCount));
      this.stamps.set(feature, new Float64Array(this.classCount));
    }
    const total = this.totals.get(feature)!;
    const stamp = this.stamps.get(feature)!;
    total[cls]! += (this.instances - stamp[cls]!) * row[cls]!;
    stamp[cls] = this.instances;
    row[cls]! += delta;
  }
}

export function argmax(scores: ArrayLike<number>): number {
  let best = 0;
  for (let c = 1; c < scores.length; c += 1) if (scores[c]! > scores[best]!) best = c;
  return best;
}
