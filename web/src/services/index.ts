/// <reference types="vite/client" />
import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import { categoryCopy, sharedCopy } from './categories';
import type { Lang, ServiceCopy, ToolScreenKind, WebService } from './types';

/**
 * The built-in web modules, one file per service named after its catalogue id
 * (`female_tts` → ./female-tts.ts), so no list here restates the catalogue: a service's module is
 * found by its id, and a catalogue service whose file is missing has none (copy.test.ts fails).
 */
const files = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./index.ts'], {
  eager: true,
});

function builtInModule(id: string): WebService | undefined {
  const exports = files[`./${id.replaceAll('_', '-')}.ts`] ?? {};
  return Object.values(exports).find(
    (value): value is WebService =>
      typeof value === 'object' && value !== null && 'id' in value && value.id === id,
  );
}

/** The web's side of each catalogue service, by id: its words (English and Urdu) and its tool screen. */
const modules = new Map<string, WebService>();
for (const s of services) {
  const module = builtInModule(s.id);
  if (module) modules.set(s.id, module);
}

/** Adds the web module of a service registered with the catalogue (contract registerService). */
export function registerWebService(module: WebService): void {
  if (modules.has(module.id)) throw new Error(`Web module ${module.id} is already registered.`);
  modules.set(module.id, module);
}

export function webService(id: string): WebService | undefined {
  return modules.get(id);
}

/** A service's words in `lang`, English where the Urdu is missing; none for a service with no module. */
export function serviceCopy(service: AnyServiceDeclaration, lang: Lang = 'en'): ServiceCopy {
  const copy = modules.get(service.id)?.copy;
  return copy?.[lang] ?? copy?.en ?? {};
}

/**
 * Its tool screen: the module's, else the shared text screen for a text service (a new text service
 * needs no web module to be usable); speech and image services without one have no screen.
 */
export function toolScreenKind(service: AnyServiceDeclaration): ToolScreenKind | undefined {
  const tool = modules.get(service.id)?.tool;
  if (tool) return tool;
  if (service.category !== 'text') return undefined;
  return { kind: 'text', input: 'urdu', options: [], inDropdownEverywhere: true };
}

/**
 * The i18next resources of every service, for a `services` namespace: one key per service id with
 * its words, `_categories` for the menu groups and tiles, `_shared` for the words all pages use.
 */
export function serviceResources(): { en: Record<string, unknown>; ur: Record<string, unknown> } {
  const forLang = (lang: Lang): Record<string, unknown> => ({
    ...Object.fromEntries([...modules.values()].map((m) => [m.id, m.copy[lang]])),
    _categories: categoryCopy[lang],
    _shared: sharedCopy[lang],
  });
  return { en: forLang('en'), ur: forLang('ur') };
}

export type { Lang, ServiceCopy, ToolOption, ToolScreenKind, WebService } from './types';
