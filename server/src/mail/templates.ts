import type { UiLanguage } from '@zuban/contract/languages';
import type { Config } from '../config/config';
import type { MailMessage } from './mailer';

// The account mails, in the recipient's interface language (users.language). Links point at the web
// app's pages, which call the API with the token. The English texts are the ones the portal always sent.

interface AccountMailText {
  subject: string;
  body: (firstName: string, link: string) => string;
}

const confirmation: Record<UiLanguage, AccountMailText> = {
  en: {
    subject: 'Confirm your Zuban account',
    body: (name, link) =>
      `Dear ${name},\n\nThank you for registering with Zuban. Please confirm your account by opening this link within 48 hours:\n\n${link}\n\nIf you did not register, ignore this message.\n`,
  },
  ur: {
    subject: 'اپنے زبان اکاؤنٹ کی تصدیق کریں',
    body: (name, link) =>
      `محترم ${name}،\n\nزبان پر رجسٹر ہونے کا شکریہ۔ براہ کرم 48 گھنٹوں کے اندر یہ لنک کھول کر اپنے اکاؤنٹ کی تصدیق کریں:\n\n${link}\n\nاگر آپ نے رجسٹریشن نہیں کی تو اس پیغام کو نظر انداز کر دیں۔\n`,
  },
};

const passwordReset: Record<UiLanguage, AccountMailText> = {
  en: {
    subject: 'Reset your Zuban password',
    body: (name, link) =>
      `Dear ${name},\n\nSomeone asked to reset the password of your Zuban account. Open this link within one hour to choose a new password:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this message; your password stays as it is.\n`,
  },
  ur: {
    subject: 'اپنا زبان پاس ورڈ دوبارہ ترتیب دیں',
    body: (name, link) =>
      `محترم ${name}،\n\nکسی نے آپ کے زبان اکاؤنٹ کا پاس ورڈ دوبارہ ترتیب دینے کی درخواست کی ہے۔ نیا پاس ورڈ چننے کے لیے ایک گھنٹے کے اندر یہ لنک کھولیں:\n\n${link}\n\nیہ لنک صرف ایک بار کام کرتا ہے۔ اگر آپ نے یہ درخواست نہیں کی تو اس پیغام کو نظر انداز کر دیں؛ آپ کا پاس ورڈ جوں کا توں رہے گا۔\n`,
  },
};

/** An account mail carrying one link, in the recipient's language. */
function linkMail(
  texts: Record<UiLanguage, AccountMailText>,
  language: UiLanguage,
  to: string,
  firstName: string,
  link: string,
): MailMessage {
  const text = texts[language];
  return { to, subject: text.subject, text: text.body(firstName, link), links: [link] };
}

export function confirmationMail(
  config: Config,
  to: string,
  firstName: string,
  token: string,
  language: UiLanguage = 'en',
): MailMessage {
  const link = `${config.publicUrl}/caccount?token=${encodeURIComponent(token)}`;
  return linkMail(confirmation, language, to, firstName, link);
}

export function passwordResetMail(
  config: Config,
  to: string,
  firstName: string,
  token: string,
  language: UiLanguage = 'en',
): MailMessage {
  const link = `${config.publicUrl}/resetPassword?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
  return linkMail(passwordReset, language, to, firstName, link);
}

/** To the provider's own mailbox: staff read it, so it stays in English whatever the sender's language. */
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
