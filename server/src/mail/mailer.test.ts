import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../../test/support/mail-catcher';
import { loadConfig } from '../config/config';
import { createMailer } from './mailer';
import { confirmationMail } from './templates';

function recorder() {
  const lines: { obj: object; msg: string }[] = [];
  return { lines, log: { info: (obj: object, msg: string) => lines.push({ obj, msg }) } };
}

describe('mail outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox and logs its links', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'zuban-mail-')),
      PUBLIC_URL: 'http://portal.test',
    });
    const { lines, log } = recorder();
    const mailer = createMailer(config);
    await mailer.send(confirmationMail(config, 'amir@example.com', 'عامر', 'tok123'), log);
    const files = readdirSync(join(config.dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(config.dataDir, 'outbox', files[0] as string), 'utf8');
    expect(eml).toContain('To: amir@example.com');
    expect(eml).toContain('Subject: Confirm your Zuban account');
    expect(lines).toEqual([
      {
        msg: 'mail written to outbox',
        obj: {
          to: 'amir@example.com',
          subject: 'Confirm your Zuban account',
          file: join(config.dataDir, 'outbox', files[0] as string),
          links: ['http://portal.test/caccount?token=tok123'],
        },
      },
    ]);
  });
});

describe('mail over SMTP (SMTP_URL)', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.close());

  it('delivers to the SMTP server with MAIL_FROM, an Urdu name intact, and logs nothing', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'zuban-mail-')),
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Zuban <mailer@zuban.test>',
    });
    const { lines, log } = recorder();
    const mailer = createMailer(config);
    await mailer.send(confirmationMail(config, 'sara@example.com', 'سارہ', 'tok456'), log);
    const mail = await catcher.next('sara@example.com');
    expect(mail.from).toBe('mailer@zuban.test');
    expect(mail.text).toContain('Dear سارہ,');
    expect(mail.links).toEqual([`${config.publicUrl}/caccount?token=tok456`]);
    expect(lines).toEqual([]);
    mailer.close();
  });

  it('rejects when the server cannot be reached', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'zuban-mail-')),
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    const mailer = createMailer(config);
    await expect(
      mailer.send(confirmationMail(config, 'x@example.com', 'X', 't'), recorder().log),
    ).rejects.toThrow();
    mailer.close();
  });
});
