import type { UiLanguage } from '@zuban/contract/languages';
import { formatPkr } from '@zuban/contract/pricing';
import type { Config } from '../config/config';
import type { MailMessage } from './mailer';

// The alert mails (alerts/): a balance that fell to the user's threshold, a named key that spent
// 80% of its monthly cap. In the recipient's interface language (users.language), like the account
// mails in templates.ts. Amounts are written as the portal shows them ("1,250.00").

export interface LowBalanceFacts {
  balanceMilli: number;
  thresholdMilli: number;
}

export interface KeyCapFacts {
  keyName: string;
  lastFour: string;
  /** 'YYYY-MM' (UTC), the month the spend counts in. */
  month: string;
  spendMilli: number;
  capMilli: number;
}

interface Links {
  topup: string;
  settings: string;
}

const lowBalance: Record<
  UiLanguage,
  { subject: (f: LowBalanceFacts) => string; body: (name: string, f: LowBalanceFacts, l: Links) => string }
> = {
  en: {
    subject: (f) => `Your Zuban balance is down to PKR ${formatPkr(f.balanceMilli)}`,
    body: (name, f, l) =>
      `Dear ${name},\n\nYour Zuban balance is now PKR ${formatPkr(f.balanceMilli)}, at or below the PKR ${formatPkr(f.thresholdMilli)} you asked to be told about. Paid API calls are refused once the balance no longer covers them. To add balance, open:\n\n${l.topup}\n\nWe write once each time the balance falls to this amount; after it rises above it again, the next fall sends another mail. Change the amount or turn this mail off at:\n\n${l.settings}\n`,
  },
  ur: {
    subject: (f) => `آپ کا زبان بیلنس ${formatPkr(f.balanceMilli)} روپے رہ گیا ہے`,
    body: (name, f, l) =>
      `محترم ${name}،\n\nآپ کا زبان بیلنس اب ${formatPkr(f.balanceMilli)} روپے ہے، جو آپ کی مقرر کردہ ${formatPkr(f.thresholdMilli)} روپے کی حد کے برابر یا اس سے کم ہے۔ بیلنس ختم ہونے پر معاوضے والی API کالز رد ہو جائیں گی۔ بیلنس بڑھانے کے لیے یہ صفحہ کھولیں:\n\n${l.topup}\n\nبیلنس ہر بار اس حد تک گرنے پر ہم ایک ہی پیغام بھیجتے ہیں؛ بیلنس اس سے اوپر جانے کے بعد دوبارہ گرے تو نیا پیغام آئے گا۔ حد بدلنے یا یہ پیغام بند کرنے کے لیے:\n\n${l.settings}\n`,
  },
};

const keyCap: Record<
  UiLanguage,
  { subject: (f: KeyCapFacts) => string; body: (name: string, f: KeyCapFacts, link: string) => string }
> = {
  en: {
    subject: (f) => `Your Zuban key "${f.keyName}" has used 80% of its monthly cap`,
    body: (name, f, link) =>
      `Dear ${name},\n\nYour key "${f.keyName}" (ending ${f.lastFour}) has spent PKR ${formatPkr(f.spendMilli)} of its PKR ${formatPkr(f.capMilli)} cap in ${f.month} (UTC). Once the cap is reached, its calls are refused until the month ends or you raise the cap:\n\n${link}\n\nThis is the only mail about this key's cap this month.\n`,
  },
  ur: {
    subject: (f) => `آپ کی زبان کلید "${f.keyName}" اپنی ماہانہ حد کا 80 فیصد خرچ کر چکی ہے`,
    body: (name, f, link) =>
      `محترم ${name}،\n\nآپ کی کلید "${f.keyName}" (آخری حروف ${f.lastFour}) ${f.month} (UTC) میں اپنی ${formatPkr(f.capMilli)} روپے کی حد میں سے ${formatPkr(f.spendMilli)} روپے خرچ کر چکی ہے۔ حد پوری ہونے پر اس کلید کی کالز مہینہ ختم ہونے تک، یا حد بڑھانے تک، رد ہو جائیں گی:\n\n${link}\n\nاس مہینے اس کلید کی حد کے بارے میں یہ واحد پیغام ہے۔\n`,
  },
};

export function lowBalanceMail(
  config: Config,
  to: string,
  firstName: string,
  facts: LowBalanceFacts,
  language: UiLanguage,
): MailMessage {
  const text = lowBalance[language];
  const links = { topup: `${config.publicUrl}/topup`, settings: `${config.publicUrl}/user_info` };
  return {
    to,
    subject: text.subject(facts),
    text: text.body(firstName, facts, links),
    links: [links.topup, links.settings],
  };
}

export function keyCapMail(
  config: Config,
  to: string,
  firstName: string,
  facts: KeyCapFacts,
  language: UiLanguage,
): MailMessage {
  const text = keyCap[language];
  const link = `${config.publicUrl}/access_token`;
  return { to, subject: text.subject(facts), text: text.body(firstName, facts, link), links: [link] };
}
