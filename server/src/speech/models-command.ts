import { FETCHABLE_MODELS, fetchWhisperModel, ModelFetchError } from '@zuban/engines/asr';
import { UsageError } from '../cli/usage-error';
import type { AppContext } from '../context';
import { speechSettings } from './settings';

/** `models fetch whisper-base`: downloads an official whisper.cpp model into ASR_MODELS_DIR. */
export async function modelsFetchCommand(ctx: AppContext, args: string[]): Promise<unknown> {
  const [name] = args;
  if (!name) throw new UsageError(`Usage: models fetch <${FETCHABLE_MODELS.join('|')}>`);
  const dir = speechSettings(ctx.config).asr.modelsDir;
  try {
    const { path } = await fetchWhisperModel(name, dir);
    return { fetched: name, path, next: `Set ASR_MODEL=${path} and restart the server.` };
  } catch (e) {
    if (e instanceof ModelFetchError) throw new UsageError(e.message);
    throw e;
  }
}
