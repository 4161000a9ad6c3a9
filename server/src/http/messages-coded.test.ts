import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A message a route throws as English text has no catalogue code, so the web cannot show it in Urdu.
// New ones are thrown with coded(...) (contract/src/message-catalogue.ts). These files still hold
// English literals: refusals only programs read (API headers, callback URLs, the OpenAI-shaped
// routes, pipelines' plans) and a few staff sentences made of names. A file may lose some, never gain.
const stillEnglish: Record<string, number> = {
  'admin/load-target.ts': 1,
  'auth/large-body-auth.ts': 2,
  'jobs/async/prefer.ts': 1,
  'jobs/async/routes.ts': 3,
  'jobs/async/submit.ts': 2,
  'jobs/routes.ts': 1,
  'keys/create-key.ts': 1,
  'language/idempotency.ts': 3,
  'openai-compat/paid-hooks.ts': 1,
  'openai-compat/routes.ts': 1,
  'openai-compat/upload.ts': 4,
  'pipelines/async.ts': 3,
  'pipelines/form-body.ts': 4,
  'pipelines/plan.ts': 3,
  'pipelines/run-steps.ts': 1,
  'uploads/file-routes.ts': 1,
  'uploads/multipart-form.ts': 3,
  'webhooks/callback-url.ts': 5,
};

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
