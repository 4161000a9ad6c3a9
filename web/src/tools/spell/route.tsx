import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-element';
import { textToolScreens } from '../text/text-tools';

const screen = textToolScreens().find((s) => s.services.some((d) => d.id === 'spell_checker'))!;

/** /Spell_Checker: the text-tool screen of the spell checker, with its own clickable output (loads lazily). */
export const spellCheckerRoute: RouteObject = lazyPage(
  screen.path,
  () => import('./SpellCheckerPage'),
  (m) => <m.SpellCheckerPage screen={screen} />,
);
