import { pascalCase, snakeCase } from './python-names';
import type { ExtraField, PythonTypes } from './python-types';
import { type Document, type Operation, type Parameter, resolve, type Schema } from './schema';

/** One keyword argument of a service method. */
export interface Argument {
  python: string;
  json: string;
  type: string;
  required: boolean;
  description: string;
  default?: unknown;
  /** A file in base64: bytes given for it are encoded by the client. */
  binary: boolean;
}

/** One paid call as a Python method. */
export interface PythonOperation {
  method: string;
  path: string;
  summary: string;
  description: string;
  arguments: Argument[];
  answerType: string;
  /** A documented 202: it can be submitted with `Prefer: respond-async`. */
  asynchronous: boolean;
  /** It takes an Idempotency-Key. */
  idempotent: boolean;
}

// Sent by the client itself (the Bearer header, `submit`'s callback_url), so never an argument.
const OWN_FIELDS = new Set(['accessToken', 'callbackUrl']);
// Keyword arguments every method has already.
const RESERVED = new Set(['self', 'idempotency_key', 'callback_url', 'service']);

/** The header parameters an operation declares, in lower case. */
function headersOf(document: Document, op: Operation): string[] {
  return (op.parameters ?? []).flatMap((p: Parameter) => {
    const target = p.$ref ? document.components?.parameters?.[p.$ref.split('/').pop() ?? ''] : p;
    return target?.in === 'header' && target.name ? [target.name.toLowerCase()] : [];
  });
}

/**
 * A paid call: a POST with a JSON body, callable with an access token (`bearer` security), that
 * takes an Idempotency-Key or can answer 202 (the catalogue's services, pipelines). Routes with
 * other bodies (the OpenAI-compatible multipart upload) are for the clients they imitate;
 * `Client.request` reaches every route.
 */
function isPaidCall(document: Document, op: Operation): boolean {
  const json = op.requestBody?.content?.['application/json']?.schema !== undefined;
  const byToken = (op.security ?? []).some((requirement) => 'bearer' in requirement);
  const idempotent = headersOf(document, op).includes('idempotency-key');
  return json && byToken && (idempotent || op.responses?.['202'] !== undefined);
}

/** The method's name: the operationId in snake_case, less a generated id's `post_` and `v1_`. */
function methodName(op: Operation, path: string): string {
  const name = snakeCase(op.operationId ?? path);
  return name.replace(/^post_/, '').replace(/^v1_/, '');
}

/**
 * A string field that carries a file: `contentEncoding: base64`, else a free string described as
 * base64 (`Base64 WAV audio`, `… base64 or a data URL`); a choice (OCR's `output`, whose `pdf`
 * answers base64) is not a file.
 */
function isBinaryField(schema: Schema): boolean {
  if (schema.type !== 'string' || schema.enum || schema.const !== undefined) return false;
  return schema.contentEncoding === 'base64' || /\bbase64\b/i.test(schema.description ?? '');
}

function argumentsOf(document: Document, types: PythonTypes, body: Schema, prefix: string): Argument[] {
  const required = new Set(body.required ?? []);
  const args = Object.entries(body.properties ?? {})
    .filter(([json]) => !OWN_FIELDS.has(json))
    .map(([json, given]): Argument => {
      const schema = resolve(document, given);
      const binary = isBinaryField(schema);
      const python = snakeCase(json);
      return {
        python: RESERVED.has(python) ? `${python}_` : python,
        json,
        type: binary ? 'bytes | str' : types.type(schema, `${prefix}${pascalCase(python)}`),
        required: required.has(json),
        description: (schema.description ?? '').replace(/\s+/g, ' ').trim(),
        ...(schema.default !== undefined ? { default: schema.default } : {}),
        binary,
      };
    });
  return [...args.filter((a) => a.required), ...args.filter((a) => !a.required)];
}

/** What the method returns: a TypedDict of the JSON answer (plus `content`), or the bytes. */
function answerTypeOf(document: Document, types: PythonTypes, op: Operation, name: string): string {
  const content = op.responses?.['200']?.content ?? {};
  const answer = content['application/json']?.schema;
  if (!answer) return Object.keys(content).length > 0 ? 'bytes' : 'Any';
  // A named component (`$ref`) is read through: each method's answer is its own TypedDict.
  const json = resolve(document, answer);
  const properties = json.properties ?? {};
  const contentType = properties.contentType;
  const extra: ExtraField[] = contentType
    ? [
        {
          name: 'content',
          type: 'bytes',
          required: (json.required ?? []).includes('contentType'),
          description:
            'Added by this client: the file in `response` as bytes (decoded from base64, or the text in UTF-8).',
        },
      ]
    : [];
  return Object.keys(properties).length > 0
    ? types.typedDict(json, name, extra, false)
    : types.type(json, name);
}

/** Every paid call of the document, sorted by method name; aliases of one service appear once. */
export function pythonOperations(document: Document, types: PythonTypes): PythonOperation[] {
  const found = new Map<string, [string, Operation]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const op = item.post;
    const method = op ? methodName(op, path) : '';
    if (op && isPaidCall(document, op) && !found.has(method)) found.set(method, [path, op]);
  }
  // Sorted before the types are made, so the generated file's order follows the names alone.
  return [...found.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([method, [path, op]]) => {
      const pascal = pascalCase(method);
      const body = resolve(document, op.requestBody?.content?.['application/json']?.schema ?? {});
      return {
        method,
        path,
        summary: op.summary ?? method,
        description: op.description ?? '',
        arguments: argumentsOf(document, types, body, `${pascal}Request`),
        answerType: answerTypeOf(document, types, op, `${pascal}Answer`),
        asynchronous: op.responses?.['202'] !== undefined,
        idempotent: headersOf(document, op).includes('idempotency-key'),
      };
    });
}
