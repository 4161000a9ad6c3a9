import { describe, expect, it } from 'vitest';
import { keyedHash, memoKeyedHash } from './secrets';

describe('memoKeyedHash', () => {
  it('answers exactly what keyedHash answers, per secret and purpose', () => {
    for (const secret of ['secret-one', 'secret-two']) {
      for (const purpose of ['access-token', 'session'] as const) {
        const first = memoKeyedHash(secret, purpose, 'token-value-0123456789');
        expect(first).toBe(keyedHash(secret, purpose, 'token-value-0123456789'));
        expect(memoKeyedHash(secret, purpose, 'token-value-0123456789')).toBe(first);
      }
    }
    expect(memoKeyedHash('secret-one', 'session', 'x')).not.toBe(memoKeyedHash('secret-two', 'session', 'x'));
    expect(memoKeyedHash('secret-one', 'session', 'x')).not.toBe(
      memoKeyedHash('secret-one', 'access-token', 'x'),
    );
  });

  it('stays correct after the memo fills up and starts afresh', () => {
    for (let i = 0; i < 5000; i++) {
      const value = `token-${i}`;
      expect(memoKeyedHash('secret-fill', 'access-token', value)).toBe(
        keyedHash('secret-fill', 'access-token', value),
      );
    }
    expect(memoKeyedHash('secret-fill', 'access-token', 'token-1')).toBe(
      keyedHash('secret-fill', 'access-token', 'token-1'),
    );
  });
});
