import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { services } from '@zuban/contract/services/index';
import { describe, expect, it } from 'vitest';
import { pythonPackageSample } from './python-package-sample';

// The sample calls methods and keywords of the Python package: they must be what the package
// generates from /openapi.json (clients/python/zuban/_services.py), for every service.
const generated = readFileSync(
  join(import.meta.dirname, '../../../clients/python/zuban/_services.py'),
  'utf8',
);

/** The keyword names of `def <name>(...)` in the generated module. */
function keywordsOf(method: string): string[] | undefined {
  const match = new RegExp(`\\n    def ${method}\\(\\n([\\s\\S]*?)\\n    \\) ->`).exec(generated);
  return match?.[1]
    ?.split('\n')
    .map((line) => /^ {8}(\w+):/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('the Python package sample of the API pages', () => {
  for (const service of services) {
    it(`${service.id}: calls a method the package has, with its keywords`, () => {
      const sample = pythonPackageSample(service, 'https://zuban.example');
      const keywords = keywordsOf(service.id);
      expect(keywords, `no method ${service.id} in _services.py`).toBeDefined();
      const call = new RegExp(`client\\.${service.id}\\(\\n([\\s\\S]*?)\\n    \\)`).exec(sample)?.[1] ?? '';
      const used = [...call.matchAll(/^ {8}(\w+)=/gm)].map((m) => m[1]);
      expect(used.length).toBeGreaterThan(0);
      for (const name of used) expect(keywords).toContain(name);
      expect(sample).toContain(`client.submit("${service.id}", ${used[0]}=`);
      expect(sample).not.toContain('accessToken');
    });
  }
});
