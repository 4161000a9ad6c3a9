import type { components } from '@zuban/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiAnswer, ApiBody, ApiParams, ApiPath } from './api-types';
import { apiUrl } from './api-types';

type Schemas = components['schemas'];

describe('api-types', () => {
  it('fills in the path values, encoded, and adds the query values that are set', () => {
    expect(apiUrl('/v1/jobs/{jobId}', { path: { jobId: 'a b/c' } })).toBe('/v1/jobs/a%20b%2Fc');
    expect(apiUrl('/backend/history', { query: { page: 2, key: undefined } })).toBe(
      '/backend/history?page=2',
    );
    expect(apiUrl('/backend/usage', { query: { days: 30, key: 'k&1' } })).toBe(
      '/backend/usage?days=30&key=k%261',
    );
    expect(apiUrl('/backend/me')).toBe('/backend/me');
    expect(() => apiUrl('/v1/jobs/{jobId}', {})).toThrow('no value for {jobId}');
  });

  it("types a call by the generated document: the path's method, body, answer and parameters", () => {
    expectTypeOf<'/backend/me'>().toExtend<ApiPath<'get'>>();
    expectTypeOf<'/backend/me'>().not.toExtend<ApiPath<'post'>>();
    expectTypeOf<ApiAnswer<'/backend/me', 'get'>>().toEqualTypeOf<Schemas['MeResponse']>();
    expectTypeOf<ApiAnswer<'/v1/keys', 'post'>>().toEqualTypeOf<Schemas['ApiKeyCreated']>();
    expectTypeOf<ApiBody<'/backend/forget_password', 'post'>>().toEqualTypeOf<
      Schemas['ForgotPasswordRequest']
    >();
    expectTypeOf<ApiBody<'/backend/logout', 'post'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiParams<'/v1/jobs/{jobId}', 'get'>['path']>().toEqualTypeOf<{ jobId: string }>();
    expectTypeOf<ApiParams<'/backend/me', 'get'>['path']>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiAnswer<'/v1/keys/{id}', 'delete'>>().toEqualTypeOf<Schemas['ApiKeyView']>();
  });
});
