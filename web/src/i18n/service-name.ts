import type { UiLanguage } from '@zuban/contract/languages';
import { PIPELINE_SERVICE_ID } from '@zuban/contract/pipeline';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { findService } from '@zuban/contract/services/index';
import { serviceCopy } from '../services/index';

/**
 * A service's name for tables and lists (pricing, API pages, history): the catalogue's title in
 * English, as the spec has it; in Urdu the words of its web module (web/src/services), best first.
 */
export function serviceName(service: AnyServiceDeclaration, language: UiLanguage): string {
  if (language === 'en') return service.title;
  const copy = serviceCopy(service, language);
  return copy.tool?.voice ?? copy.tool?.choiceLabel ?? copy.menuLabel ?? copy.landing?.title ?? service.title;
}

// A pipeline's own job (its steps are listed as their services' jobs): not a catalogue service.
const pipelineNames: Record<UiLanguage, string> = { en: 'Pipeline', ur: 'پائپ لائن' };

/** A job's service as the history shows it: the catalogue's words for a known id, else what the server sent. */
export function jobServiceName(
  serviceId: string,
  title: string | null | undefined,
  language: UiLanguage,
): string {
  if (serviceId === PIPELINE_SERVICE_ID) return pipelineNames[language];
  const service = findService(serviceId);
  if (language === 'en' || !service) return title ?? serviceId;
  return serviceName(service, language);
}

const categoryNames: Record<UiLanguage, Record<AnyServiceDeclaration['category'], string>> = {
  en: { speech: 'Speech', text: 'Text', image: 'Image' },
  ur: { speech: 'تقریر', text: 'متن', image: 'تصویر' },
};

export function categoryName(category: AnyServiceDeclaration['category'], language: UiLanguage): string {
  return categoryNames[language][category];
}
