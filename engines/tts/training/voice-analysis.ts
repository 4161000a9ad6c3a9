// Measurements used to show that voices differ and that settings take effect.

/** Median fundamental frequency (Hz) over voiced 40 ms frames, by autocorrelation. */
export function medianPitchHz(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.round(sampleRate / 400);
  const maxLag = Math.round(sampleRate / 60);
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += (samples[start + i] ?? 0) ** 2;
    if (energy / frame < 500 ** 2) continue; // silence or near-silence
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = 0; i < frame; i++) sum += (samples[start + i] ?? 0) * (samples[start + i + lag] ?? 0);
      if (sum > best) {
        best = sum;
        bestLag = lag;
      }
    }
    if (bestLag > 0 && best / energy > 0.5) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

export function rms(samples: Int16Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / Math.max(1, samples.length));
}
