import type { Config } from '../config/config';
import type { AlertMailsTable } from '../db/schema';
import { type KeyCapFacts, keyCapMail, type LowBalanceFacts, lowBalanceMail } from '../mail/alert-mails';
import type { MailMessage } from '../mail/mailer';
import type { UserRow } from '../users/users-repo';

/**
 * The message of a queued alert for its user as they are now (address, name, language: a user who
 * switched to Urdu since the crossing reads it in Urdu), with the facts as they were at the crossing.
 */
export function renderAlertMail(config: Config, mail: AlertMailsTable, user: UserRow): MailMessage {
  const details: unknown = JSON.parse(mail.details);
  if (mail.kind === 'low_balance') {
    return lowBalanceMail(config, user.email, user.first_name, details as LowBalanceFacts, user.language);
  }
  return keyCapMail(config, user.email, user.first_name, details as KeyCapFacts, user.language);
}
