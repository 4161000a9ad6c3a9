import type { Argument, PythonOperation } from './operations';
import { docText, pythonLiteral, wrap } from './python-names';

// The text of zuban/_services.py: the answer types, the operation table, one method per paid call
// and the typed overloads of `submit`.

const WIDTH = 99;

function argumentDoc(a: Argument): string[] {
  const extra = a.default !== undefined ? ` (default ${JSON.stringify(a.default)})` : '';
  const bytes = a.binary ? ' Bytes are sent as base64.' : '';
  const text = `${a.python}: ${(a.description || a.json).replace(/\.$/, '')}${extra}.${bytes}`;
  const [first = '', ...rest] = wrap(text, WIDTH - 4, '            ');
  return [first, ...rest.map((l) => (l === '' ? l : `    ${l}`))];
}

function docstring(op: PythonOperation, extraArgs: string[]): string[] {
  const args = [
    ...op.arguments.flatMap(argumentDoc),
    ...extraArgs.flatMap((line) => {
      const [first = '', ...rest] = wrap(line, WIDTH - 4, '            ');
      return [first, ...rest.map((l) => `    ${l}`)];
    }),
  ];
  return [
    `        """${docText(op.summary)}.`.replace(/\.\.$/, '.'),
    '',
    ...wrap(docText(op.description), WIDTH, '        '),
    '',
    '        Args:',
    ...args.map(docText),
    '        """',
  ];
}

function signature(name: string, params: string[], returns: string): string[] {
  return [`    def ${name}(`, ...params.map((p) => `        ${p},`), `    ) -> ${returns}:`];
}

/** Keyword-only parameters: `*` before them, and no `*` when there are none (a syntax error). */
const keywordOnly = (params: string[]) => (params.length > 0 ? ['*', ...params] : []);

function argumentParams(op: PythonOperation): string[] {
  return op.arguments.map((a) =>
    a.required ? `${a.python}: ${a.type}` : `${a.python}: ${a.type} | None = None`,
  );
}

const fieldsDict = (op: PythonOperation) =>
  op.arguments.length === 0
    ? '{}'
    : `{${op.arguments.map((a) => `${JSON.stringify(a.python)}: ${a.python}`).join(', ')}}`;

const IDEMPOTENCY =
  'idempotency_key: Retrying with the same key and arguments charges once and answers the same.';

const keyParam = (op: PythonOperation) => (op.idempotent ? ['idempotency_key: str | None = None'] : []);
const keyArg = (op: PythonOperation) => (op.idempotent ? 'idempotency_key' : 'None');

function method(op: PythonOperation): string[] {
  const call = `        answer: ${op.answerType} = self._call(${JSON.stringify(op.method)}, ${fieldsDict(op)}, ${keyArg(op)})`;
  const lines =
    call.length <= WIDTH
      ? [call]
      : [
          `        answer: ${op.answerType} = self._call(`,
          `            ${JSON.stringify(op.method)},`,
          '            {',
          ...op.arguments.map((a) => `                ${JSON.stringify(a.python)}: ${a.python},`),
          '            },',
          `            ${keyArg(op)},`,
          '        )',
        ];
  return [
    ...signature(
      op.method,
      ['self', ...keywordOnly([...argumentParams(op), ...keyParam(op)])],
      op.answerType,
    ),
    ...docstring(op, op.idempotent ? [IDEMPOTENCY] : []),
    ...lines,
    '        return answer',
  ];
}

function submitOverload(op: PythonOperation): string[] {
  return [
    '    @overload',
    ...signature(
      'submit',
      [
        'self',
        `service: Literal[${JSON.stringify(op.method)}]`,
        '*',
        ...argumentParams(op),
        'callback_url: str | None = None',
        ...keyParam(op),
      ],
      `Job[${op.answerType}]`,
    ).map((l, i, all) => (i === all.length - 1 ? `${l} ...` : l)),
  ];
}

const submitImplementation = [
  ...signature(
    'submit',
    [
      'self',
      'service: str',
      '*',
      'callback_url: str | None = None',
      'idempotency_key: str | None = None',
      '**fields: Any',
    ],
    'Job[Any]',
  ),
  '        """Sends a paid call with ``Prefer: respond-async`` and returns its Job.',
  '',
  '        The call is validated, priced and charged now (so 400, 402 and 429 raise here) and runs',
  '        in the background; ``job.wait()`` gives the answer the method of the same name would have',
  '        given. ``callback_url`` (http or https) gets the signed webhook when the job ends (else',
  "        the account's default URL, if set); verify it with ``zuban.Webhook``.",
  '        """',
  '        return self._submit(service, fields, callback_url, idempotency_key)',
];

function operationEntry(op: PythonOperation): string[] {
  const fields = op.arguments.map((a) => `${JSON.stringify(a.python)}: ${JSON.stringify(a.json)}`);
  const binary = op.arguments.filter((a) => a.binary).map((a) => JSON.stringify(a.json));
  return [
    `        ${JSON.stringify(op.method)}: Operation(`,
    `            ${JSON.stringify(op.path)},`,
    ...(fields.length === 0
      ? ['            {},']
      : ['            {', ...fields.map((f) => `                ${f},`), '            },']),
    binary.length === 0 ? '            frozenset(),' : `            frozenset({${binary.join(', ')}}),`,
    `            ${pythonLiteral(op.asynchronous)},`,
    '        ),',
  ];
}

/** The whole generated module. */
export function servicesModule(
  operations: PythonOperation[],
  definitions: { name: string; source: string }[],
): string {
  const asynchronous = operations.filter((op) => op.asynchronous);
  const names = definitions.map((d) => d.name).sort();
  const lines = [
    "# Generated by `npm run generate:python` from the server's /openapi.json; do not edit.",
    '# clients/python/generate/generated.test.ts fails when this file and the document differ.',
    '"""The paid services of the Zuban API: their answer types and one method each."""',
    '',
    'from __future__ import annotations',
    '',
    'from typing import Any, Literal, NotRequired, TypedDict, overload',
    '',
    'from ._base import BaseClient, Operation',
    'from .jobs import Job',
    '',
    '__all__ = [',
    ...names.map((n) => `    ${JSON.stringify(n)},`),
    ']',
    ...definitions.flatMap((d) => ['', '', d.source]),
    '',
    '',
    'class ServiceCalls(BaseClient):',
    '    """One method per paid call of /openapi.json; ``submit`` runs any of them asynchronously."""',
    '',
    '    _operations = {',
    ...operations.flatMap(operationEntry),
    '    }',
    ...operations.flatMap((op) => ['', ...method(op)]),
    ...(asynchronous.length >= 2 ? asynchronous.flatMap((op) => ['', ...submitOverload(op)]) : []),
    '',
    ...submitImplementation,
    '',
  ];
  // `Literal`, `NotRequired` and `overload` stay imported even when a document needs none of them.
  return lines.join('\n').replace(/[ \t]+$/gm, '');
}
