import { z } from 'zod';
import { pkrAmount } from './admin';

/** A user's top-up request (the spec's payment procedure: order form, bank receipt, credit after payment). */
export const topupFormSchema = z.object({
  amount: pkrAmount
    .refine((m) => m >= 100_000, 'The amount must be at least 100 PKR.')
    .refine((m) => m <= 10_000_000_000, 'The amount must be at most 10,000,000 PKR.'),
  bank: z
    .string()
    .trim()
    .min(2, 'Enter the bank you paid from.')
    .max(100, 'Bank name: at most 100 characters.'),
  reference: z
    .string()
    .trim()
    .min(1, 'Enter the transaction reference from your receipt.')
    .max(100, 'Reference: at most 100 characters.'),
});

export const topupMessages = {
  submitted:
    'Your top-up request has been received. We will credit your balance once the payment is confirmed.',
  receiptLabel: 'Bank receipt',
  approved: 'Top-up approved and balance credited.',
  rejected: 'Top-up request rejected.',
  alreadyDecided: 'This request has already been decided.',
} as const;

export type TopupStatus = 'pending' | 'approved' | 'rejected';

export interface TopupRequestView {
  id: string;
  amount: number;
  bank: string;
  reference: string;
  status: TopupStatus;
  reason: string | null;
  receiptFileId: string;
  createdAt: number;
  decidedAt: number | null;
  /** Staff lists only. */
  user?: { id: string; email: string; firstName: string };
}

export const decisionBody = z.object({ reason: z.string().trim().max(500).optional() });
export const rejectBody = z.object({
  reason: z.string().trim().min(1, 'Give a reason for the rejection.').max(500),
});
