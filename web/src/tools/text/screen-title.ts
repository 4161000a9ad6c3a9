import type { UiLanguage } from '@zuban/contract/languages';
import { serviceCopy } from '../../services/index';
import { type TextToolScreen, textToolScreens } from './text-tools';

/**
 * A text tool screen's name in the page's language: the catalogue's title in English (the spec's
 * words); in Urdu the name its first service's web module gives the screen.
 */
export function screenTitle(screen: TextToolScreen, language: UiLanguage): string {
  if (language === 'en') return screen.title;
  const first = screen.services[0];
  if (!first) return screen.title;
  const copy = serviceCopy(first, language);
  return copy.menuLabel ?? copy.landing?.title ?? screen.title;
}

/** The dropdown's options relabelled in the page's language. */
export function localizedDropdown(
  options: readonly { value: string; label: string }[],
  language: UiLanguage,
): { value: string; label: string }[] {
  if (language === 'en') return [...options];
  const screens = new Map(textToolScreens().map((s) => [s.path, s]));
  return options.map((o) => {
    const screen = screens.get(o.value);
    return { value: o.value, label: screen ? screenTitle(screen, language) : o.label };
  });
}
