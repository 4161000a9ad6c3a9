import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { z } from 'zod';

/** A request field as the declaration's schema describes it (input side: defaults, bounds, choices). */
export interface FieldFacts {
  default?: unknown;
  minimum?: number;
  maximum?: number;
  enum?: readonly unknown[];
}

const factsCache = new WeakMap<AnyServiceDeclaration, Record<string, FieldFacts>>();

/** The request fields' bounds, choices and defaults, read from the declaration's zod schema. */
export function fieldFacts(service: AnyServiceDeclaration): Record<string, FieldFacts> {
  const cached = factsCache.get(service);
  if (cached) return cached;
  const schema = z.toJSONSchema(service.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, FieldFacts>;
  };
  const facts = schema.properties ?? {};
  factsCache.set(service, facts);
  return facts;
}

// Copy prints negative numbers with a true minus sign, as the typeset pages always have.
const formatNumber = (n: number) => (n < 0 ? `−${-n}` : String(n));

/**
 * The values copy may name: `limit` (characters), `maxMinutes` (audio) and `<field>Min`/`<field>Max`
 * for every bounded number field, so no page restates a limit the declaration holds.
 */
export function copyValues(service: AnyServiceDeclaration): Record<string, string> {
  const values: Record<string, string> = {};
  if (service.maxCharacters !== undefined) values.limit = String(service.maxCharacters);
  if (service.maxSeconds !== undefined) values.maxMinutes = String(Math.floor(service.maxSeconds / 60));
  for (const [name, facts] of Object.entries(fieldFacts(service))) {
    if (facts.minimum !== undefined) values[`${name}Min`] = formatNumber(facts.minimum);
    if (facts.maximum !== undefined) values[`${name}Max`] = formatNumber(facts.maximum);
  }
  return values;
}

/** Fills i18next-style `{{name}}` placeholders; an unknown name is left as written, so a test sees it. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
