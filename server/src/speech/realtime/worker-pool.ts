// The realtime speech-to-text slots: one is held by each open stream and given back when the
// stream ends or the socket disconnects. POST /free_asr_workers reports how many are free. One
// server process keeps them in memory (this file); several share them through Redis
// (redis-worker-pool.ts), so the limit and the free count are the same on every instance.
export interface WorkerSlot {
  readonly id: string;
  /** Idempotent: audio_end and disconnect may both release the same slot. */
  release(): Promise<void>;
}

export interface WorkerPool {
  readonly size: number;
  free(): Promise<number>;
  /** A slot, or undefined when all are taken. */
  acquire(): Promise<WorkerSlot | undefined>;
  /** Stops background work (lease refreshes) and gives back the slots still held. */
  close(): Promise<void>;
}

export function createWorkerPool(size: number): WorkerPool {
  const taken = new Set<number>();
  return {
    size,
    free: async () => size - taken.size,
    async acquire() {
      for (let n = 0; n < size; n++) {
        if (taken.has(n)) continue;
        taken.add(n);
        let released = false;
        return {
          id: String(n),
          async release() {
            if (released) return;
            released = true;
            taken.delete(n);
          },
        };
      }
      return undefined;
    },
    async close() {
      taken.clear();
    },
  };
}
