import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DomainModel } from './classifier';
import { type DomainModelFile, deserializeDomainModel } from './model-file';

export const DEFAULT_DOMAIN_MODEL_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  'model/news-softmax.json',
);

let cached: DomainModel | undefined;

/** The committed model (or DOMAIN_MODEL_PATH), parsed once per process. */
export function defaultDomainModel(): DomainModel {
  if (!cached) {
    const path = process.env.DOMAIN_MODEL_PATH ?? DEFAULT_DOMAIN_MODEL_PATH;
    cached = deserializeDomainModel(JSON.parse(readFileSync(path, 'utf8')) as DomainModelFile);
  }
  return cached;
}
