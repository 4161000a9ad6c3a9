/**
 * The page's line pitch (baseline to baseline, in pixels), estimated from its ink profile: lines
 * repeat down the page, so the profile correlates with itself shifted by one pitch. The line finder
 * (segment-lines.ts) uses it to tell the pieces of one line (ascenders or a word's top cut off by a
 * light row) from two lines: a line's ink spans less than a pitch, two lines' ink more.
 */

/** Bins per em: fine enough for a pitch to within a tenth of an em, coarse enough to be cheap. */
const BINS_PER_EM = 12;
/** Pitches looked for, in ems: Naskh is set at about 1.7 em, Nastaliq at about 2.4–2.6. */
const MIN_PITCH_EM = 1;
const MAX_PITCH_EM = 4;
/**
 * Below this normalised correlation the profile does not repeat (one line, or a page of lines of
 * very different heights) and no pitch is given; dev pages with a right pitch show 0.2–0.7.
 */
const MIN_CORRELATION = 0.15;
/**
 * Rows count by whether they hold text, not by how much: a row with a tenth of the densest row's
 * ink counts fully. By raw ink, a page of long lines alternating with short ones repeats every
 * other line (a dev Naskh page was given twice its pitch).
 */
const FULL_ROW_SHARE = 0.1;
/** A shorter lag this close to the best (its correlation over the best's) is the pitch, not a multiple. */
const SUBMULTIPLE_SHARE = 0.5;

/**
 * The pitch in pixels, or null when the profile shows none (fewer than two lines, or no regular
 * spacing). `profile` is the ink per row; `emPixels` the expected font size in pixels. Cost: one
 * pass over the profile, then about 36 lags over height / (em / 12) bins.
 */
export function estimateLinePitch(profile: Float64Array, emPixels: number): number | null {
  const bin = Math.max(1, Math.floor(emPixels / BINS_PER_EM));
  const bins = new Float64Array(Math.ceil(profile.length / bin));
  let peak = 0;
  for (const ink of profile) peak = Math.max(peak, ink);
  const clip = peak * FULL_ROW_SHARE;
  for (let y = 0; y < profile.length; y += 1) {
    const b = Math.floor(y / bin);
    bins[b] = (bins[b] as number) + Math.min(1, (profile[y] as number) / clip);
  }
  const correlation = autocorrelation(
    bins,
    Math.max(1, Math.round((MIN_PITCH_EM * emPixels) / bin)),
    Math.round((MAX_PITCH_EM * emPixels) / bin),
  );
  if (correlation.size === 0) return null;
  let bestLag = 0;
  let best = Number.NEGATIVE_INFINITY;
  for (const [lag, value] of correlation) {
    if (value > best) {
      best = value;
      bestLag = lag;
    }
  }
  if (best < MIN_CORRELATION) return null;
  // Two or three pitches correlate too (every other line): prefer a local maximum near half the lag.
  for (let changed = true; changed; ) {
    changed = false;
    const half = bestLag / 2;
    for (const [lag, value] of correlation) {
      const localMax = value >= (correlation.get(lag - 1) ?? -1) && value >= (correlation.get(lag + 1) ?? -1);
      if (localMax && Math.abs(lag - half) <= half * 0.15 && value >= best * SUBMULTIPLE_SHARE) {
        bestLag = lag;
        best = value;
        changed = true;
        break;
      }
    }
  }
  return bestLag * bin;
}

/** Normalised autocorrelation of the mean-removed series at lags lo..hi (those that fit). */
function autocorrelation(series: Float64Array, lo: number, hi: number): Map<number, number> {
  const n = series.length;
  let mean = 0;
  for (const v of series) mean += v;
  mean /= Math.max(1, n);
  const centred = series.map((v) => v - mean);
  let energy = 0;
  for (const v of centred) energy += v * v;
  const result = new Map<number, number>();
  if (energy === 0) return result;
  for (let lag = lo; lag <= Math.min(hi, n - 1); lag += 1) {
    let sum = 0;
    for (let i = 0; i + lag < n; i += 1) sum += (centred[i] as number) * (centred[i + lag] as number);
    result.set(lag, sum / energy);
  }
  return result;
}
