import { afterEach, describe, expect, it } from 'vitest';
import { type AccountTestApp, countRows, createAccountTestApp } from '../../test/support/account-app';
import { registrationBody } from '../../test/support/registration';

const limits = { REGISTER_PER_HOUR_PER_ADDRESS: '3', REGISTER_PER_DAY_PER_EMAIL: '2' };
const registration = (emailId?: string) => registrationBody(emailId ? { emailId } : {});

describe('registration limits', () => {
  let t: AccountTestApp;
  afterEach(() => t.close());

  it('limits registrations per client address per hour: 429 with Retry-After, nothing written or mailed', async () => {
    t = await createAccountTestApp('sqlite', limits);
    for (let i = 0; i < 3; i += 1) {
      expect((await t.post('/backend/tech_register', registration())).statusCode).toBe(201);
    }
    const users = await countRows(t, 'users');
    const victim = registration('victim@example.com');
    const refused = await t.post('/backend/tech_register', victim);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('registration_limit');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await countRows(t, 'users')).toBe(users);
    // Another client (through the trusted local proxy) is not held back; the first one is an hour later.
    const other = await t.post('/backend/tech_register', registration(), {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(other.statusCode).toBe(201);
    t.clock.now += 3600_000;
    expect((await t.post('/backend/tech_register', victim)).statusCode).toBe(201);
    expect((await t.mail.next('victim@example.com')).subject).toBe('Confirm your Zuban account');
  });

  it('limits attempts per target address per day, whoever sends them', async () => {
    t = await createAccountTestApp('sqlite', limits);
    const target = 'Target@Example.com';
    const first = await t.post('/backend/tech_register', registration(target), {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(first.statusCode).toBe(201);
    const second = await t.post('/backend/tech_register', registration(target), {
      'x-forwarded-for': '198.51.100.2',
    });
    expect(second.statusCode).toBe(409); // the address is taken: counted all the same
    const third = await t.post('/backend/tech_register', registration('target@example.com'), {
      'x-forwarded-for': '198.51.100.3',
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/this email address/);
    const rows = await t.ctx.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.map((r) => r.key).join(' ')).not.toMatch(/target/i);
  });
});
