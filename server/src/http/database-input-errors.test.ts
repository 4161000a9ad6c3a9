import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/support/database';
import { classifyDatabaseInputError } from './database-input-errors';
import { installErrorHandler } from './error-handler';

const pgError = (code: string) => Object.assign(new Error('data exception'), { code, severity: 'ERROR' });

describe('classifyDatabaseInputError', () => {
  it('takes PostgreSQL data exceptions caused by request values as 400s', () => {
    expect(classifyDatabaseInputError(pgError('22021'))?.code).toBe('invalid_character');
    expect(classifyDatabaseInputError(pgError('22003'))?.code).toBe('number_out_of_range');
    expect(classifyDatabaseInputError(pgError('22P02'))?.code).toBe('invalid_value');
  });

  it('leaves other errors alone: no severity (not from PostgreSQL), or another state', () => {
    expect(classifyDatabaseInputError(Object.assign(new Error('x'), { code: '22021' }))).toBeUndefined();
    expect(classifyDatabaseInputError(pgError('42601'))).toBeUndefined();
    expect(classifyDatabaseInputError(undefined)).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('error handler with a NUL character on PostgreSQL', () => {
  it('answers 400 invalid_character instead of 500', async () => {
    const testDb = await createTestDb('postgres');
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.post<{ Body: { text: string } }>('/echo', async (request) => {
      const r = await sql<{ t: string }>`SELECT ${request.body.text}::text AS t`.execute(testDb.db);
      return r.rows[0];
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'a\u0000b' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_character',
        messageCode: 'general.unstorableCharacter',
      });
      const fine = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'اردو' } });
      expect(fine.json()).toEqual({ t: 'اردو' });
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
