import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-element';
import type { TextToolScreen } from '../text/text-tools';

/** /Spell_Checker: the text-tool screen of the spell checker, with its own clickable output (loads lazily). */
export function spellCheckerRoute(screen: TextToolScreen): RouteObject {
  return lazyPage(
    screen.path,
    () => import('./SpellCheckerPage'),
    (m) => <m.SpellCheckerPage screen={screen} />,
  );
}
