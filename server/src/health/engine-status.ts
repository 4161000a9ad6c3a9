export interface EngineStatus {
  name: string;
  ok: boolean;
  detail: string;
}

export type EngineProbe = () => Promise<EngineStatus>;

const probes: EngineProbe[] = [];

/** Engines register a cheap probe (binary present, model loaded) that /healthz reports. */
export function registerEngineProbe(probe: EngineProbe): void {
  probes.push(probe);
}

export async function engineStatuses(): Promise<EngineStatus[]> {
  return Promise.all(
    probes.map((p) => p().catch((e: unknown) => ({ name: 'unknown', ok: false, detail: String(e) }))),
  );
}
