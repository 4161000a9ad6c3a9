import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import { categoryCopy, categoryIcons, categoryOrder } from '../../services/categories';
import type { Lang } from '../../services/index';
import type { Tile } from '../../ui/TileGrid';

/** The dashboard's tile per kind of service, opening the first tool screen of that kind in the catalogue. */
export function dashboardTiles(
  lang: Lang = 'en',
  catalogue: readonly AnyServiceDeclaration[] = services,
): Tile[] {
  return categoryOrder.flatMap((category) => {
    const first = catalogue.find((s) => s.category === category);
    if (!first) return [];
    const copy = categoryCopy[lang][category];
    return [
      {
        to: first.pages.tool,
        title: copy.menuTitle.toUpperCase(),
        text: copy.tileText,
        icon: categoryIcons[category],
      },
    ];
  });
}
