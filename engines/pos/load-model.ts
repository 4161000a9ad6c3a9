import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserializeModel, type TaggerModelFile } from './model-file';
import type { TaggerModel } from './tagger';
import { prepareTagger } from './word-table';

export const DEFAULT_MODEL_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  'data/cle-perceptron.json',
);

const loaded = new Map<string, TaggerModel>();

/** The model in `path` (the server passes POS_MODEL_PATH), else the committed CLE model; parsed once per process. */
export function loadTaggerModel(path: string = DEFAULT_MODEL_PATH): TaggerModel {
  let model = loaded.get(path);
  if (!model) {
    model = deserializeModel(JSON.parse(readFileSync(path, 'utf8')) as TaggerModelFile);
    prepareTagger(model);
    loaded.set(path, model);
  }
  return model;
}
