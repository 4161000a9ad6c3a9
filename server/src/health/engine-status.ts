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

export function createEngineProbes(): EngineProbes {
  const probes = new Map<string, EngineProbe>();
  return {
    set: (name, probe) => void probes.set(name, probe),
    statuses: () =>
      Promise.all(
        [...probes].map(([name, probe]) =>
          probe().catch((e: unknown): EngineStatus => ({ name, ok: false, detail: String(e) })),
        ),
      ),
  };
}
