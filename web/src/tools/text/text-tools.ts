import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';

/** One text tool screen: a route and the service(s) behind it (two for summarization). */
export interface TextToolScreen {
  path: string;
  title: string;
  services: readonly AnyServiceDeclaration[];
  /** The spec lists Roman to Urdu in the dropdown only on its own screen. */
  inDropdownEverywhere: boolean;
}

/** Text tool screens, in catalogue order, generated from the declarations' `pages.tool`. */
export function textToolScreens(catalogue: readonly AnyServiceDeclaration[] = services): TextToolScreen[] {
  const byPath = new Map<string, AnyServiceDeclaration[]>();
  for (const s of catalogue) {
    if (s.category !== 'text') continue;
    byPath.set(s.pages.tool, [...(byPath.get(s.pages.tool) ?? []), s]);
  }
  return [...byPath].map(([path, group]) => ({
    path,
    // "Urdu Text Summarization (Extractive)" and "(Abstractive)" share one screen.
    title: group.length > 1 ? group[0]!.title.replace(/\s*\(.*\)$/, '') : group[0]!.title,
    services: group,
    inDropdownEverywhere: group[0]!.id !== 'romanization',
  }));
}

/** The dropdown on `current`: every text tool, plus Roman to Urdu on its own screen. */
export function dropdownFor(current: string, screens: readonly TextToolScreen[] = textToolScreens()) {
  return screens
    .filter((s) => s.inDropdownEverywhere || s.path === current)
    .map((s) => ({ value: s.path, label: s.title }));
}

export interface TextToolForm {
  text: string;
  /** Keyword count or summary sentence count, as typed. */
  volume: string;
  summarizationType: 'extractive' | 'abstractive';
  tagset: 'cle' | 'upos';
}

/** The service a form goes to (summarization: by type) and the body the tool posts. */
export function requestFor(
  screen: TextToolScreen,
  form: TextToolForm,
): { service: AnyServiceDeclaration; body: Record<string, unknown> } {
  const service =
    screen.services.find((s) => s.toolSelect?.value === form.summarizationType) ?? screen.services[0]!;
  const body: Record<string, unknown> = { jobType: service.id, text: form.text };
  if (service.toolSelect) body[service.toolSelect.field] = service.toolSelect.value;
  if (service.id === 'keyword_extraction' || service.toolSelect) body.volume = form.volume;
  if (service.id === 'postagger') body.tagset = form.tagset;
  return { service, body };
}

/** The spec's alert for a form the service would refuse, or null when it may be sent. */
export function validationAlert(
  service: AnyServiceDeclaration,
  body: Record<string, unknown>,
): string | null {
  const parsed = service.input.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid input.');
}

/** What the Output box shows: text as is, scores with two decimals. */
export function outputText(response: unknown): string {
  if (typeof response === 'number') return response.toFixed(2);
  return typeof response === 'string' ? response : JSON.stringify(response);
}
