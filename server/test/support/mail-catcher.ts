import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server in the test process: the app sends through nodemailer over SMTP_URL and
// tests read what arrived, follow its links, and never touch the network beyond loopback.

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string | undefined;
  text: string;
  links: string[];
  raw: string;
}

export interface MailCatcher {
  /** Value for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** Waits for the first mail (arrived or arriving) to `to`, then removes it from `mails`. */
  next: (to: string, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next: async (to, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const i = mails.findIndex((m) => m.to.includes(to.toLowerCase()));
        if (i >= 0) return mails.splice(i, 1)[0] as CapturedMail;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, from: string, to: string[]): CapturedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
  const encoding = (header('Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    from,
    to,
    subject: header('Subject') ?? '',
    replyTo: header('Reply-To'),
    text,
    links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
    raw,
  };
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
