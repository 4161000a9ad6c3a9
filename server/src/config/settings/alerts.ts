import { positive, setting } from '../setting';

// The low-balance and key-cap mails (server/src/alerts): how often an instance looks for them.
export const alertSettings = {
  ALERT_POLL_MS: setting(positive('milliseconds').default(5_000), {
    group: 'server',
    example: '1000',
    description:
      'how often an instance looks for queued low-balance and key-cap mails to send (a mail this instance queued is sent at once; the poll sends those of other instances, of a previous run, and retries).',
  }),
  ALERT_SWEEP_MS: setting(positive('milliseconds').default(60_000), {
    group: 'server',
    example: '300000',
    description:
      'how often an instance looks for balances at or below their threshold (and keys past 80% of their cap) that no charge noticed: a process that died between a charge and its check, a credit expiry. The longest such a mail can be late.',
  }),
};
