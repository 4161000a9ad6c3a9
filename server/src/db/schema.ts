// Table row types. Times are epoch milliseconds; money is integer milli-PKR (1 PKR = 1000).

export type Role = 'user' | 'admin';
export type UserStatus = 'unconfirmed' | 'active' | 'suspended' | 'deleted';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  address: string;
  country: string;
  contact: string;
  organization: string | null;
  role: Role;
  status: UserStatus;
  balance_milli: number;
  token_hash: string;
  token_encrypted: string;
  created_at: number;
  confirmed_at: number | null;
  deleted_at: number | null;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export type EmailTokenPurpose = 'confirm' | 'reset';

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface LoginFailuresTable {
  id: string;
  /** 'email:<address>' or 'ip:<address>' */
  subject: string;
  at: number;
}

export interface FeedbackTable {
  id: string;
  user_id: string | null;
  first_name: string;
  email: string;
  message: string;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  login_failures: LoginFailuresTable;
  feedback: FeedbackTable;
}
