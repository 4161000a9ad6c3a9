import type { Config } from '../config/config';
import type { MailMessage } from './mailer';

// The account mails. Links point at the web app's pages, which call the API with the token.

export function confirmationMail(config: Config, to: string, firstName: string, token: string): MailMessage {
  const link = `${config.publicUrl}/caccount?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your Zuban account',
    text: `Dear ${firstName},\n\nThank you for registering with Zuban. Please confirm your account by opening this link within 48 hours:\n\n${link}\n\nIf you did not register, ignore this message.\n`,
    links: [link],
  };
}

export function passwordResetMail(config: Config, to: string, firstName: string, token: string): MailMessage {
  const link = `${config.publicUrl}/resetPassword?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: 'Reset your Zuban password',
    text: `Dear ${firstName},\n\nSomeone asked to reset the password of your Zuban account. Open this link within one hour to choose a new password:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this message; your password stays as it is.\n`,
    links: [link],
  };
}

export function feedbackMail(
  config: Config,
  feedback: { firstName: string; emailId: string; message: string },
): MailMessage {
  return {
    to: config.providerMailbox,
    replyTo: feedback.emailId,
    subject: `Feedback from ${feedback.firstName}`,
    text: `From: ${feedback.firstName} <${feedback.emailId}>\n\n${feedback.message}\n`,
  };
}
