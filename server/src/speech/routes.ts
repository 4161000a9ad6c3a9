import { espeakAvailable } from '@zuban/engines/tts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerEngineProbe } from '../health/engine-status';
import { type SpeechEngines, speechEngines } from './engines';
import { attachRealtimeAsr } from './realtime/socket-server';

let current: SpeechEngines | undefined;
let probesRegistered = false;

/** Realtime speech-to-text: the Socket.IO stream and the free-worker count it advertises. */
export async function speechRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const engines = speechEngines(ctx);
  attachRealtimeAsr(app, ctx);
  const freeWorkers = async () => ({
    free_asrWorkers: engines.asr.ready() ? engines.realtimePool.free() : 0,
  });
  app.post('/free_asr_workers', freeWorkers);
  app.post('/backend/free_asr_workers', freeWorkers);
  current = engines;
  if (probesRegistered) return;
  probesRegistered = true;
  // Registered once per process; they report the engines of the latest app.
  registerEngineProbe(async () => {
    const { asr, realtimePool } = current ?? engines;
    return {
      name: 'asr',
      ok: asr.ready(),
      detail: asr.ready()
        ? `whisper model ${asr.model}, ${realtimePool.free()}/${realtimePool.size} realtime workers free`
        : 'no speech-to-text model installed (set ASR_MODEL)',
    };
  });
  registerEngineProbe(async () => ({
    name: 'tts',
    ok: espeakAvailable(),
    detail: espeakAvailable()
      ? Object.entries((current ?? engines).tts.describe())
          .map(([voice, engine]) => `${voice}: ${engine}`)
          .join(', ')
      : 'espeak-ng is not installed (Debian package espeak-ng)',
  }));
}
