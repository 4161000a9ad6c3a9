import multipart from '@fastify/multipart';
import { coded } from '@zuban/contract/message-catalogue';
import { OPENAI_MODEL_NAMES, OPENAI_VOICES } from '@zuban/contract/openai-speech';
import { decodeToWav } from '@zuban/engines/asr';
import { createLimiter } from '@zuban/engines/tts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { callService } from '../language/call-service';
import { bodyOf } from '../language/paid-call';
import { speechSettings } from '../speech/settings';
import { useOpenAiErrors } from './errors';
import { modelEntry, modelList } from './models';
import { nativeService } from './native-services';
import { paidCallHooks } from './paid-hooks';
import { modelSchema, modelsSchema, speechSchema, transcriptionSchema } from './route-schemas';
import { speechSurface } from './speech-answer';
import { parseSpeech, speechServiceId } from './speech-request';
import { transcriptionSurface } from './transcription-answer';
import { parseTranscription } from './transcription-request';
import { MAX_AUDIO_UPLOAD_BYTES, readAudioUpload } from './upload';

// The handlers check the bodies themselves (OpenAI's way, naming the parameter) after the rate
// limit and the credentials, as the native routes do; the schemas only document.
const documentOnly = {
  validatorCompiler: () => (data: unknown) => ({ value: data }),
  serializerCompiler: (() => (data: unknown) =>
    JSON.stringify(data)) as FastifySerializerCompiler<FastifySchema>,
};

/**
 * OpenAI's speech API over the native services (#32): `/v1/audio/transcriptions` is `asr`,
 * `/v1/audio/speech` the voice's TTS service, each through the native paid call (hooks,
 * call-service, settlement): the same price, charge, limit, refund and job row. Errors in OpenAI's
 * shape, on this scope only.
 */
export async function openAiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart);
    useOpenAiErrors(scope, { text: 'input', format: 'response_format' });
    const asr = nativeService('asr');
    const voices = new Map(Object.values(OPENAI_VOICES).map((id) => [id, nativeService(id)]));

    const speechHooks = paidCallHooks(ctx, (request) => voices.get(speechServiceId(bodyOf(request)))!);
    scope.post(
      '/v1/audio/speech',
      { ...speechHooks, ...documentOnly, schema: speechSchema },
      async (request, reply) => {
        const call = parseSpeech(bodyOf(request));
        request.body = call.nativeBody;
        return callService(ctx, request, reply, speechSurface(call.format));
      },
    );

    // ffmpeg decodes here, before the call is priced: at most as many at once as whisper runs.
    const { concurrency, timeoutMs } = speechSettings(ctx.config).asr;
    const decoding = createLimiter(concurrency);
    const decode = (bytes: Buffer) => decoding.run(() => decodeToWav(bytes, { timeoutMs }));
    const asrHooks = paidCallHooks(ctx, () => asr, MAX_AUDIO_UPLOAD_BYTES + 1024 * 1024);
    const transcriptionRoute = { ...asrHooks, ...documentOnly, schema: transcriptionSchema };
    scope.post('/v1/audio/transcriptions', transcriptionRoute, async (request, reply) => {
      const call = await parseTranscription(await readAudioUpload(request), decode);
      request.body = call.nativeBody;
      return callService(ctx, request, reply, transcriptionSurface(call.format));
    });

    scope.get('/v1/models', { ...documentOnly, schema: modelsSchema }, async () => modelList());
    scope.get<{ Params: { model: string } }>(
      '/v1/models/:model',
      { ...documentOnly, schema: modelSchema },
      async (request) => {
        const { model } = request.params;
        if (!OPENAI_MODEL_NAMES.includes(model)) {
          throw new AppError(
            404,
            'model_not_found',
            coded('openai.modelNotFound', { model }),
            {},
            { field: 'model' },
          );
        }
        return modelEntry(model);
      },
    );
  });
}
