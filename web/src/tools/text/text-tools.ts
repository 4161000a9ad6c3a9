import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import { issueMessage, type ServerMessage } from '../../i18n/server-message';
import { fieldFacts } from '../../services/copy-values';
import { type ToolOption, toolScreenKind } from '../../services/index';

/** One text tool screen: a route and the service(s) behind it (two for summarization). */
export interface TextToolScreen {
  path: string;
  title: string;
  services: readonly AnyServiceDeclaration[];
  /** The shared screen, or the spell checker's (clickable words instead of the Output box). */
  kind: 'text' | 'spell';
  /** Roman to Urdu takes Latin letters; the others Urdu (Nastaliq box). */
  input: 'urdu' | 'latin';
  /** The spec lists Roman to Urdu in the dropdown only on its own screen. */
  inDropdownEverywhere: boolean;
}

/** Text tool screens, in catalogue order, generated from the declarations' `pages.tool` and web modules. */
export function textToolScreens(catalogue: readonly AnyServiceDeclaration[] = services): TextToolScreen[] {
  const byPath = new Map<string, AnyServiceDeclaration[]>();
  for (const s of catalogue) {
    const kind = toolScreenKind(s)?.kind;
    if (kind !== 'text' && kind !== 'spell') continue;
    byPath.set(s.pages.tool, [...(byPath.get(s.pages.tool) ?? []), s]);
  }
  return [...byPath].map(([path, group]) => {
    const first = group[0]!;
    const tool = toolScreenKind(first);
    const textTool = tool?.kind === 'text' || tool?.kind === 'spell' ? tool : undefined;
    return {
      path,
      // "Urdu Text Summarization (Extractive)" and "(Abstractive)" share one screen.
      title: group.length > 1 ? first.title.replace(/\s*\(.*\)$/, '') : first.title,
      services: group,
      kind: textTool?.kind ?? 'text',
      input: textTool?.input ?? 'urdu',
      inDropdownEverywhere: textTool?.inDropdownEverywhere ?? true,
    };
  });
}

/** The dropdown on `current`: every text tool, plus Roman to Urdu on its own screen. */
export function dropdownFor(current: string, screens: readonly TextToolScreen[] = textToolScreens()) {
  return screens
    .filter((s) => s.inDropdownEverywhere || s.path === current)
    .map((s) => ({ value: s.path, label: s.title }));
}

export interface TextToolForm {
  text: string;
  /** Which of the screen's services (its `toolSelect.value`); empty on a one-service screen. */
  choice: string;
  /** The tool's own options (keyword count, sentences, tagset), by request field, as typed. */
  options: Record<string, string>;
}

export function toolOptions(service: AnyServiceDeclaration): readonly ToolOption[] {
  const tool = toolScreenKind(service);
  return tool?.kind === 'text' || tool?.kind === 'spell' ? tool.options : [];
}

/** The service a form goes to: on a shared screen the chosen one, else the only one. */
export function serviceFor(screen: TextToolScreen, choice: string): AnyServiceDeclaration {
  return screen.services.find((s) => s.toolSelect?.value === choice) ?? screen.services[0]!;
}

/** A fresh form: the default service of a shared screen, every option at its schema default. */
export function initialForm(screen: TextToolScreen): TextToolForm {
  const options: Record<string, string> = {};
  for (const service of screen.services) {
    const facts = fieldFacts(service);
    for (const { field } of toolOptions(service)) {
      const fallback = facts[field]?.default;
      options[field] ??= fallback === undefined ? '' : String(fallback);
    }
  }
  const chosen = screen.services.find((s) => s.toolSelect?.isDefault) ?? screen.services[0]!;
  return { text: '', choice: chosen.toolSelect?.value ?? '', options };
}

/** The service a form goes to (summarization: by type) and the body the tool posts. */
export function requestFor(
  screen: TextToolScreen,
  form: TextToolForm,
): { service: AnyServiceDeclaration; body: Record<string, unknown> } {
  const service = serviceFor(screen, form.choice);
  const body: Record<string, unknown> = { jobType: service.id, text: form.text };
  if (service.toolSelect) body[service.toolSelect.field] = service.toolSelect.value;
  for (const { field } of toolOptions(service)) body[field] = form.options[field] ?? '';
  return { service, body };
}

/** The spec's alert for a form the service would refuse, with its code, or null when it may be sent. */
export function validationMessage(
  service: AnyServiceDeclaration,
  body: Record<string, unknown>,
): ServerMessage | null {
  const parsed = service.input.safeParse(body);
  return parsed.success ? null : issueMessage(parsed.error.issues[0], 'Invalid input.');
}

/** The spec's alert for a form the service would refuse, in English, or null when it may be sent. */
export function validationAlert(
  service: AnyServiceDeclaration,
  body: Record<string, unknown>,
): string | null {
  return validationMessage(service, body)?.message ?? null;
}

/** What the Output box shows: text as is, scores with two decimals. */
export function outputText(response: unknown): string {
  if (typeof response === 'number') return response.toFixed(2);
  return typeof response === 'string' ? response : JSON.stringify(response);
}
