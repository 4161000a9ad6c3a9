/// <reference types="vite/client" />
import { services } from '@zuban/contract/services/index';
import type { WebService } from './types';

/**
 * The built-in web modules, one file per service named after its catalogue id
 * (`female_tts` → ./female-tts.ts), so no list here restates the catalogue: a service's module is
 * found by its id, and a catalogue service whose file is missing has none (copy.test.ts fails).
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./index.ts', '!./modules.ts'],
  { eager: true },
);

function builtInModule(id: string): WebService | undefined {
  const exports = files[`./${id.replaceAll('_', '-')}.ts`] ?? {};
  return Object.values(exports).find(
    (value): value is WebService =>
      typeof value === 'object' && value !== null && 'id' in value && value.id === id,
  );
}

/**
 * The web's side of each catalogue service, by id. Nothing adds to it at run time: a test that
 * brings another service mocks this module with a longer map.
 */
export const webModules: ReadonlyMap<string, WebService> = new Map(
  services.flatMap((s): [string, WebService][] => {
    const module = builtInModule(s.id);
    return module ? [[s.id, module]] : [];
  }),
);
