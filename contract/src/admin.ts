import { z } from 'zod';
import { messageFields } from './message-reply';

/** Admin messages and confirm prompts, word for word from the spec (tools-admin-api §5, §8). */
export const adminMessages = {
  fetchFailed: 'Error while fetching the data.',
  balanceNotUpdated: 'Sorry, user balance did not get updated. Try again.',
  balanceError: 'An error occurred while updating the user balance. Please try again.',
  mailNotSent: 'Sorry, mail sending fail. Try again.',
  mailError: 'An error occurred while sending mail. Please try again.',
  notSuspended: 'Sorry user did not get suspended. Try again.',
  suspendError: 'An error occurred while suspending the user. Please try again.',
  notActivated: 'Sorry user did not get activated. Try again.',
  activateError: 'An error occurred while activating the user. Please try again.',
  notDeleted: 'Sorry user did not get deleted. Try again.',
  serviceNotAdded: 'Failed to add the new service. Please try again.',
  serviceAddError: 'An error occurred while adding the service. Please try again.',
  serviceNotDeleted: 'Sorry service did not get deleted. Try again.',
  unitCostNotUpdated: 'Sorry Unit Cost did not get updated. Please try again.',
  discountNotUpdated: 'Sorry Discount did not get updated. Please try again.',
  minUnitsNotUpdated: 'Sorry Min Units did not get updated. Please try again.',
  minCostNotUpdated: 'Sorry Min Cost did not get updated. Please try again.',
  serviceUpdateError: 'An error occurred while updating the service. Please try again.',
  confirmSuspend: 'Are you sure you want to suspend this user ?',
  confirmActivate: 'Are you sure you want to activate this user ?',
  confirmDeleteUser: 'Are you sure you want to delete this user ?',
  confirmDeleteService: (name: string) => `Are you sure you want to delete the service ${name} ?`,
  confirmDeleteCosting: (name: string) => `Are you sure you want to delete user costing ${name} ?`,
} as const;

/** PKR as people type it ("100", "0.25", "1,000.5"): at most three decimals, never a float in money. */
export const pkrAmount = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const s = String(v).replace(/,/g, '').trim();
  const m = /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec(s);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount in PKR with at most three decimals.' });
    return z.NEVER;
  }
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
});

const percent = z.coerce
  .number({ message: 'Discount must be a number from 0 to 100.' })
  .int('Discount must be a whole number from 0 to 100.')
  .min(0, 'Discount must be a number from 0 to 100.')
  .max(100, 'Discount must be a number from 0 to 100.');
const units = z.coerce
  .number({ message: 'Min units must be a whole number, 0 or more.' })
  .int('Min units must be a whole number, 0 or more.')
  .min(0, 'Min units must be a whole number, 0 or more.');

/** A price row as the admin screens send it (spec field names; PKR amounts). */
export const priceFields = {
  unit_cost: pkrAmount,
  discount: percent,
  min_unit: units,
  min_charge: pkrAmount,
};

export const newServiceBody = z.object({
  serviceName: z.string().trim().min(1, 'Service name is required.'),
  serviceTitle: z.string().trim().min(1, 'Service title is required.'),
  ...priceFields,
});

export const newUserCostingBody = z.object({
  userId: z.string().min(1),
  userService: z.string().trim().min(1, 'Choose a service.'),
  ...priceFields,
});

export const updateBalanceBody = z.object({
  userId: z.string().min(1),
  balance: pkrAmount.refine((m) => m > 0, 'The amount must be more than 0.'),
  note: z.string().trim().max(200).optional(),
});

export const emailToUserBody = z
  .object({
    emailId: z.email('Enter a valid email address.'),
    /** The spec's screen sends the subject in a field named `password`; `subject` is accepted too. */
    subject: z.string().trim().min(1).max(200).optional(),
    password: z.string().trim().min(1).max(200).optional(),
    message: z.string().trim().min(1, 'Message is required.').max(10_000),
  })
  .transform((b, ctx) => {
    const subject = b.subject ?? b.password;
    if (subject) return { emailId: b.emailId, subject, message: b.message };
    ctx.addIssue({ code: 'custom', message: 'Subject is required.', path: ['subject'] });
    return z.NEVER;
  });

const userStatus = z.enum(['unconfirmed', 'active', 'suspended', 'deleted']);

// What the admin screens read; the server answers through these schemas (extra fields are dropped).

export const adminUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** PKR */
  balance: z.number(),
  status: userStatus,
  role: z.enum(['user', 'admin']),
  createdAt: z.number(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminService = z.object({
  serviceName: z.string(),
  serviceTitle: z.string(),
  unit_cost: z.number(),
  discount: z.number(),
  min_unit: z.number(),
  min_charge: z.number(),
  deleted: z.boolean(),
});
export type AdminService = z.infer<typeof adminService>;

export const adminUserCosting = z.object({
  userService: z.string(),
  serviceTitle: z.string(),
  userUnitCost: z.number(),
  userDiscount: z.number(),
  userMinUnit: z.number(),
  userMinCharge: z.number(),
});
export type AdminUserCosting = z.infer<typeof adminUserCosting>;

export const auditEntry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

// POST /backend/audit_log
export const auditBody = z.object({
  page: z.coerce.number().int().min(1).default(1),
  targetId: z.string().optional(),
});
export const auditPage = z.object({
  entries: z.array(auditEntry),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  pages: z.number(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** A balance addition held for a second staff member's approval. */
export const balanceRequestView = z.object({
  id: z.string(),
  /** PKR */
  amount: z.number(),
  note: z.string().nullable(),
  requestedBy: z.string(),
  createdAt: z.number(),
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string() }),
});
export type BalanceRequestView = z.infer<typeof balanceRequestView>;

/** The answer of a balance change: a message and the balance after it (PKR). */
export const balanceChanged = z.object({ ...messageFields, balance: z.number() });
/** update_balance above the two-person limit: held, not yet added (202). */
export const balanceHeld = z.object({
  ...messageFields,
  pending: z.literal(true),
  approvalId: z.string(),
});
export type BalanceChanged = z.infer<typeof balanceChanged>;
export type BalanceHeld = z.infer<typeof balanceHeld>;
/** A user's status change. */
export const statusChanged = z.object({ ...messageFields, status: userStatus });

/** Staff act on a user, a job, a service by the id in the path. */
export const userIdParams = z.object({ userId: z.string() });
export const serviceNameParams = z.object({ serviceName: z.string() });
export const searchParams = z.object({ text: z.string() });
export const approvalParams = z.object({ id: z.string() });

// Costings and services are named in the body.
export const costingKey = z.object({
  userId: z.string().min(1, 'userId is required.'),
  userService: z.string().trim().min(1, 'Choose a service.'),
});
export const serviceNameBody = z.object({
  serviceName: z.string().trim().min(1, 'Service name is required.'),
});
