// The realtime speech-to-text slots: one is held by each open stream and given back when the
// stream ends or the socket disconnects. POST /free_asr_workers reports how many are free.
export interface WorkerSlot {
  readonly id: number;
  release(): void;
}

export interface WorkerPool {
  readonly size: number;
  free(): number;
  /** A slot, or undefined when all are taken. */
  acquire(): WorkerSlot | undefined;
}

export function createWorkerPool(size: number): WorkerPool {
  const taken = new Set<number>();
  return {
    size,
    free: () => size - taken.size,
    acquire() {
      for (let id = 0; id < size; id++) {
        if (taken.has(id)) continue;
        taken.add(id);
        let released = false;
        return {
          id,
          release() {
            // Idempotent: audio_end and disconnect may both release the same slot.
            if (released) return;
            released = true;
            taken.delete(id);
          },
        };
      }
      return undefined;
    },
  };
}
