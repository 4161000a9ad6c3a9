import { z } from 'zod';

/** Where a setting is documented: one section of docs/configuration.md per group. */
export type SettingGroup = 'server' | 'limits' | 'queue' | 'llm' | 'speech' | 'models';

/** What docs/configuration.md says about a setting; the default comes from the schema itself. */
export interface SettingDoc {
  group: SettingGroup;
  description: string;
  /** A value an operator might write, as it would appear in the environment. */
  example: string;
  /**
   * For a setting with no schema default: what applies when it is unset (derived from another
   * setting, the machine, or the engine's own file). Never set together with a schema default.
   */
  whenUnset?: string;
}

/** zod's metadata registry for the settings: the generator of docs/configuration.md reads it. */
export const settingDocs = z.registry<SettingDoc>();

/** Registers a setting's documentation on its (finished) schema and returns the schema. */
export function setting<T extends z.ZodType>(schema: T, doc: SettingDoc): T {
  // Widened for the registry's signature, which cannot resolve its metadata type for a generic T.
  settingDocs.add(schema as z.ZodType, doc);
  return schema;
}

/**
 * A whole number written in decimal digits, within [min, max]. A value such as `2m` or `1e3` is
 * refused with `expects` (rather than silently becoming the default, as before the schema).
 */
export function wholeNumber(min: number, expects: string, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, `expects ${expects}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expects ${expects}`);
}

/** A count or duration of at least 1. */
export function positive(unit: string) {
  return wholeNumber(1, `a whole number of ${unit}, at least 1`);
}

/** A count of at least 0, where 0 has a meaning (off, none). */
export function nonNegative(unit: string) {
  return wholeNumber(0, `a whole number of ${unit}, 0 or more`);
}

/** `1`/`true` or `0`/`false`. */
export function flag() {
  return z
    .enum(['0', '1', 'true', 'false'], { error: 'expects 1, 0, true or false' })
    .transform((v) => v === '1' || v === 'true');
}

/** A string that must match `pattern`; `expects` says what was wanted. */
export function matching(pattern: RegExp, expects: string) {
  return z.string().trim().regex(pattern, `expects ${expects}`);
}

/** Any non-empty text (a path, a name). */
export function text() {
  return z.string().trim().min(1, 'expects a non-empty value');
}
