import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every word a person reads comes from t(): this test reads each component and lists JSX text and
// user-facing string props written as literals. Code (inside <code>, <pre>, <kbd>, <samp>) is exempt:
// it reads the same in every language.

const srcRoot = join(import.meta.dirname, '..');
const userFacingProps = new Set([
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'title',
  'alt',
  'label',
  'hint',
]);
const codeTags = new Set(['code', 'pre', 'kbd', 'samp']);
const hasWords = (text: string) => /\p{L}/u.test(text);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

function insideCode(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isJsxElement(n) && codeTags.has(n.openingElement.tagName.getText())) return true;
  }
  return false;
}

export function literalsIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${fileName}:${line}: ${text.trim().slice(0, 60)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text) && !insideCode(node)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      ts.isJsxElement(node.parent) &&
      hasWords(node.expression.text) &&
      !insideCode(node)
    )
      report(node, node.expression.text);
    if (ts.isJsxAttribute(node) && userFacingProps.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
          ? init.expression
          : undefined;
      if (literal && hasWords(literal.text)) report(node, `${node.name.getText()}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no user-visible string literals in components', () => {
  it('finds JSX text and string props (the check itself)', () => {
    const sample = `const a = <p title="Hello">Sign in <code>curl -X POST</code>{'Go'}<b aria-label={t('x')}>{n}</b></p>;`;
    expect(literalsIn('x.tsx', sample)).toEqual([
      'x.tsx:1: title="Hello"',
      'x.tsx:1: Sign in',
      'x.tsx:1: Go',
    ]);
  });

  it('web/src has none', () => {
    const found = componentFiles(srcRoot).flatMap((f) =>
      literalsIn(relative(srcRoot, f), readFileSync(f, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
