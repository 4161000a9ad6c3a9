import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';

export interface DocPage {
  path: string;
  title: string;
  services: readonly AnyServiceDeclaration[];
}

/** API reference pages, grouped by the declarations' `pages.publicDoc` or `pages.signedInDoc`. */
export function docPages(
  which: 'publicDoc' | 'signedInDoc',
  catalogue: readonly AnyServiceDeclaration[] = services,
): DocPage[] {
  const byPath = new Map<string, AnyServiceDeclaration[]>();
  for (const s of catalogue) byPath.set(s.pages[which], [...(byPath.get(s.pages[which]) ?? []), s]);
  return [...byPath].map(([path, group]) => ({
    path,
    title: group.length > 1 ? `${group[0]!.title.replace(/\s*\(.*\)$/, '')} API` : `${group[0]!.title} API`,
    services: group,
  }));
}
