import { nonNegative, positive, setting, wholeNumber } from '../setting';

// Deadlines, sizes and per-user limits of the paid and free paths.
export const limitSettings = {
  ENGINE_TIMEOUT_MS: setting(positive('milliseconds').default(120_000), {
    group: 'limits',
    example: '60000',
    description: 'deadline of one language-service engine call.',
  }),
  TEXT_POOL_THREADS: setting(positive('threads').optional(), {
    group: 'limits',
    example: '4',
    whenUnset:
      'the core count (`os.availableParallelism()`) while `TEXT_POOL_NICE` is above 0 (the event loop still wins a core when it wants one); one fewer, at least 1, when it is 0',
    description:
      "worker threads of the process's text-engine pool (stemmer, spell checker, keywords, POS, domain, extractive summary, langid, content filter, romanization). All start with the server and load every model (~280 MB of heap and ~6 s of CPU each); calls that arrive meanwhile wait, off their deadline.",
  }),
  TEXT_POOL_NICE: setting(wholeNumber(0, 'a niceness from 0 to 19', 19).default(10), {
    group: 'limits',
    example: '0',
    description:
      "CPU priority (Linux niceness, per thread) of the text pool's threads: above 0 the event loop, which runs every paid call's own work and the short inline engine calls, wins the CPU from large pool calls when the cores are busy, so small calls keep their latency while 3,000-character POS and spelling calls run; `0` gives them equal weight. Elsewhere than Linux it has no effect.",
  }),
  TEXT_TASK_TIMEOUT_MS: setting(positive('milliseconds').default(10_000), {
    group: 'limits',
    example: '20000',
    description:
      "deadline of one text-engine call on the pool, time in the queue included: the call answers 503 `engine_unavailable` ('The engine did not answer within 10 s.'), nothing is charged (a failed job row is kept), and a running call's thread is terminated and replaced.",
  }),
  TEXT_TASK_MEMORY_MB: setting(positive('megabytes').default(1024), {
    group: 'limits',
    example: '2048',
    description:
      "heap cap (`resourceLimits.maxOldGenerationSizeMb`) of each pool thread, models included: a call that outgrows it ends its thread, never the server, and answers 503 ('The engine ran out of memory on this text.'), nothing charged.",
  }),
  TEXT_INLINE_MAX_CHARS: setting(nonNegative('characters').optional(), {
    group: 'limits',
    example: '0',
    whenUnset: 'no cap: `TEXT_INLINE_BUDGET_US` alone decides',
    description:
      'a text longer than this many UTF-16 characters never runs on the event loop, whatever its estimated cost; `0` sends every call to the pool.',
  }),
  TEXT_INLINE_BUDGET_US: setting(nonNegative('microseconds').default(2000), {
    group: 'limits',
    example: '1000',
    description:
      "a text call runs on the event loop instead of the pool when its engine's declared worst cost per character (µs, measured on hostile inputs) times the text's length is at most this; never romanization; `0` sends every call to the pool. See docs/decisions/text-inline-by-cost.md.",
  }),
  WEB_FAIR_USE_PER_MINUTE: setting(positive('calls').default(60), {
    group: 'limits',
    example: '30',
    description: 'free web (browser) tool calls a user may make per minute.',
  }),
  FEEDBACK_PER_HOUR: setting(positive('messages').default(5), {
    group: 'limits',
    example: '10',
    description:
      'feedback messages (`/backend/send_mail`, each mailed to the staff) one client address may send per hour; then 429.',
  }),
  LOGIN_FAILURES_PER_ADDRESS: setting(positive('failures').default(50), {
    group: 'limits',
    example: '200',
    description:
      'failed sign-ins one client address may have within 15 minutes, all accounts together; the next attempt from it gets 429 `too_many_attempts` with `Retry-After` until the oldest of them is 15 minutes old. One account allows 5 from anywhere. A campus or an office behind one public address shares this limit: raise it for such networks (see `TRUST_PROXY` for the address behind a proxy).',
  }),
  STAFF_SECOND_APPROVAL_ABOVE_PKR: setting(positive('PKR').default(100_000), {
    group: 'limits',
    example: '50000',
    description:
      'whole PKR. A top-up approval or an admin balance addition above this amount needs two different staff members: the first approval of a top-up is recorded (202, the request stays pending), a balance addition is held (202) and listed on the Top-up Requests page; the money moves when a second staff member approves (403 `second_approver_required` for the same one). At or below it one staff member suffices. Staff never act on their own balance, prices or requests (403 `own_account_forbidden`).',
  }),
  TOPUP_MAX_PENDING: setting(positive('requests').default(3), {
    group: 'limits',
    example: '5',
    description:
      'top-up requests one user may have waiting for review; another gets 409 `too_many_pending_topups` (no file stored) until one is decided.',
  }),
  BODY_LIMIT_BYTES: setting(positive('bytes').default(1_048_576), {
    group: 'limits',
    example: '2097152',
    description:
      "largest request body of every route that does not set its own (1 MiB by default); a larger declared `Content-Length` is refused with 413 before a byte is read. The media services raise it on their own paths only: `/asr` 170 MiB (an hour of WAV as base64), `/ocr` about 13.4 MiB (the engine's 10 MB image as base64). Multipart uploads (top-up receipts, fellowship PDFs) are streamed with their own per-file limit (10 MB) and read only after the caller is authenticated.",
  }),
  LARGE_BODY_TOKEN_MAX_BYTES: setting(positive('bytes').default(16_777_216), {
    group: 'limits',
    example: '8388608',
    description:
      "on `/asr` and `/ocr`, a body over `BODY_LIMIT_BYTES` is read only when the caller is named before it: by the `Authorization: Bearer` header or the session cookie (up to the route's limit). A caller whose token is only in the body (`accessToken`, as the spec's samples send it) may send up to this many bytes (16 MiB by default), declared in `Content-Length`; larger bodies get 401 `credentials_before_large_body` before they are read.",
  }),
  LARGE_BODY_TOKEN_SLOTS: setting(positive('bodies').default(4), {
    group: 'limits',
    example: '2',
    description:
      'how many of those unverified large bodies one process reads at once; another gets 503 `large_body_busy` with `Retry-After: 2`. With the defaults an anonymous client can make a process hold at most 4 × 16 MiB.',
  }),
  LINGERING_CLOSE_MAX_BYTES: setting(positive('bytes').default(268_435_456), {
    group: 'limits',
    example: '67108864',
    description:
      "when the server answers before reading a body (413 too large, 401 `credentials_before_large_body`, 503 `large_body_busy`) it closes the connection the way nginx's `lingering_close` does: after the answer it reads and discards what the client is still sending, so that a client which sends its whole body before reading (Python's `urllib` and `requests`) gets the answer instead of \"connection reset\". It discards at most this many bytes (256 MiB by default: more than `/asr`'s 170 MiB limit, so a body just over any route's limit is read to its end), then closes. Nothing read is kept.",
  }),
  LINGERING_CLOSE_SECONDS: setting(positive('seconds').default(10), {
    group: 'limits',
    example: '5',
    description:
      'the longest such a connection lingers after its answer before it is closed, whatever the client still sends: no client can hold a socket longer.',
  }),
  // Generous for milliseconds of text work, tighter where one call holds a native engine or an LLM for seconds.
  ...rateLimit('TEXT', 600, 'the text tools'),
  ...rateLimit('LLM', 60, 'abstractive summarization'),
  ...rateLimit('OCR', 60, 'OCR'),
  ...rateLimit('TTS', 120, 'the four TTS voices'),
  ...rateLimit('ASR', 30, 'ASR'),
  API_RATE_LIMIT_WINDOW_SECONDS: setting(positive('seconds').default(60), {
    group: 'limits',
    example: '60',
    description:
      'the length of the `API_RATE_LIMIT_*` windows. Windows start at whole multiples of it, so every instance agrees on them.',
  }),
  REGISTER_PER_HOUR_PER_ADDRESS: setting(positive('registrations').default(20), {
    group: 'limits',
    example: '10',
    description:
      'registrations (`/backend/tech_register`, each mails a confirmation) one client address may attempt per hour; then 429 `registration_limit` with `Retry-After`.',
  }),
  REGISTER_PER_DAY_PER_EMAIL: setting(positive('attempts').default(3), {
    group: 'limits',
    example: '3',
    description:
      'registration attempts for one email address per day, from any client: nobody can make the portal mail one address over and over. Counted under a keyed hash of the address.',
  }),
  API_KEYS_MAX: setting(positive('keys').default(5), {
    group: 'limits',
    example: '10',
    description:
      'named API keys one account may hold at once besides its access token (`POST /v1/keys`; revoked and expired keys do not count). One more answers 409 `api_key_limit`.',
  }),
};

/** API_RATE_LIMIT_<FAMILY>: paid calls one access token may make per window to one service family. */
function rateLimit<F extends string>(family: F, fallback: number, services: string) {
  const name = `API_RATE_LIMIT_${family}` as const;
  const field = setting(nonNegative('calls').default(fallback), {
    group: 'limits',
    example: String(fallback * 2),
    description: `paid API calls one access token may make per window (\`API_RATE_LIMIT_WINDOW_SECONDS\`) to ${services}. Every paid answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds to the next window); past the limit the call gets 429 \`rate_limited\` with \`Retry-After\`, before anything is validated or charged. \`0\` turns the limit off. Browser (cookie) calls are not counted: they are free and have \`WEB_FAIR_USE_PER_MINUTE\`. The counters are shared by every instance: in Redis when \`REDIS_URL\` is set (keys under \`QUEUE_PREFIX\`), else in the database (\`rate_limits\`). Staff can give one user their own limit per family on the user's page in the admin console (docs/rate-limits.md).`,
  });
  return { [name]: field } as Record<typeof name, typeof field>;
}
