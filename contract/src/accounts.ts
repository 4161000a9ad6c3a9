import { z } from 'zod';
import { findCountry } from './countries';
import { languageField } from './languages';
import { messageFields } from './message-reply';
import { accountMessages as m } from './messages';

// Request and response shapes of every account call, with the spec's field names. The server
// parses bodies with these; the web uses the same rules for its forms.

/** Spec section 5: 8+ characters with a digit, a letter and one of !@#$%^&*. */
export const passwordPattern = /^(?=.*\d)(?=.*[A-Za-z])(?=.*[!@#$%^&*]).{8,}$/;

const required = (message: string, max = 200) => z.string(message).trim().min(1, message).max(max, m.tooLong);

export const emailIdField = z
  .string(m.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254, m.tooLong)
  .pipe(z.email(m.emailInvalid));

/** A new password: the spec's strength rule with its exact message. */
export const newPasswordField = z
  .string(m.passwordRequired)
  .max(200, m.tooLong)
  .regex(passwordPattern, m.passwordRule);

/** A password being checked (sign-in, current password): any non-empty text. */
export const existingPasswordField = z
  .string(m.passwordRequired)
  .min(1, m.passwordRequired)
  .max(200, m.tooLong);

export const countryField = required(m.countryRequired, 100).refine(
  (c) => findCountry(c) !== undefined,
  m.countryUnknown,
);

export const contactField = required(m.contactRequired, 30).regex(
  /^\+?[0-9][0-9 ()-]{5,24}$/,
  m.contactInvalid,
);

export const accessTokenField = z
  .string(m.signInRequired)
  .trim()
  .min(1, m.signInRequired)
  .max(200, m.tooLong);

const optionalOrganization = z
  .string()
  .trim()
  .max(200, m.tooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** Passwords match when the confirmation was sent (the spec's clients check it; ours also sends it). */
function confirmationMatches(
  body: { confirmPassword?: string | undefined },
  password: string,
  ctx: z.RefinementCtx,
): void {
  if (body.confirmPassword !== undefined && body.confirmPassword !== password) {
    ctx.addIssue({ code: 'custom', message: m.passwordMismatch, path: ['confirmPassword'] });
  }
}

// POST /backend/tech_register
export const registerRequest = z
  .object({
    firstName: required(m.firstNameRequired, 100),
    lastName: required(m.lastNameRequired, 100),
    emailId: emailIdField,
    password: newPasswordField,
    confirmPassword: z.string(m.passwordMismatch).optional(),
    address: required(m.addressRequired, 300),
    country: countryField,
    organization: optionalOrganization,
    contact: contactField,
    /** The page's language at registration: the confirmation mail is written in it. */
    language: languageField.optional(),
  })
  .superRefine((b, ctx) => confirmationMatches(b, b.password, ctx));
export type RegisterRequest = z.input<typeof registerRequest>;

export const messageResponse = z.object({ ...messageFields });
export type MessageResponse = z.infer<typeof messageResponse>;

// POST /backend/confirm_user
export const confirmRequest = z.object({ token: required(m.tokenRequired, 200) });

// POST /backend/resend_confirmation
export const resendConfirmationRequest = z.object({ emailId: emailIdField });

// POST /backend/tech_login
export const loginRequest = z.object({ emailId: emailIdField, password: existingPasswordField });
export type LoginRequest = z.input<typeof loginRequest>;

export const roleField = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleField>;

export const loginResponse = z.object({
  emailId: z.string(),
  accessToken: z.string(),
  isLogin: z.literal(true),
  firstName: z.string(),
  /** PKR */
  balance: z.number(),
  role: roleField,
  ...messageFields,
});
export type LoginResponse = z.infer<typeof loginResponse>;

// GET /backend/me
export const meResponse = z.object({
  email: z.string(),
  firstName: z.string(),
  role: roleField,
  /** PKR */
  balance: z.number(),
  /** Interface and mail language chosen by the user. */
  language: languageField,
  /** Whether someone chose `language`; when not, the web keeps the page's language and saves it (#34). */
  languageChosen: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;

// POST /backend/check_balance -> a bare JSON number (PKR)
export const checkBalanceRequest = z.object({
  emailId: emailIdField.optional(),
  accessToken: accessTokenField.optional(),
});
export const checkBalanceResponse = z.number();

// POST /backend/send_mail (feedback)
export const feedbackRequest = z.object({
  firstName: required(m.firstNameRequired, 100),
  emailId: emailIdField,
  message: required(m.messageRequired, 5000),
});
export type FeedbackRequest = z.input<typeof feedbackRequest>;

// POST /backend/forget_password
export const forgotPasswordRequest = z.object({ emailId: emailIdField });

// POST /backend/forget_password_token (set a new password with the mailed token)
export const resetWithTokenRequest = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string(m.passwordMismatch).optional(),
    token: required(m.tokenRequired, 200),
    emailId: emailIdField,
  })
  .superRefine((b, ctx) => confirmationMatches(b, b.newPassword, ctx));
export type ResetWithTokenRequest = z.input<typeof resetWithTokenRequest>;

// POST /backend/reset_password (change password while signed in)
export const changePasswordRequest = z
  .object({
    emailId: emailIdField,
    password: existingPasswordField,
    newPassword: newPasswordField,
    confirmPassword: z.string(m.passwordMismatch).optional(),
  })
  .superRefine((b, ctx) => confirmationMatches(b, b.newPassword, ctx));
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

// POST /backend/userdetails/{email} (alias POST /userdetails/{email})
export const userDetailsResponse = z.object({
  emailId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
  organization: z.string().nullable(),
  language: languageField,
});
export type UserDetailsResponse = z.infer<typeof userDetailsResponse>;

// POST /backend/update_user (alias POST /update_user): only the fields sent are changed.
export const updateUserRequest = z.object({
  accessToken: accessTokenField.optional(),
  emailId: emailIdField.optional(),
  firstName: required(m.firstNameRequired, 100).optional(),
  lastName: required(m.lastNameRequired, 100).optional(),
  address: required(m.addressRequired, 300).optional(),
  country: countryField.optional(),
  contact: contactField.optional(),
  organization: optionalOrganization.optional(),
  /** The interface language: the web's switch saves it here for a signed-in user. */
  language: languageField.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

// GET or POST /backend/access_token; POST /backend/rotate_token
export const accessTokenResponse = z.object({ accessToken: z.string() });
export const rotateTokenResponse = z.object({ accessToken: z.string(), ...messageFields });
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;
export type RotateTokenResponse = z.infer<typeof rotateTokenResponse>;
