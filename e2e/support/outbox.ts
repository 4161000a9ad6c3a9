import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable: soft line breaks and =XX escapes (mail bodies with long links use it). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function readMails(dataDir: string): { file: string; text: string }[] {
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((f) => ({ file: f, text: readable(readFileSync(join(dir, f), 'utf8')) }));
}

/**
 * Waits for a mail to `to` in <dataDir>/outbox whose text contains a link to `path` (e.g. '/caccount'),
 * newer than the mails already `seen`, and returns that link.
 */
export async function waitForLink(
  dataDir: string,
  to: string,
  path: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}\\?[^\\s"'<>]+`, 'g');
  while (Date.now() < deadline) {
    const mails = readMails(dataDir).filter((m) => m.text.toLowerCase().includes(to.toLowerCase()));
    for (const mail of mails.reverse()) {
      const links = mail.text.match(pattern);
      if (links?.length) return links[links.length - 1] as string;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with a ${path} link in ${dataDir}/outbox`);
}

/** How many mails the outbox holds (to wait for a new one after an action). */
export function mailCount(dataDir: string): number {
  return readMails(dataDir).length;
}

/** The newest mail's text (decoded), for assertions on what was sent. */
export function lastMail(dataDir: string): string {
  return readMails(dataDir).at(-1)?.text ?? '';
}

/** MIME encoded-words in a header (=?UTF-8?B?…?= / ?Q?) as text. */
function decodeWords(header: string): string {
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

/** A mail as a person reads it: headers with their encoded words decoded, the body as UTF-8 text. */
function readable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).trim();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const text = /content-transfer-encoding:\s*base64/i.test(unfolded)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8');
  return `${decodeWords(unfolded)}\n\n${text}`;
}

/** Waits for the newest mail to `to` and returns it readable (subject and body in their own script). */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const dir = join(dataDir, 'outbox');
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      files = [];
    }
    const raws = files.sort().map((f) => readFileSync(join(dir, f), 'utf8'));
    const mine = raws.filter((r) => r.toLowerCase().includes(to.toLowerCase())).at(-1);
    if (mine) return readable(mine);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}
