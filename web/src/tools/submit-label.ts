import type { TFunction } from 'i18next';

type Label = 'Tag' | 'Stem' | 'Submit' | 'Speak' | 'Start';
const known = new Set<string>(['Tag', 'Stem', 'Submit', 'Speak', 'Start']);

/** A service's submit button (the declaration's English word, spec texts) in the page's language. */
export function submitLabel(label: string, t: TFunction<'tools'>): string {
  return known.has(label) ? t(`submitLabels.${label as Label}`) : label;
}
