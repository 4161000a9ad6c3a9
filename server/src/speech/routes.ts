import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerEngineProbe } from '../health/engine-status';
import { speechEngines } from './engines';
import { attachRealtimeAsr } from './realtime/socket-server';

/** Realtime speech-to-text: the Socket.IO stream and the free-worker count it advertises. */
export async function speechRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const engines = speechEngines(ctx);
  attachRealtimeAsr(app, ctx);
  const freeWorkers = async () => ({
    free_asrWorkers: engines.asr.ready() ? engines.realtimePool.free() : 0,
  });
  app.post('/free_asr_workers', freeWorkers);
  app.post('/backend/free_asr_workers', freeWorkers);
  registerEngineProbe(async () => ({
    name: 'asr',
    ok: engines.asr.ready(),
    detail: engines.asr.ready()
      ? `whisper model ${engines.asr.model}, ${engines.realtimePool.free()}/${engines.realtimePool.size} realtime workers free`
      : 'no speech-to-text model installed (set ASR_MODEL)',
  }));
  registerEngineProbe(async () => ({
    name: 'tts',
    ok: true,
    detail: Object.entries(engines.tts.describe())
      .map(([voice, engine]) => `${voice}: ${engine}`)
      .join(', '),
  }));
}
