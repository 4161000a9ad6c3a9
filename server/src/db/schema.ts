import type { UiLanguage } from '@zuban/contract/languages';
import type { Generated } from 'kysely';

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
  /** Interface and mail language (migration 0007); 'en' unless the user chose Urdu. */
  language: Generated<UiLanguage>;
  /** When someone chose that language (migration 0010); null: never chosen, the page's language wins. */
  language_chosen_at: number | null;
  /** The account's default webhook for asynchronous jobs (migration 0009). */
  webhook_url: Generated<string | null>;
  /** The webhook signing secret, AES-GCM encrypted (webhooks/secret.ts); shown once when made. */
  webhook_secret: Generated<string | null>;
  /** 0: the user keeps no inputs, so an asynchronous job's input is removed once it finished. */
  keep_inputs: Generated<number>;
  /** Low-balance mail (migration 0014): the threshold in milli-PKR; null (the default): no mail. */
  low_balance_threshold_milli: Generated<number | null>;
  /** When the current fall to the threshold was noticed (its mail queued); null while armed. */
  low_balance_noticed_at: Generated<number | null>;
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
  /** The sender's address (rows from before migration 0004 have none). */
  ip: string | null;
}

export interface ServicesTable {
  id: string;
  title: string;
  unit_cost_milli: number;
  discount_percent: number;
  min_units: number;
  min_charge_milli: number;
  /** Set when the admin deletes the service: its calls answer 503, history keeps its jobs. */
  disabled_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A user's own API rate limit for one family (migration 0011); no row: the default applies. */
export interface UserRateLimitsTable {
  user_id: string;
  family: string;
  /** Calls per window; 0 = not limited. */
  calls: number;
  updated_at: number;
}

export interface UserCostingsTable {
  id: string;
  user_id: string;
  service_id: string;
  unit_cost_milli: number;
  discount_percent: number;
  min_units: number;
  min_charge_milli: number;
  created_at: number;
  updated_at: number;
}

export type Channel = 'web' | 'api';
/**
 * A job's state (transitions in job-rows/job-status.ts): `queued` (an asynchronous job, or a
 * synchronous heavy call on the engine queue, waiting for a runner), `running` (charged and at
 * work), then `succeeded`, `failed` (refunded) or `cancelled` (refunded).
 */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface JobsTable {
  id: string;
  user_id: string;
  service_id: string;
  channel: Channel;
  units: number;
  cost_milli: number;
  status: JobStatus;
  input_summary: string;
  /** JSON object of the options shown on the job detail page. */
  parameters: string | null;
  error: string | null;
  created_at: number;
  finished_at: number | null;
  duration_ms: number | null;
  /**
   * Queued engines (migration 0005): after this moment nobody waits for the answer, so the stale
   * sweep refunds the job if it is still running. Optional so that writers of finished or
   * instant jobs may leave it out.
   */
  deadline_at?: number | null;
  /** Jobs sharing this key cannot be running at once (a user's free browser OCR/TTS/ASR calls). */
  exclusive_key?: string | null;
  /** The call's Idempotency-Key, released when the sweep refunds the job. */
  idempotency_key?: string | null;
  /** The X-Request-Id of the call (migration 0006): finds its log lines. Optional like the above. */
  request_id?: string | null;
  /** The named key the call was made with (migration 0012); null or absent: access token or browser. */
  api_key_id?: string | null;
}

/**
 * A queued job's start and progress (migration 0008), written only after the row exists (by the
 * runner), never by the inserts: kept apart from JobsTable so the charge's insert stays as it was.
 */
export interface JobProgressColumns {
  /** When a runner took the queued job (kept when a retry takes it again); null while it waits. */
  started_at: number | null;
  /** How far the engine got: lines read, seconds transcribed, sentences synthesised. */
  progress_done: number | null;
  progress_total: number | null;
  progress_unit: string | null;
  progress_at: number | null;
}

/** The columns of an asynchronous job (migration 0009), written by its submission and its runner. */
export interface AsyncJobColumns {
  /** 1 for a call submitted with `Prefer: respond-async`. */
  asynchronous: number;
  /** Where its webhook goes (the submission's callbackUrl, else the account's default). */
  callback_url: string | null;
  /** Until when the runner that claimed it holds it; past it another runner may claim it. */
  lease_until: number | null;
  /** How many times a runner claimed it (a second claim means the first runner died). */
  run_attempts: number;
}

/** An asynchronous job's input and answer (migration 0009), purged after the retention period. */
export interface JobPayloadsTable {
  job_id: string;
  /** The validated input as JSON; null once purged, or at once when the user keeps no inputs. */
  input: string | null;
  /** The answer body as JSON (the synchronous call's answer, or the error's problem body). */
  output: string | null;
  /** The HTTP status that answer carries (200, or the error's). */
  output_status: number | null;
  /** MIME type when the answer's `response` is a file in base64 (audio, PDF). */
  media: string | null;
  created_at: number;
  finished_at: number | null;
  purged_at: number | null;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One webhook message for a finished job (migration 0009), retried with backoff until delivered. */
export interface WebhookDeliveriesTable {
  id: string;
  user_id: string;
  job_id: string;
  url: string;
  /** job.succeeded, job.failed or job.cancelled. */
  event: string;
  /** The JSON body as signed (the same bytes every attempt). */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  /** A deliverer of some instance holds it until then (claimed, sending). */
  lease_until: number | null;
  created_at: number;
  finished_at: number | null;
}

/** One try of a delivery: when, what the receiver answered (null: no answer), how long it took. */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  at: number;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
}

export type AlertMailKind = 'low_balance' | 'key_cap';
export type AlertMailStatus = 'pending' | 'sent' | 'failed' | 'dropped';

/** One alert mail to send (migration 0014, alerts/): written where the crossing was noticed. */
export interface AlertMailsTable {
  id: string;
  user_id: string;
  kind: AlertMailKind;
  /** Unique: of several writers of the same mail only one row stands (a key: once per month). */
  dedupe_key: string;
  /** JSON of the facts the mail states, as they were when the crossing was noticed. */
  details: string;
  /** dropped: nobody to send it to any more (the user was deleted). */
  status: AlertMailStatus;
  attempts: number;
  next_attempt_at: number;
  /** A sender of some instance holds it until then (claimed, sending). */
  lease_until: number | null;
  created_at: number;
  finished_at: number | null;
  error: string | null;
}

/** Fixed-window hit counters (server/src/ratelimit), shared by every instance of the database. */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
  expires_at: number;
}

