import type { parseArgs as ParseArgs, ParseArgsConfig } from 'node:util';
import { emailIdField, newPasswordField } from '@zuban/contract/accounts';
import { milliToPkr, pkrToMilli } from '@zuban/contract/pricing';
import type { z } from 'zod';
import { createAccount } from '../accounts/create-account';
import { decryptAccessToken } from '../auth';
import { deposit } from '../billing/ledger';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { findUserByEmail, type UserRow } from '../users/users-repo';
import { UsageError } from './usage-error';

type Command = (ctx: AppContext, args: string[], parseArgs: typeof ParseArgs) => Promise<unknown>;

// `user create | topup | token`: operator commands; each prints JSON.

/** node:util parseArgs with its misuse errors (unknown option, missing value) as usage errors. */
function parseFlags<T extends ParseArgsConfig>(parseArgs: typeof ParseArgs, config: T) {
  try {
    return parseArgs<T>(config);
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function amountMilli(text: string, flag: string): number {
  const pkr = Number(text);
  if (!Number.isFinite(pkr) || pkr <= 0) throw new UsageError(`--${flag} must be a positive number of PKR`);
  try {
    return pkrToMilli(pkr);
  } catch (e) {
    throw new UsageError(`--${flag}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function checked<S extends z.ZodType>(schema: S, value: string, flag: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new UsageError(`--${flag}: ${result.error.issues[0]?.message ?? 'invalid'}`);
}

async function userByEmail(ctx: AppContext, email: string): Promise<UserRow> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new UsageError(`No user with email ${email}`);
  return user;
}

/** Turns the API's own errors (409 email taken …) into plain command-line messages. */
async function plainErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError) throw new UsageError(e.message);
    throw e;
  }
}

const create: Command = async (ctx, args, parseArgs) => {
  const { values } = parseFlags(parseArgs, {
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      balance: { type: 'string' },
      confirmed: { type: 'boolean', default: false },
      staff: { type: 'boolean', default: false },
    },
  });
  const email = checked(emailIdField, required(values, 'email'), 'email');
  const password = checked(newPasswordField, required(values, 'password'), 'password');
  const balanceMilli = values.balance === undefined ? 0 : amountMilli(values.balance, 'balance');
  const { user, accessToken } = await plainErrors(() =>
    createAccount(ctx, {
      email,
      password,
      firstName: required(values, 'first-name'),
      lastName: values['last-name'] ?? '',
      status: values.confirmed ? 'active' : 'unconfirmed',
      ...(values.staff ? { role: 'admin' as const } : {}),
      balanceMilli,
      depositBy: 'cli',
    }),
  );
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    role: user.role,
    status: user.status,
    balance: milliToPkr(user.balance_milli),
    accessToken,
  };
};

const topup: Command = async (ctx, args, parseArgs) => {
  const { values } = parseFlags(parseArgs, {
    args,
    options: { email: { type: 'string' }, amount: { type: 'string' } },
  });
  const user = await userByEmail(ctx, required(values, 'email'));
  const milli = amountMilli(required(values, 'amount'), 'amount');
  const { balanceMilli, entryId } = await plainErrors(() => deposit(ctx, user.id, milli, { by: 'cli' }));
  return {
    email: user.email,
    deposited: milliToPkr(milli),
    balance: milliToPkr(balanceMilli),
    ledgerEntry: entryId,
  };
};

const token: Command = async (ctx, args, parseArgs) => {
  const { values } = parseFlags(parseArgs, { args, options: { email: { type: 'string' } } });
  const user = await userByEmail(ctx, required(values, 'email'));
  return {
    email: user.email,
    accessToken: decryptAccessToken(ctx.config.sessionSecret, user.token_encrypted),
  };
};

export const userCommands: Record<string, Command> = {
  'user create': create,
  'user topup': topup,
  'user token': token,
};
