import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { categoryCopy, sharedCopy } from './categories';
import { webModules as modules } from './modules';
import type { Lang, ServiceCopy, ToolScreenKind, WebService } from './types';

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
