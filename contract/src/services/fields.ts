import { z } from 'zod';
import { type CodedMessage, coded, messageCatalogue } from '../message-catalogue';
import { countCharacters } from './units';

/**
 * Request field builders carrying the spec's own messages (tools-admin-api §5), so the server's 400
 * and the tool screen's alert say the same words.
 */

export const messages = {
  textEmpty: messageCatalogue.tool.textEmpty,
  ttsEmpty: messageCatalogue.tool.ttsEmpty,
  tooLong: (limit: number) => coded('tool.tooLong', { limit }),
  spellTooLong: (limit: number) => coded('tool.spellTooLong', { limit }),
  keywordCount: messageCatalogue.tool.keywordCount,
  noImage: messageCatalogue.tool.noImage,
} as const;

/**
 * A refusal's zod options carrying its catalogue code and values as the issue's `params`, so the
 * server's 400 names the message by code (http/schema-problem.ts) beside the English.
 */
export function codedIssue(said: CodedMessage) {
  return { error: said.text, params: { messageCode: said.code, messageParams: said.params } };
}

/**
 * Required text: blank or whitespace-only gives `empty`; over `max` characters gives `tooLong`. It
 * describes itself (`what`, at most `max` characters) for the API pages, from the same `max`.
 */
export function textField(opts: { max: number; empty: string; tooLong: CodedMessage; what?: string }) {
  return z
    .string({ error: opts.empty })
    .refine((t) => t.trim().length > 0, { error: opts.empty, abort: true })
    .refine((t) => countCharacters(t) <= opts.max, { ...codedIssue(opts.tooLong), abort: true })
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
