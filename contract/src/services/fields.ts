import { z } from 'zod';
import { countCharacters } from './units';

/**
 * Request field builders carrying the spec's own messages (tools-admin-api §5), so the server's 400
 * and the tool screen's alert say the same words.
 */

export const messages = {
  textEmpty: 'Failed! Field cannot be empty.',
  ttsEmpty: 'Text field was empty.',
  tooLong: (limit: number) => `Length of text in request is greater than the limit of ${limit} characters`,
  spellTooLong: (limit: number) =>
    `Length of text in the request is greater than the limit of ${limit} characters`,
  keywordCount: 'Number of keywords must be a postive integer.',
  noImage: 'Failed! Please upload an image.',
} as const;

/**
 * Required text: blank or whitespace-only gives `empty`; over `max` characters gives `tooLong`. It
 * describes itself (`what`, at most `max` characters) for the API pages, from the same `max`.
 */
export function textField(opts: { max: number; empty: string; tooLong: string; what?: string }) {
  return z
    .string({ error: opts.empty })
    .refine((t) => t.trim().length > 0, { error: opts.empty, abort: true })
    .refine((t) => countCharacters(t) <= opts.max, { error: opts.tooLong, abort: true })
    .meta({ description: `${opts.what ?? 'Urdu text'}, at most ${opts.max} characters` });
}

/** Forms send numbers as strings; accept "3" and 3 alike, nothing else. */
const numeric = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v);

/** Whole number in [min, max]; absent takes `fallback` when given, else is an error with `message`. */
export function intField(opts: { min: number; max: number; message: string; fallback?: number }) {
  const base = z
    .number({ error: opts.message })
    .int({ error: opts.message })
    .min(opts.min, { error: opts.message });
  const bounded = base.max(opts.max, { error: opts.message });
  const withDefault = opts.fallback === undefined ? bounded : bounded.default(opts.fallback);
  return z.preprocess((v) => (v === '' || v === null ? undefined : numeric(v)), withDefault);
}

/** One of a few whole numbers (dpi 150/300, performance 0/1); the output type is their union. */
export function choiceField<const C extends readonly [number, ...number[]]>(opts: {
  choices: C;
  message: string;
  fallback: C[number];
}) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : numeric(v)),
    z.literal(opts.choices, { error: opts.message }).default(opts.fallback),
  );
}

/** base64 or a data URL; the engine checks the bytes themselves. */
export function base64Field(opts: { empty: string }) {
  return z
    .string({ error: opts.empty })
    .refine((s) => s.trim().length > 0, { error: opts.empty, abort: true })
    .refine((s) => /^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/=\s_-]+$/.test(s), {
      error: 'The file must be base64 encoded (or a data URL).',
    });
}
