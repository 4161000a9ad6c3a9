import { randomUUID } from 'node:crypto';
import type { UiLanguage } from '@zuban/contract/languages';
import { coded } from '@zuban/contract/message-catalogue';
import { hashPassword, issueAccessToken } from '../auth';
import { deposit } from '../billing/ledger';
import type { AppContext } from '../context';
import type { Role, UserStatus } from '../db/schema';
import { conflict } from '../http/app-error';
import { emailInUse, findUserById, insertUser, type UserRow } from '../users/users-repo';
import { roleOnConfirmation } from './staff';

export interface AccountInput {
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
  address?: string;
  country?: string;
  contact?: string;
  organization?: string | null;
  status: Extract<UserStatus, 'unconfirmed' | 'active'>;
  /** Default: admin for confirmed staff-domain emails, otherwise user. */
  role?: Role;
  /** Opening balance, credited through the ledger as a deposit by `depositBy`. */
  balanceMilli?: number;
  depositBy?: string;
  /** Interface and mail language; English unless given. */
  language?: UiLanguage;
  /** Someone chose `language` (the page registered from): it then wins over a page's at sign-in. */
  languageChosen?: boolean;
}

export interface CreatedAccount {
  user: UserRow;
  accessToken: string;
}

/** Creates a user with a hashed password and a fresh access token; 409 if the email is taken. */
export async function createAccount(ctx: AppContext, input: AccountInput): Promise<CreatedAccount> {
  const email = input.email.trim().toLowerCase();
  if (await emailInUse(ctx.db, email)) throw conflict('email_taken', coded('account.emailTaken'));
  const id = randomUUID();
  const token = issueAccessToken(ctx.config.sessionSecret);
  const now = ctx.now();
  const confirmed = input.status === 'active';
  try {
    await insertUser(ctx.db, {
      id,
      email,
      password_hash: await hashPassword(input.password),
      first_name: input.firstName,
      last_name: input.lastName ?? '',
      address: input.address ?? '',
      country: input.country ?? '',
      contact: input.contact ?? '',
      organization: input.organization ?? null,
      role: input.role ?? (confirmed ? roleOnConfirmation(ctx.config, email) : 'user'),
      status: input.status,
      balance_milli: 0,
      token_hash: token.hash,
      token_encrypted: token.encrypted,
      created_at: now,
      confirmed_at: confirmed ? now : null,
      deleted_at: null,
      language: input.language ?? 'en',
      language_chosen_at: input.language && input.languageChosen ? now : null,
    });
  } catch (e) {
    // Two registrations racing for one email: the unique index decides, the loser gets 409.
    if (await emailInUse(ctx.db, email)) throw conflict('email_taken', coded('account.emailTaken'));
    throw e;
  }
  if (input.balanceMilli) await deposit(ctx, id, input.balanceMilli, { by: input.depositBy ?? 'system' });
  const user = await findUserById(ctx.db, id);
  if (!user) throw new Error('user vanished after insert');
  return { user, accessToken: token.token };
}
