import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Links the reader must follow (confirmation, reset); logged by the outbox so dev needs no mail server. */
  links?: string[];
}

export interface MailLog {
  info: (obj: object, msg: string) => void;
}

export interface Mailer {
  /** `log` is the sender's (a request's, with its id): where the outbox reports what it wrote. */
  send: (message: MailMessage, log: MailLog) => Promise<void>;
  close: () => void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise the embedded outbox: each message becomes an .eml file in
 * DATA_DIR/outbox and its links are logged, so a fresh install can confirm accounts with no mail
 * server (the only place a mailed token reaches the log; SMTP mode never logs links).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: config.mailFrom, ...withoutLinks(message) });
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message, log) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...withoutLinks(message) });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file, links: message.links ?? [] },
        'mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}

function withoutLinks({ links: _links, ...rest }: MailMessage) {
  return rest;
}
