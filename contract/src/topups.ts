import { z } from 'zod';
import { pkrAmount } from './admin';
import { messageFields } from './message-reply';

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

export const topupStatus = z.enum(['pending', 'approved', 'rejected']);
export type TopupStatus = z.infer<typeof topupStatus>;

export const topupRequestView = z.object({
  id: z.string(),
  /** PKR */
  amount: z.number(),
  bank: z.string(),
  reference: z.string(),
  status: topupStatus,
  reason: z.string().nullable(),
  receiptFileId: z.string(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  /** Staff lists only. */
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string() }).optional(),
});
export type TopupRequestView = z.infer<typeof topupRequestView>;
export const topupList = z.array(topupRequestView);

/** POST /backend/topup_requests answers 201 with the new request's id. */
export const topupFiled = z.object({ ...messageFields, id: z.string() });

/** Staff lists: all requests, or those of one status. */
export const requestListBody = z.object({ status: topupStatus.optional() });
export const requestIdParams = z.object({ id: z.string() });
/** An approval: the balance after it (PKR). */
export const approvedWithBalance = z.object({ ...messageFields, balance: z.number() });
/** An approval above the two-person limit, held for a second staff member (202). */
export const approvalHeld = z.object({ ...messageFields, pending: z.literal(true) });

export const decisionBody = z.object({ reason: z.string().trim().max(500).optional() });
export const rejectBody = z.object({
  reason: z.string().trim().min(1, 'Give a reason for the rejection.').max(500),
});
