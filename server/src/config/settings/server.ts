import { z } from 'zod';
import { matching, setting, text, wholeNumber } from '../setting';

// Where the server listens, stores and mails: the settings every deployment looks at first.
export const serverSettings = {
  PORT: setting(wholeNumber(0, 'a port number from 0 to 65535', 65535).default(8080), {
    group: 'server',
    example: '8080',
    description: 'HTTP port of `serve`. `0` picks a free port.',
  }),
  HOST: setting(text().default('0.0.0.0'), {
    group: 'server',
    example: '127.0.0.1',
    description: 'interface `serve` listens on.',
  }),
  PUBLIC_URL: setting(z.url({ error: 'expects a URL such as https://zuban.pk' }).optional(), {
    group: 'server',
    example: 'https://zuban.pk',
    whenUnset: '`http://localhost:<PORT>`',
    description:
      'the address users reach the portal at. Mailed links (`/caccount?token=…`, `/resetPassword?token=…`) start with it; the CSRF check accepts cookie-authenticated state-changing requests only from its origin; when it is `https://…` the session cookie is `Secure`. Set it whenever the portal sits behind a proxy or a different host name.',
  }),
  DATA_DIR: setting(text().default('./data'), {
    group: 'server',
    example: '/var/lib/zuban',
    description:
      'where the SQLite file (`zuban.sqlite`), the mail outbox (`outbox/*.eml`), the generated session secret and uploads live. Created if missing.',
  }),
  DATABASE_URL: setting(
    matching(/^postgres(ql)?:\/\//, 'a URL starting with postgres:// or postgresql://').optional(),
    {
      group: 'server',
      example: 'postgres://zuban:secret@db.internal:5432/zuban',
      whenUnset: 'SQLite in `DATA_DIR`',
      description:
        '`postgres://user:pass@host:5432/db` (or `postgresql://`) to use PostgreSQL. Migrations run at start either way.',
    },
  ),
  FILE_STORE_DIR: setting(text().optional(), {
    group: 'server',
    example: '/mnt/zuban/uploads',
    whenUnset: '`DATA_DIR/uploads`',
    description:
      'where uploaded files (top-up receipts, fellowship documents) are kept. With several API instances it must be one volume that every instance mounts (NFS or a cloud file share), since any instance may serve a file another stored; each file is written under a temporary name and renamed into place.',
  }),
  SMTP_URL: setting(matching(/^smtps?:\/\//, 'a URL starting with smtp:// or smtps://').optional(), {
    group: 'server',
    example: 'smtp://user:pass@mail.internal:587',
    whenUnset: 'the outbox',
    description:
      '`smtp://user:pass@host:587` or `smtps://…:465`; nodemailer URL syntax. Unset, every mail is written as an `.eml` file to `DATA_DIR/outbox` and its links (confirmation, reset) are logged so a local user can follow them. With SMTP no link is ever logged.',
  }),
  MAIL_FROM: setting(
    z
      .string()
      .min(3, 'expects a sender such as Zuban <no-reply@zuban.pk>')
      .default('Zuban <no-reply@zuban.localhost>'),
    {
      group: 'server',
      example: 'Zuban <no-reply@zuban.pk>',
      description: 'the From of every mail.',
    },
  ),
  PROVIDER_MAILBOX: setting(z.email({ error: 'expects an email address' }).default('info@zuban.localhost'), {
    group: 'server',
    example: 'info@zuban.pk',
    description:
      "the provider's mailbox: feedback (`/backend/send_mail`) is mailed here with the sender as Reply-To.",
  }),
  STAFF_EMAIL_DOMAIN: setting(
    matching(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a domain such as zuban.pk')
      .transform((domain) => domain.toLowerCase())
      .default('zuban.pk'),
    {
      group: 'server',
      example: 'zuban.pk',
      description:
        'users whose email domain is exactly this (not a suffix such as `notzuban.pk`) get the admin role when their account is confirmed (or `user create --confirmed`).',
    },
  ),
  SESSION_SECRET: setting(z.string().min(32, 'expects at least 32 characters').optional(), {
    group: 'server',
    example: 'Vq3n0tAr3alS3cr3tJustTh3Sh4p3OfOn3xx',
    whenUnset: 'generated once, kept in `DATA_DIR/session-secret` (mode 600)',
    description:
      'at least 32 characters (`openssl rand -base64 36` makes one). Keys the stored hashes of session ids, access tokens and mailed tokens (HMAC-SHA256) and the AES-256-GCM key of the encrypted access-token copies. Changing it signs everyone out and invalidates every access token and mailed link; several instances sharing one database must share it.',
  }),
  LOG_LEVEL: setting(
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'expects fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
    {
      group: 'server',
      example: 'warn',
      description:
        '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Passwords, tokens and session ids are never logged (headers and body fields are redacted, 40+-character secrets in URLs are masked).',
    },
  ),
  SQLITE_SYNCHRONOUS: setting(
    z.enum(['FULL', 'NORMAL'], { error: 'expects FULL or NORMAL' }).default('FULL'),
    {
      group: 'server',
      example: 'NORMAL',
      description:
        'SQLite only. `FULL`: every commit is on disk before the call is answered. `NORMAL` (WAL): the last commits before a power loss or OS crash may be lost, all together (never half a charge), for ~20% more paid calls per second in bench/api (one round, 2026-11-23).',
    },
  ),
  TRUST_PROXY: setting(
    matching(
      /^[0-9a-f.:/, ]+$|^loopback$|^none$/i,
      'loopback, none, or addresses/CIDRs separated by commas',
    ).default('loopback'),
    {
      group: 'server',
      example: '10.0.0.5',
      description:
        "which peers' `X-Forwarded-For` gives the client address (login lockout, feedback limit): `loopback` (a reverse proxy on the same machine), a comma-separated list of proxy addresses or CIDRs, or `none`. Trusting every peer would let any client choose its address.",
    },
  ),
};
