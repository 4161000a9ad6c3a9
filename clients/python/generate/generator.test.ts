import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { servicesSource } from './generated';
import { pythonOperations } from './operations';
import { snakeCase } from './python-names';
import { PythonTypes } from './python-types';
import type { Document, Operation } from './schema';

// The generator on a small document with the shapes a future route may bring: which operations
// become methods, how fields and answers are typed, and that the module it writes is valid Python.

const idempotencyKey = { in: 'header', name: 'Idempotency-Key' };
const bearer = [{ bearer: [] }];
const jsonAnswer = (schema: object) => ({ content: { 'application/json': { schema } } });

const paid = (
  operationId: string,
  body: object,
  answer: object,
  extra: Partial<Operation> = {},
): Operation => ({
  operationId,
  summary: `${operationId} summary`,
  description: 'Does a "thing" \\ with """quotes""".',
  parameters: [idempotencyKey],
  security: bearer,
  requestBody: { content: { 'application/json': { schema: body as never } } },
  responses: { '200': jsonAnswer(answer), '202': jsonAnswer({ type: 'object' }) },
  ...extra,
});

const document: Document = {
  components: { schemas: { Segment: { type: 'object', properties: { start: { type: 'number' } } } } },
  paths: {
    '/speak': {
      post: paid(
        'speak',
        {
          type: 'object',
          required: ['text'],
          properties: {
            text: { type: 'string' },
            audioFile: { type: 'string', description: 'Base64 WAV audio' },
            callbackUrl: { type: 'string' },
            accessToken: { type: 'string' },
            from: { type: 'string', enum: ['a', 'b'], description: '`b` answers base64' },
            service: { type: 'integer' },
          },
        },
        {
          type: 'object',
          required: ['response'],
          properties: {
            response: { type: ['string', 'null'] },
            contentType: { type: 'string' },
            segments: { type: 'array', items: { $ref: '#/components/schemas/Segment' } },
            'timestamp_granularities[]': { type: 'array', items: { type: 'string' } },
          },
        },
      ),
    },
    '/v1/pipeline': {
      post: {
        ...paid('postV1Pipeline', { type: 'object', properties: {} }, { type: 'object' }),
        parameters: [],
      },
    },
    '/audio': {
      post: paid(
        'audio',
        { type: 'object', properties: { input: { type: 'string' } } },
        {},
        {
          responses: { '200': { content: { 'audio/mpeg': {} } } },
        },
      ),
    },
    '/admin/approve': { post: paid('approve', { type: 'object' }, { type: 'object' }, { security: [] }) },
    '/upload': {
      post: paid('upload', {}, {}, { requestBody: { content: { 'multipart/form-data': { schema: {} } } } }),
    },
    '/backend/history': {
      post: paid('history', { type: 'object' }, { type: 'object' }, { parameters: [], responses: {} }),
    },
  },
};

describe('the Python generator', () => {
  const operations = pythonOperations(document, new PythonTypes(document));
  const byName = Object.fromEntries(operations.map((op) => [op.method, op]));

  it('makes a method of each token-callable JSON POST with an Idempotency-Key or a 202, and of nothing else', () => {
    expect(operations.map((op) => op.method)).toEqual(['audio', 'pipeline', 'speak']);
    expect(byName.pipeline).toMatchObject({ path: '/v1/pipeline', idempotent: false, asynchronous: true });
    expect(byName.speak).toMatchObject({ idempotent: true, asynchronous: true });
  });

  it('names keywords in snake_case, leaves out the token and the callback, and avoids keywords and its own names', () => {
    expect(byName.speak?.arguments.map((a) => [a.python, a.json, a.type, a.required, a.binary])).toEqual([
      ['text', 'text', 'str', true, false],
      ['audio_file', 'audioFile', 'bytes | str', false, true],
      ['from_', 'from', 'Literal["a", "b"]', false, false],
      ['service_', 'service', 'int', false, false],
    ]);
    expect(snakeCase('timestamp_granularities[]')).toBe('timestamp_granularities');
  });

  it('types a JSON answer as a TypedDict with the bytes it adds, and an audio answer as bytes', () => {
    expect(byName.speak?.answerType).toBe('SpeakAnswer');
    expect(byName.audio?.answerType).toBe('bytes');
    const source = servicesSource(document);
    expect(source).toContain('"SpeakAnswer",\n    {\n        "response": str | None,');
    expect(source).toContain('"content": NotRequired[bytes],');
    expect(source).toContain('"segments": NotRequired[list[SpeakAnswerSegmentsItem]],');
    expect(source).toContain('frozenset({"audioFile"})');
  });

  it('writes a module Python compiles, docstrings escaped', () => {
    const source = servicesSource(document);
    const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
    execFileSync(python, ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], { input: source });
    expect(source).toContain('Does a "thing" \\\\ with \\"\\"\\"quotes\\"\\"\\".');
  });
});
