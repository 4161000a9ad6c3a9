import { espeakAvailable } from '@zuban/engines/tts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { registerEngineProbe } from '../health/engine-status';
import { type SpeechEngines, speechEngines } from './engines';
import { attachRealtimeAsr } from './realtime/socket-server';
import type { WorkerPool } from './realtime/worker-pool';

let current: { engines: SpeechEngines; pool: WorkerPool } | undefined;
let probesRegistered = false;

/**
 * Realtime speech-to-text: the Socket.IO stream and the free-worker count it advertises (with
 * REDIS_URL, the count for all instances together).
 */
export async function speechRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const engines = speechEngines(ctx);
  const { pool } = attachRealtimeAsr(app, ctx);
  const freeWorkers = async (request: FastifyRequest) => {
    if (!engines.asr.ready()) return { free_asrWorkers: 0 };
    try {
      return { free_asrWorkers: await pool.free() };
    } catch (e) {
      // Redis unreachable: no stream could start now either. /healthz shows the error.
      request.log.warn({ err: e }, 'realtime ASR: the free slots cannot be counted');
      return { free_asrWorkers: 0 };
    }
  };
  app.post('/free_asr_workers', freeWorkers);
  app.post('/backend/free_asr_workers', freeWorkers);
  current = { engines, pool };
  if (probesRegistered) return;
  probesRegistered = true;
  // Registered once per process; they report the engines of the latest app.
  registerEngineProbe(async () => {
    const {
      engines: { asr },
      pool: realtime,
    } = current ?? { engines, pool };
    return {
      name: 'asr',
      ok: asr.ready(),
      detail: asr.ready()
        ? `whisper model ${asr.model}, ${await realtime.free()}/${realtime.size} realtime workers free`
        : 'no speech-to-text model installed (set ASR_MODEL)',
    };
  });
  registerEngineProbe(async () => ({
    name: 'tts',
    ok: espeakAvailable(),
    detail: espeakAvailable()
      ? Object.entries((current?.engines ?? engines).tts.describe())
          .map(([voice, engine]) => `${voice}: ${engine}`)
          .join(', ')
      : 'espeak-ng is not installed (Debian package espeak-ng)',
  }));
}
