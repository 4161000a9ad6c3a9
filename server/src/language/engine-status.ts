export interface EngineStatus {
  name: string;
  ok: boolean;
  detail: string;
}

export type EngineProbe = () => Promise<EngineStatus>;

/** The engines' cheap checks (binary present, model loaded) that /healthz reports, by engine name. */
export interface EngineProbes {
  /** Adds or replaces the probe of engine `name`, so building an app twice on one context adds none twice. */
  set(name: string, probe: EngineProbe): void;
  statuses(): Promise<EngineStatus[]>;
}

export interface EngineProbeOptions {
  /** How long one round of probes answers every /healthz (ms). */
  ttlMs?: number;
  now?: () => number;
}

/**
 * Probes spawn processes (tesseract --list-langs, espeak-ng): /healthz is public, so one round of
 * probes is shared by every request in flight and reused for `ttlMs`. A flood of health checks costs
 * at most one spawn per engine per interval.
 */
export function createEngineProbes(options: EngineProbeOptions = {}): EngineProbes {
  const ttlMs = options.ttlMs ?? 5_000;
  const now = options.now ?? Date.now;
  const probes = new Map<string, EngineProbe>();
  let last: { at: number; round: Promise<EngineStatus[]> } | undefined;
  const runAll = () =>
    Promise.all(
      [...probes].map(([name, probe]) =>
        probe().catch((e: unknown): EngineStatus => ({ name, ok: false, detail: String(e) })),
      ),
    );
  return {
    set: (name, probe) => {
      probes.set(name, probe);
      last = undefined;
    },
    statuses: () => {
      if (!last || now() - last.at >= ttlMs) last = { at: now(), round: runAll() };
      return last.round;
    },
  };
}
