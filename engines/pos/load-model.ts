import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserializeModel, type TaggerModelFile } from './model-file';
import type { TaggerModel } from './tagger';

export const DEFAULT_MODEL_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  'model/cle-perceptron.json',
);

let cached: TaggerModel | undefined;

/** The committed CLE model (or POS_MODEL_PATH), parsed once per process. */
export function defaultModel(): TaggerModel {
  if (!cached) {
    const path = process.env.POS_MODEL_PATH ?? DEFAULT_MODEL_PATH;
    cached = deserializeModel(JSON.parse(readFileSync(path, 'utf8')) as TaggerModelFile);
  }
  return cached;
}