/** 'grant' is fellowship credit and 'grant_expiry' its write-off, on their own schedule (credit_grants). */
export type LedgerKind = 'deposit' | 'charge' | 'refund' | 'expiry' | 'adjustment' | 'grant' | 'grant_expiry';

export interface LedgerTable {
  id: string;
  user_id: string;
  kind: LedgerKind;
  /** Signed milli-PKR: + deposit/refund, − charge/expiry. */
  amount_milli: number;
  balance_after_milli: number;
  job_id: string | null;
  /** Who moved the money: 'admin:<userId>', 'cli', 'system', 'api'. */
  actor: string;
  note: string | null;
  created_at: number;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  /** Null while the first call is still running. */
  status_code: number | null;
  response_body: string | null;
  created_at: number;
}

export interface AuditLogTable {
  id: string;
  actor_id: string;
  actor_email: string;
  /** e.g. 'user.suspend', 'balance.add', 'service.update' */
  action: string;
  target_type: string;
  target_id: string;
  /** JSON snapshots of what changed. */
  before: string | null;
  after: string | null;
  created_at: number;
}

export interface StoredFilesTable {
  id: string;
  owner_id: string;
  /** 'receipt' | 'proposal' | 'cv' | 'letter' */
  purpose: string;
  original_name: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  created_at: number;
}

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface TopupRequestsTable {
  id: string;
  user_id: string;
  amount_milli: number;
  bank: string;
  reference: string;
  receipt_file_id: string;
  status: RequestStatus;
  reason: string | null;
  decided_by: string | null;
  decided_at: number | null;
  ledger_id: string | null;
  created_at: number;
}

export interface FellowshipApplicationsTable {
  id: string;
  user_id: string;
  /** JSON of the validated form fields (contract FellowshipForm). */
  form: string;
  proposal_file_id: string;
  cv_file_id: string;
  letter_file_id: string;
  status: RequestStatus;
  reason: string | null;
  decided_by: string | null;
  decided_at: number | null;
  created_at: number;
}

export interface CreditGrantsTable {
  id: string;
  user_id: string;
  source: 'fellowship';
  source_id: string;
  amount_milli: number;
  granted_at: number;
  expires_at: number;
  /** Set when the unused part was written off (or nothing was left). */
  settled_at: number | null;
}

/** A named API key (migration 0012, keys/keys-repo.ts); its secret is stored only as a keyed hash. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  secret_hash: string;
  /** The secret's last four characters, for the list. */
  last_four: string;
  /** JSON array of service ids the key may call; null: every service. */
  allowed_services: string | null;
  /** Monthly spending cap in milli-PKR; null: none. */
  cap_milli: number | null;
  /** The calendar month (UTC, 'YYYY-MM') spend_milli counts; null: never charged. */
  spend_month: string | null;
  /** Charged in spend_month, net of refunds (keys/key-spend.ts). */
  spend_milli: Generated<number>;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
}

/** One planned step of a pipeline (migration 0013): its job id and how it went. */
export interface PipelineStepsTable {
  /** The pipeline's own job (service `pipeline`). */
  parent_id: string;
  step_index: number;
  service_id: string;
  /** The step's job; its row exists once the step was charged. */
  job_id: string;
  /** pending, running, succeeded, failed, not_run (contract/src/pipeline.ts). */
  status: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  login_failures: LoginFailuresTable;
  feedback: FeedbackTable;
  services: ServicesTable;
  user_costings: UserCostingsTable;
  jobs: JobsTable & Partial<JobProgressColumns> & Partial<AsyncJobColumns>;
  ledger: LedgerTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  alert_mails: AlertMailsTable;
  stored_files: StoredFilesTable;
  topup_requests: TopupRequestsTable;
  fellowship_applications: FellowshipApplicationsTable;
  credit_grants: CreditGrantsTable;
  rate_limits: RateLimitsTable;
  user_rate_limits: UserRateLimitsTable;
  job_payloads: JobPayloadsTable;
  pipeline_steps: PipelineStepsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  api_keys: ApiKeysTable;
}
