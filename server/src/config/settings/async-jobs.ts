import { flag, positive, setting } from '../setting';

// Asynchronous jobs (`Prefer: respond-async`), their webhooks and how long their data is kept.
export const asyncJobSettings = {
  ASYNC_CONCURRENCY: setting(positive('jobs').default(2), {
    group: 'queue',
    example: '8',
    description:
      'asynchronous jobs one server instance runs at once (each still waits for its engine family, in this process or on the BullMQ workers). Every instance claims jobs from the database, so more instances run more.',
  }),
  ASYNC_MAX_PENDING_PER_USER: setting(positive('jobs').default(100), {
    group: 'queue',
    example: '500',
    description:
      'asynchronous jobs of one user queued or running at once; one more is answered 429 `too_many_pending_jobs` before anything is charged.',
  }),
  ASYNC_POLL_MS: setting(positive('milliseconds').default(500), {
    group: 'queue',
    example: '250',
    description:
      'how often an instance looks for asynchronous jobs and webhook deliveries to take (a job submitted to this instance is taken at once).',
  }),
  ASYNC_LEASE_MS: setting(positive('milliseconds').default(30_000), {
    group: 'queue',
    example: '60000',
    description:
      'how long an instance holds a job or a delivery it took without renewing; past it (the instance died) another instance takes it again, a job at most twice.',
  }),
  WEBHOOK_TIMEOUT_MS: setting(positive('milliseconds').default(10_000), {
    group: 'queue',
    example: '5000',
    description: 'a webhook delivery succeeds on a 2xx answer within this time; otherwise it is retried.',
  }),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: setting(flag().default(false), {
    group: 'queue',
    example: 'true',
    description:
      'lets webhooks reach loopback, private, link-local and other non-public addresses (tests, intranets). Off, a callback that resolves to such an address is refused at every attempt.',
  }),
  JOB_RETENTION_HOURS: setting(positive('hours').default(7 * 24), {
    group: 'queue',
    example: '24',
    description:
      'how long the inputs and outputs of finished asynchronous jobs (texts, audio, images, PDFs) are kept; then the sweep removes them (a result then answers 410). The job row, its cost and the ledger stay.',
  }),
};
