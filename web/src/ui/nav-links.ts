import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import { categoryCopy, categoryOrder } from '../services/categories';
import { type Lang, serviceCopy } from '../services/index';

/**
 * The bars' SERVICES menus and the DEVELOPERS link, derived from the catalogue: a group per kind of
 * service, an entry per landing page (the three Urdu voices share /tts), labelled by the first
 * service's web module. The signed-in bar opens tool screens, the public bar landing pages.
 */
export interface NavLink {
  to: string;
  label: string;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** The first service of each landing page, in catalogue order. */
function landingLeads(catalogue: readonly AnyServiceDeclaration[]): AnyServiceDeclaration[] {
  const seen = new Set<string>();
  return catalogue.filter((s) => !seen.has(s.pages.landing) && seen.add(s.pages.landing));
}

export function serviceMenu(
  page: 'tool' | 'landing',
  lang: Lang = 'en',
  catalogue: readonly AnyServiceDeclaration[] = services,
): NavGroup[] {
  const leads = landingLeads(catalogue);
  return categoryOrder
    .map((category) => ({
      title: categoryCopy[lang][category].menuTitle,
      links: leads
        .filter((s) => s.category === category)
        .map((s) => ({ to: s.pages[page], label: serviceCopy(s, lang).menuLabel ?? s.title })),
    }))
    .filter((group) => group.links.length > 0);
}

export const signedInServiceMenu = serviceMenu('tool');
export const publicServiceMenu = serviceMenu('landing');

/** DEVELOPERS: the API page of the service on screen; elsewhere the first service's API page. */
export function developersLinkFor(
  pathname: string,
  catalogue: readonly AnyServiceDeclaration[] = services,
): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const onScreen = catalogue.find(
    (s) => s.pages.tool.toLowerCase() === path || s.pages.signedInDoc.toLowerCase() === path,
  );
  return (onScreen ?? catalogue[0]!).pages.signedInDoc;
}
