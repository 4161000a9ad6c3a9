import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { copyValues, fieldFacts, fill } from '../../services/copy-values';
import { type Lang, serviceCopy } from '../../services/index';
import { serviceFor, type TextToolScreen, toolOptions } from './text-tools';

/**
 * The controls of a text tool screen, from the chosen service's web module (labels, which options)
 * and its declaration's schema (a select's values, a number's minimum, the input's limit).
 */
export interface Choice {
  value: string;
  label: string;
}

/** A control of the chosen service: a number box (with the schema's minimum) or a select. */
export interface OptionControl {
  field: string;
  kind: 'number' | 'select';
  label: string;
  min?: number;
  choices: Choice[];
}

export interface ScreenControls {
  /** The select between the services of a shared screen (Summarization type). */
  chooser?: { label: string; choices: Choice[] };
  options: OptionControl[];
  /** Hint under the Input box, with the declared limit filled in. */
  inputHint?: string;
}

function choicesOf(service: AnyServiceDeclaration, field: string, labels: Record<string, string>): Choice[] {
  const facts = fieldFacts(service)[field];
  let values: string[] = (facts?.enum ?? []).map(String);
  if (!values.length && facts?.minimum !== undefined && facts.maximum !== undefined) {
    values = Array.from({ length: facts.maximum - facts.minimum + 1 }, (_, i) => String(facts.minimum! + i));
  }
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

/** What the screen shows above the buttons for the chosen service, in `lang`. */
export function screenControls(screen: TextToolScreen, choice: string, lang: Lang = 'en'): ScreenControls {
  const service = serviceFor(screen, choice);
  const words = serviceCopy(service, lang).tool;
  const controls: ScreenControls = {
    options: toolOptions(service).map(({ field, kind }) => {
      const copy = words?.options?.[field];
      const control: OptionControl = { field, kind, label: copy?.label ?? field, choices: [] };
      if (kind === 'select') control.choices = choicesOf(service, field, copy?.choices ?? {});
      const min = fieldFacts(service)[field]?.minimum;
      if (kind === 'number' && min !== undefined) control.min = min;
      return control;
    }),
  };
  const shared = screen.services.filter((s) => s.toolSelect);
  if (shared.length > 1) {
    controls.chooser = {
      label: serviceCopy(screen.services[0]!, lang).tool?.chooserLabel ?? shared[0]!.toolSelect!.field,
      choices: shared.map((s) => ({
        value: s.toolSelect!.value,
        label: serviceCopy(s, lang).tool?.choiceLabel ?? s.toolSelect!.value,
      })),
    };
  }
  if (words?.inputHint) controls.inputHint = fill(words.inputHint, copyValues(service));
  return controls;
}
