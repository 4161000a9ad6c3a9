import type { AppContext } from '../context';
import type { AlertMailsTable } from '../db/schema';
import { findUserById } from '../users/users-repo';
import {
  type AlertMailOutcome,
  claimAlertMail,
  findDueAlertMails,
  finishAlertAttempt,
} from './alert-mails-repo';
import { noticeCrossings } from './crossings';
import { renderAlertMail } from './render';

export interface AlertSender {
  /** Looks for due mails now (a crossing was just queued). */
  nudge(): void;
  /** One pass: every due mail this instance can claim is sent; resolves when they are recorded. */
  sendDue(): Promise<void>;
  /** The sweep: crossings no watch noticed (its process died, a credit expiry), queued. */
  sweep(): Promise<number>;
  /** The start's sweep and pass (what a previous run left) are done. */
  started: Promise<void>;
  /** Stops the timers; resolves when the pass under way (if any) has recorded its mails. */
  stop(): Promise<void>;
}

/** After the Nth failed attempt, the next one waits this long; past the list the mail has failed. */
const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

/** Longest a send may take before it counts as failed (nodemailer's own socket timeout is 10 min). */
const SEND_TIMEOUT_MS = 120_000;

/**
 * How long a claim holds: longer than a send may take, so no second sender takes a mail that is
 * still being sent; a sender that dies lets it lapse and another sends the mail again. A mail is
 * thus sent at least once (docs/decisions/alert-mails-from-the-database.md).
 */
const LEASE_MS = SEND_TIMEOUT_MS + 60_000;

const PARALLEL_SENDS = 4;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Sends the queued alert mails of every instance from the database, so that a restart sends what is
 * pending: claims a due mail, renders it for its user, sends it, records the outcome; a failure is
 * tried again later. Also runs the sweep every ALERT_SWEEP_MS.
 */
export function startAlertSender(
  ctx: AppContext,
  log: { info(details: object, message: string): void; warn(details: object, message: string): void },
): AlertSender {
  const settings = ctx.config.settings;
  let stopped = false;
  const mailLog = { info: (details: object, message: string) => log.info(details, message) };

  async function attempt(mail: AlertMailsTable): Promise<void> {
    const user = await findUserById(ctx.db, mail.user_id);
    let outcome: AlertMailOutcome;
    if (!user) {
      outcome = { status: 'dropped', error: 'the user was deleted' };
    } else {
      try {
        await withTimeout(ctx.mailer.send(renderAlertMail(ctx.config, mail, user), mailLog), SEND_TIMEOUT_MS);
        outcome = { status: 'sent' };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = RETRY_DELAYS_MS[mail.attempts];
        outcome =
          delay === undefined
            ? { status: 'failed', error: message }
            : { status: 'pending', nextAttemptAt: ctx.now() + delay, error: message };
        log.warn({ err: error, alertMail: mail.id, attempt: mail.attempts + 1 }, 'alert mail not sent');
      }
    }
    await finishAlertAttempt(ctx.db, mail, ctx.now(), outcome);
  }

  async function sendOnce(): Promise<void> {
    const now = ctx.now();
    const due = await findDueAlertMails(ctx.db, now, PARALLEL_SENDS * 4);
    const claimed: AlertMailsTable[] = [];
    for (const mail of due) {
      if (stopped) break;
      if (await claimAlertMail(ctx.db, mail, now + LEASE_MS)) claimed.push(mail);
    }
    for (let i = 0; i < claimed.length; i += PARALLEL_SENDS) {
      await Promise.all(claimed.slice(i, i + PARALLEL_SENDS).map(attempt));
    }
  }

  let current: Promise<void> | undefined;
  let queuedPass: Promise<void> | undefined;

  function runPass(): Promise<void> {
    const pass: Promise<void> = (stopped ? Promise.resolve() : sendOnce())
      .catch((error: unknown) => log.warn({ err: error }, 'sending alert mails failed'))
      .finally(() => {
        if (current === pass) current = undefined;
      });
    current = pass;
    return pass;
  }

  /** One pass at a time; nudges during a pass share one more pass after it. */
  function sendDue(): Promise<void> {
    if (!current) return runPass();
    queuedPass ??= current.then(() => {
      queuedPass = undefined;
      return runPass();
    });
    return queuedPass;
  }

  async function sweep(): Promise<number> {
    if (stopped) return 0;
    const queued = await noticeCrossings(ctx, {});
    if (queued > 0) void sendDue();
    return queued;
  }

  const poll = setInterval(() => void sendDue(), settings.ALERT_POLL_MS);
  poll.unref();
  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) => log.warn({ err: error }, 'alert sweep failed'));
  }, settings.ALERT_SWEEP_MS);
  sweeper.unref();
  // At start: what a previous run left queued, and what it left unnoticed.
  const startup = sweep()
    .then(() => sendDue())
    .catch((error: unknown) => log.warn({ err: error }, 'alert sweep failed'));

  return {
    nudge: () => void sendDue(),
    sendDue,
    sweep,
    started: startup,
    stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(sweeper);
      return Promise.all([startup, queuedPass ?? current]).then(() => undefined);
    },
  };
}
