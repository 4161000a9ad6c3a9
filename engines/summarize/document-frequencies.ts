import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Corpus document frequencies for IDF: how many of `documents` contain each term. Built by
 * training/build-df.ts from a reference corpus, so a short input still gets sensible term weights.
 */
export interface DocumentFrequencies {
  documents: number;
  df: Map<string, number>;
}

export interface DocumentFrequencyFile {
  format: 'zuban-df/1';
  documents: number;
  /** "term count" pairs, space-separated; terms are lookup keys (no spaces). */
  terms: string;
  provenance: Record<string, string | number>;
}

export const DEFAULT_DF_PATH = resolve(dirname(fileURLToPath(import.meta.url)), 'data/wikipedia-df.json');

export function parseDocumentFrequencies(file: DocumentFrequencyFile): DocumentFrequencies {
  if (file.format !== 'zuban-df/1')
    throw new Error(`unknown document-frequency format ${String(file.format)}`);
  const parts = file.terms.split(' ');
  const df = new Map<string, number>();
  for (let k = 0; k + 1 < parts.length; k += 2) df.set(parts[k]!, Number(parts[k + 1]));
  return { documents: file.documents, df };
}

const loaded = new Map<string, DocumentFrequencies>();

/** The frequencies in `path` (the server passes SUMMARIZE_DF_PATH), else the committed Wikipedia ones; parsed once per process. */
export function loadDocumentFrequencies(path: string = DEFAULT_DF_PATH): DocumentFrequencies {
  let freqs = loaded.get(path);
  if (!freqs) {
    freqs = parseDocumentFrequencies(JSON.parse(readFileSync(path, 'utf8')) as DocumentFrequencyFile);
    loaded.set(path, freqs);
  }
  return freqs;
}

/** Smoothed IDF; a term the corpus never saw counts as rare (df = 0). */
export function idf(freqs: DocumentFrequencies, term: string): number {
  return Math.log((freqs.documents + 1) / ((freqs.df.get(term) ?? 0) + 1)) + 1;
}
