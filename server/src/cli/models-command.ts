import { FETCHABLE_MODELS, fetchWhisperModel, ModelFetchError } from '@zuban/engines/asr';
import type { AppContext } from '../context';
import { DEFAULT_ASR_MODEL, speechSettings } from '../speech/settings';
import { UsageError } from './usage-error';

/** `models fetch whisper-small`: downloads an official whisper.cpp model into ASR_MODELS_DIR. */
export async function modelsFetchCommand(ctx: AppContext, args: string[]): Promise<unknown> {
  const [name] = args;
  // The name stays required: a download of hundreds of MB is asked for, never implied.
  if (!name) {
    throw new UsageError(
      `Usage: models fetch <${FETCHABLE_MODELS.join('|')}> (the default, which make start fetches: ${DEFAULT_ASR_MODEL})`,
    );
  }
  const dir = speechSettings(ctx.config).asr.modelsDir;
  try {
    const { path } = await fetchWhisperModel(name, dir);
    return { fetched: name, path, next: `Set ASR_MODEL=${path} and restart the server.` };
  } catch (e) {
    if (e instanceof ModelFetchError) throw new UsageError(e.message);
    throw e;
  }
}
