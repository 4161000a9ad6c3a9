import { join } from 'node:path';
import { currentDocument } from '../../../client/scripts/generated';
import { servicesModule } from './emit';
import { pythonOperations } from './operations';
import { PythonTypes } from './python-types';
import type { Document } from './schema';

/** The one generated file of the Python package. */
export const servicesFile = join(import.meta.dirname, '..', 'zuban', '_services.py');

/** What zuban/_services.py should hold for a document. */
export function servicesSource(document: Document): string {
  const types = new PythonTypes(document);
  const operations = pythonOperations(document, types);
  return servicesModule(operations, types.definitions);
}

/** File path -> contents for the current server's /openapi.json (built in-process, as for @zuban/client). */
export async function generatedPython(): Promise<Map<string, string>> {
  const document = (await currentDocument()) as unknown as Document;
  return new Map([[servicesFile, servicesSource(document)]]);
}
