import type { z } from 'zod';
import type { CodedMessage } from '../message-catalogue';
import type { PriceRow } from '../pricing';
import { fieldDocs } from './field-docs';
import type { ChargeUnit } from './units';
import { isSpace } from './whitespace';

export type ServiceCategory = 'speech' | 'text' | 'image';

/** A documented request field, for the API pages and the OpenAPI document. */
export interface FieldDoc {
  name: string;
  type: 'string' | 'integer' | 'number';
  required: boolean;
  description: string;
}

/** The web screens that belong to a service (several services may share a landing or doc page). */
export interface ServicePages {
  /** Signed-in tool screen, e.g. '/Urdu_stemmer'. */
  tool: string;
  /** Public landing page, e.g. '/stemmer'. */
  landing: string;
  /** Public API reference, e.g. '/static_api_stemmer'. */
  publicDoc: string;
  /** Signed-in API reference, e.g. '/api_stemmer'. */
  signedInDoc: string;
}

/**
 * One language service, declared once. Routes, prices, tool screens, API pages and the OpenAPI
 * document are generated from it; the engine call is bound on the server (server/src/language).
 */
export interface ServiceDeclaration<S extends z.ZodType = z.ZodType> {
  /** Stable id; also the admin's serviceName and the jobs' service id. */
  id: string;
  /** Admin's serviceTitle and the heading people see. */
  title: string;
  category: ServiceCategory;
  description: string;
  /** Public API paths (POST JSON, access token). The first is the documented one. */
  apiPaths: readonly string[];
  /** Portal tool-screen call paths (spec §7 "Tool screens"), including the spellings without /backend. */
  toolPaths: readonly string[];
  /** When several services share a tool path, this picks the one a body is for. */
  toolSelect?: { field: string; value: string; isDefault: boolean };
  pages: ServicePages;
  /** Label of the tool screen's submit button (spec: Tag on POS, Stem on the stemmer). */
  submitLabel: string;
  /** Request body schema; its messages are the spec's alerts. Unknown fields (jobType …) are ignored. */
  input: S;
  /** The most characters `text` may hold, when the service takes text: landing pages and tool hints show it. */
  maxCharacters?: number;
  /** The longest audio a request may hold, in seconds, when the service takes audio. */
  maxSeconds?: number;
  /** The request fields for the API pages: derived from `input` by defineService. */
  fields: readonly FieldDoc[];
  /** Unit of charge and how many units a validated request is. */
  unit: ChargeUnit;
  countUnits(input: z.output<S>): number;
  /**
   * The unit of inputs whose count only their bytes tell (OCR: the pages of a PDF or multi-page
   * TIFF), priced with the same row; the binding counts them before anything is charged (its
   * `inspect`). Other inputs of the service are counted by `countUnits`.
   */
  documentUnit?: ChargeUnit;
  /** Default price row, from the spec's table (portal §9); the admin can change it per service or user. */
  defaultPrice: PriceRow;
  /** The `result` of a successful answer. */
  successResult: string;
  /** The spec's "Sorry! Output is not generated. Check … Service." message for engine failures, by code. */
  failure: CodedMessage;
  /** Its English (`failure.text`), filled in by defineService. */
  failureMessage: string;
  /** What `response` holds, in words, and an example successful answer body. */
  responseDescription: string;
  /**
   * Fields a successful answer adds to `result`, `response`, `jobId` and `cost` (a TTS answer's
   * `format` and `contentType`, ASR's `segments`): the OpenAPI document describes them and the
   * route's serializer checks them.
   */
  answerFields?: z.ZodRawShape;
  exampleRequest: Record<string, unknown>;
  exampleResponse: Record<string, unknown>;
  /** Short, log-safe summary of the input kept on the job row (history "Details"). */
  summarize(input: z.output<S>): string;
  /** Options worth showing on the job detail page ("Parameters"). */
  parameters?(input: z.output<S>): Record<string, string | number>;
}

/** A declaration whose input type is no longer needed (lists, lookups); methods are bivariant, so any fits. */
export type AnyServiceDeclaration = ServiceDeclaration<z.ZodType>;

/**
 * Keeps the input type flowing from `input` into countUnits/summarize while checking the shape, and
 * documents the request fields from `input` itself (field-docs.ts), so they cannot drift from it.
 */
export function defineService<S extends z.ZodType>(
  declaration: Omit<ServiceDeclaration<S>, 'fields' | 'failureMessage'>,
): ServiceDeclaration<S> {
  return { ...declaration, failureMessage: declaration.failure.text, fields: fieldDocs(declaration.input) };
}

/**
 * First characters of a text, on one line, for the job's "Details": whitespace runs become one
 * space, the ends are trimmed, and more than `max` characters are cut with an ellipsis. One pass
 * that stops after `max` characters: it runs on every paid call, and normalising the whole text
 * (or even a prefix, with a regular expression and an array of code points) was a visible share of
 * its CPU (bench/api).
 */
export function textSummary(text: string, max = 80): string {
  let out = '';
  let count = 0;
  let spaceBefore = false;
  for (const ch of text) {
    if (isSpace(ch.charCodeAt(0))) {
      spaceBefore = count > 0;
      continue;
    }
    if (spaceBefore) {
      if (count === max) return `${out}…`;
      out += ' ';
      count++;
      spaceBefore = false;
    }
    if (count === max) return `${out}…`;
    out += ch;
    count++;
  }
  return out;
}
