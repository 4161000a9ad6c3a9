import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A message a route throws as English text has no catalogue code, so the web cannot show it in Urdu.
// Every message is thrown with coded(...) (contract/src/message-catalogue.ts), the API-only refusals
// too (headers, forms, callback URLs, the OpenAI-shaped routes, pipelines). No file is let off:
// add a file here only with the reason its English cannot be coded.
const stillEnglish: Record<string, number> = {};

/** `badRequest(code, '…')`, `notFound('…')`, `new AppError(status, code, '…')`: a literal as the message. */
const literalMessage =
  /\b(?:badRequest|conflict)\(\s*'[^']*',\s*[`'"]|\b(?:unauthorized|forbidden|notFound)\(\s*[`'"]|new AppError\(\s*[^,]+,\s*[^,]+,\s*[`'"]/g;

const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('messages thrown by the server', () => {
  it('are coded, except the English ones listed (a file may not gain one)', () => {
    const gained = sources(root).flatMap((path) => {
      const file = relative(root, path).split('\\').join('/');
      const count = (readFileSync(path, 'utf8').match(literalMessage) ?? []).length;
      return count > (stillEnglish[file] ?? 0)
        ? [`${file}: ${count} English messages (allowed ${stillEnglish[file] ?? 0})`]
        : [];
    });
    expect(gained).toEqual([]);
  });

  it('the check sees a literal message', () => {
    expect("throw badRequest('x', 'Some text.')".match(literalMessage)).toHaveLength(1);
    expect("throw notFound(`No such thing.`, 'y')".match(literalMessage)).toHaveLength(1);
    expect("new AppError(\n  409,\n  'x',\n  'Text.',\n)".match(literalMessage)).toHaveLength(1);
    expect("throw badRequest('x', coded('general.notFound'))".match(literalMessage)).toBeNull();
  });
});
