import { espeakAvailable } from '@zuban/engines/tts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { speechEngines } from './engines';
import { attachRealtimeAsr } from './realtime/socket-server';

/**
 * Realtime speech-to-text: the Socket.IO stream and the free-worker count it advertises (with
 * REDIS_URL, the count for all instances together); and the ASR and TTS probes of /healthz, which
 * report this app's engines and realtime slots.
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
  const freeWorkersRoute = {
    schema: {
      summary: 'Free realtime speech-to-text slots',
      tags: ['speech'],
      response: {
        200: z.object({
          free_asrWorkers: z
            .number()
            .int()
            .meta({ description: 'Streams that could start now (0 without a model).' }),
        }),
      },
    },
  };
  app.post('/free_asr_workers', freeWorkersRoute, freeWorkers);
  app.post('/backend/free_asr_workers', freeWorkersRoute, freeWorkers);
  const { asr, tts } = engines;
  ctx.engineProbes.set('asr', async () => ({
    name: 'asr',
    ok: asr.ready(),
    detail: asr.ready()
      ? `whisper model ${asr.model}, ${await pool.free()}/${pool.size} realtime workers free`
      : 'no speech-to-text model installed (set ASR_MODEL)',
  }));
  ctx.engineProbes.set('tts', async () => ({
    name: 'tts',
    ok: espeakAvailable(),
    detail: espeakAvailable()
      ? Object.entries(tts.describe())
          .map(([voice, engine]) => `${voice}: ${engine}`)
          .join(', ')
      : 'espeak-ng is not installed (Debian package espeak-ng)',
  }));
}
