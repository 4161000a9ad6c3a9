import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import { sharedCopy } from '../../services/categories';
import { copyValues, fill } from '../../services/copy-values';
import { type Lang, serviceCopy, webService } from '../../services/index';

/**
 * The public service landing pages (banner, description, what it returns), one per `pages.landing`
 * of the catalogue. The words come from the first service's web module (web/src/services/), the
 * path, limits and API reference from its declaration.
 */
export interface ServiceLanding {
  path: string;
  /** The catalogue services this page offers: it says "not available" when none of them can run here. */
  serviceIds: readonly string[];
  title: string;
  category: 'Speech' | 'Text' | 'Image';
  tagline: string;
  paragraphs: string[];
  features: string[];
  /** A short Urdu/Punjabi example shown in Nastaliq. */
  sample?: { label: string; text: string; lang: 'ur' | 'pnb' };
  apiReference: string;
  extraLink?: { href: string; label: string };
}

const categoryNames = { speech: 'Speech', text: 'Text', image: 'Image' } as const;

function landingOf(group: readonly AnyServiceDeclaration[], lang: Lang): ServiceLanding {
  const lead = group[0]!;
  const values = copyValues(lead);
  const words = serviceCopy(lead, lang).landing;
  const facts = webService(lead.id)?.landing;
  const limitLine = values.limit === undefined ? [] : [fill(sharedCopy[lang].limitFeature, values)];
  const landing: ServiceLanding = {
    path: lead.pages.landing,
    serviceIds: group.map((s) => s.id),
    title: words?.title ?? lead.title,
    category: categoryNames[lead.category],
    tagline: words?.tagline ?? lead.description,
    paragraphs: (words?.paragraphs ?? []).map((p) => fill(p, values)),
    features: [...limitLine, ...(words?.features ?? []).map((f) => fill(f, values))],
    apiReference: lead.pages.publicDoc,
  };
  if (facts?.sample) landing.sample = { ...facts.sample, label: words?.sampleLabel ?? '' };
  if (facts?.extraLinkHref)
    landing.extraLink = { href: facts.extraLinkHref, label: words?.extraLinkLabel ?? '' };
  return landing;
}

export function landingPages(
  lang: Lang = 'en',
  catalogue: readonly AnyServiceDeclaration[] = services,
): ServiceLanding[] {
  const byPath = new Map<string, AnyServiceDeclaration[]>();
  for (const s of catalogue) byPath.set(s.pages.landing, [...(byPath.get(s.pages.landing) ?? []), s]);
  return [...byPath.values()].map((group) => landingOf(group, lang));
}

export const serviceLandings: readonly ServiceLanding[] = landingPages();

/** The same landing page in another language (the routes are built once, in English). */
export function landingIn(landing: ServiceLanding, lang: Lang): ServiceLanding {
  if (lang === 'en') return landing;
  return landingPages(lang).find((l) => l.path === landing.path) ?? landing;
}

/** Whether any of a landing page's services can run on this server (unavailable: GET /backend/service_availability). */
export function serviceOffered(landing: ServiceLanding, unavailable: ReadonlyMap<string, unknown>): boolean {
  return landing.serviceIds.some((id) => !unavailable.has(id));
}
