import type { Config } from '../../config/config';

/**
 * The text engines' model files (POS_MODEL_PATH, DOMAIN_MODEL_PATH, SUMMARIZE_DF_PATH); unset:
 * the engine's committed file. Plain data, so it crosses to the pool's threads with each task.
 */
export interface TextModelFiles {
  pos?: string | undefined;
  domain?: string | undefined;
  summarizeDf?: string | undefined;
}

export function textModelFiles(config: Pick<Config, 'settings'>): TextModelFiles {
  const s = config.settings;
  return { pos: s.POS_MODEL_PATH, domain: s.DOMAIN_MODEL_PATH, summarizeDf: s.SUMMARIZE_DF_PATH };
}
