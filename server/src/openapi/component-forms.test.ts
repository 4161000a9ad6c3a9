import { describe, expect, it } from 'vitest';
import { tidyComponents } from './component-forms';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const body = (name: string) => ({ requestBody: { content: { 'application/json': { schema: ref(name) } } } });
const answer = (name: string) => ({
  responses: { 200: { content: { 'application/json': { schema: ref(name) } } } },
});
const object = (properties: Record<string, unknown>) => ({ type: 'object', properties });

describe('tidyComponents', () => {
  it('names a request-only schema without the Input suffix and drops its unused answer form', () => {
    const schemas = {
      Login: object({ a: { type: 'string' } }),
      LoginInput: object({ a: { type: 'string' } }),
    };
    const tidy = tidyComponents({ '/login': { post: body('LoginInput') } }, schemas);
    expect(tidy.paths).toEqual({ '/login': { post: body('Login') } });
    expect(Object.keys(tidy.schemas)).toEqual(['Login']);
  });

  it('keeps one form of a schema used both ways when its forms agree, both when they differ', () => {
    const same = object({ a: { type: 'string' } });
    const schemas = {
      Same: same,
      SameInput: same,
      Defaulted: object({ n: { type: 'number' } }),
      DefaultedInput: object({ n: { type: 'number', default: 1 } }),
    };
    const paths = {
      '/same': { put: { ...body('SameInput'), ...answer('Same') } },
      '/defaulted': { put: { ...body('DefaultedInput'), ...answer('Defaulted') } },
    };
    const tidy = tidyComponents(paths, schemas);
    expect(tidy.paths['/same']).toEqual({ put: { ...body('Same'), ...answer('Same') } });
    expect(tidy.paths['/defaulted']).toEqual(paths['/defaulted']);
    expect(Object.keys(tidy.schemas)).toEqual(['Defaulted', 'DefaultedInput', 'Same']);
  });

  it('merges the forms of a schema only when the schemas it refers to merge too', () => {
    const schemas = {
      Outer: object({ inner: ref('Inner') }),
      OuterInput: object({ inner: ref('InnerInput') }),
      Inner: object({ n: { type: 'number' } }),
      InnerInput: object({ n: { type: 'number', default: 1 } }),
      Wrapper: object({ same: ref('Same') }),
      WrapperInput: object({ same: ref('SameInput') }),
      Same: object({ s: { type: 'string' } }),
      SameInput: object({ s: { type: 'string' } }),
    };
    const paths = {
      '/outer': { put: { ...body('OuterInput'), ...answer('Outer') } },
      '/wrapper': { put: { ...body('WrapperInput'), ...answer('Wrapper') } },
    };
    const tidy = tidyComponents(paths, schemas);
    expect(Object.keys(tidy.schemas)).toEqual([
      'Inner',
      'InnerInput',
      'Outer',
      'OuterInput',
      'Same',
      'Wrapper',
    ]);
    expect(tidy.schemas.OuterInput).toEqual(object({ inner: ref('InnerInput') }));
    expect(tidy.schemas.Wrapper).toEqual(object({ same: ref('Same') }));
    expect(tidy.paths['/wrapper']).toEqual({ put: { ...body('Wrapper'), ...answer('Wrapper') } });
  });

  it('drops the components no path uses, and keeps those used only through another', () => {
    const schemas = { Used: object({ part: ref('Part') }), Part: object({}), Staff: object({}) };
    const tidy = tidyComponents({ '/x': { get: answer('Used') } }, schemas);
    expect(Object.keys(tidy.schemas)).toEqual(['Part', 'Used']);
  });
});
