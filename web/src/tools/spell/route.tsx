import type { RouteObject } from 'react-router';
import { textToolScreens } from '../text/text-tools';
import { SpellCheckerPage } from './SpellCheckerPage';

const screen = textToolScreens().find((s) => s.services.some((d) => d.id === 'spell_checker'))!;

/** /Spell_Checker: the text-tool screen of the spell checker, with its own clickable output. */
export const spellCheckerRoute: RouteObject = {
  path: screen.path,
  element: <SpellCheckerPage screen={screen} />,
};
