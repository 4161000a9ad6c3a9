import { z } from 'zod';

// The account's low-balance mail (issue #32 item 4): GET/PUT /v1/alerts/low-balance. Amounts are
// PKR in JSON, like `balance`; the server keeps integer milli-PKR.

/** The highest threshold accepted: far above any balance, far below where integers lose precision. */
export const LOW_BALANCE_MAX_PKR = 10_000_000;

export const lowBalanceMessages = {
  notANumber: 'The threshold must be an amount in PKR, or null to turn the mail off.',
  negative: 'The threshold cannot be negative.',
  tooHigh: `The threshold can be at most ${LOW_BALANCE_MAX_PKR.toLocaleString('en-US')} PKR.`,
  decimals: 'The threshold can have at most three decimals.',
} as const;

/** At most three decimals: the amount is a whole number of milli-PKR. */
function wholeMilli(pkr: number): boolean {
  return Math.abs(Math.round(pkr * 1000) - pkr * 1000) < 1e-6;
}

export const lowBalanceThreshold = z
  .number(lowBalanceMessages.notANumber)
  .min(0, lowBalanceMessages.negative)
  .max(LOW_BALANCE_MAX_PKR, lowBalanceMessages.tooHigh)
  .refine(wholeMilli, lowBalanceMessages.decimals);

export const lowBalanceAlert = z.object({
  threshold: z.number().nullable().meta({
    description:
      'PKR. When a charge brings the balance to this amount or below, one mail is sent in the account language; null: no mail.',
  }),
  armed: z.boolean().meta({
    description:
      'True: the next fall to the threshold sends a mail. False: the balance is at or below it (the mail for this fall was sent, or it was already there when the threshold was set); it re-arms once the balance rises above the threshold.',
  }),
});
export type LowBalanceAlert = z.infer<typeof lowBalanceAlert>;

export const lowBalanceAlertUpdate = z.object({
  threshold: lowBalanceThreshold.nullable().meta({
    description: `PKR, 0 to ${LOW_BALANCE_MAX_PKR} with at most three decimals; null turns the mail off.`,
  }),
});
export type LowBalanceAlertUpdate = z.infer<typeof lowBalanceAlertUpdate>;
