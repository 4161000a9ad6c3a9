import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DomainModel } from './classifier';
import { type DomainModelFile, deserializeDomainModel } from './model-file';

export const DEFAULT_DOMAIN_MODEL_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  'data/news-softmax.json',
);

const loaded = new Map<string, DomainModel>();

/** The model in `path` (the server passes DOMAIN_MODEL_PATH), else the committed one; parsed once per process. */
export function loadDomainModel(path: string = DEFAULT_DOMAIN_MODEL_PATH): DomainModel {
  let model = loaded.get(path);
  if (!model) {
    model = deserializeDomainModel(JSON.parse(readFileSync(path, 'utf8')) as DomainModelFile);
    loaded.set(path, model);
  }
  return model;
}
