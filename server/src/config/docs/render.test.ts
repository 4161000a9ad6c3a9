import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../config';
import { configurationDocPath } from './path';
import { documentedSettings, renderConfigurationDoc } from './render';

describe('docs/configuration.md', () => {
  it('is what the settings schema generates (run `npm run docs:config -w server` after a change)', () => {
    expect(readFileSync(configurationDocPath, 'utf8')).toBe(renderConfigurationDoc());
  });

  it('documents every setting with a default or what applies unset, never both', () => {
    for (const { name, doc, schemaDefault } of documentedSettings()) {
      expect(doc.description.length, name).toBeGreaterThan(10);
      expect(schemaDefault === undefined, `${name}: a schema default or whenUnset`).toBe(
        doc.whenUnset !== undefined,
      );
    }
  });

  it('gives examples the schema accepts', () => {
    for (const { name, doc } of documentedSettings()) {
      const extra = name === 'LLM_URL' ? { LLM_MODEL: 'm' } : {};
      expect(() => parseSettings({ [name]: doc.example, ...extra }), name).not.toThrow();
    }
  });
});
