/**
 * PostgreSQL refuses some values SQLite stores: a NUL character in text (22021), a number beyond
 * bigint (22003), text that does not parse as the column's type (22P02). They come from the
 * request, so they are the caller's 400, not our 500 (the fuzz on PostgreSQL found NUL in a text
 * and in a path parameter answered 500). Only PostgreSQL errors qualify: they carry a severity.
 */
export interface DatabaseInputFailure {
  code: 'invalid_character' | 'number_out_of_range' | 'invalid_value';
  message: string;
}

const byState: Record<string, DatabaseInputFailure> = {
  '22021': {
    code: 'invalid_character',
    message: 'The request contains a character that cannot be stored (such as NUL).',
  },
  '22P05': {
    code: 'invalid_character',
    message: 'The request contains a character that cannot be stored (such as NUL).',
  },
  '22003': { code: 'number_out_of_range', message: 'A number in the request is out of range.' },
  '22P02': { code: 'invalid_value', message: 'A value in the request has the wrong form.' },
  '22001': { code: 'invalid_value', message: 'A value in the request is too long.' },
};

export function classifyDatabaseInputError(error: unknown): DatabaseInputFailure | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string' || typeof severity !== 'string') return undefined;
  return byState[code];
}
