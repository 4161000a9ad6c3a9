// The generated API reference pages (/static_api_*, /api_*): the prose around each service's facts.
export const apiDocs = {
  sampleLanguage: 'Sample language',
  copy: 'Copy',
  jsonBody: '— JSON body,',
  sendToken: '. Send your access token as',
  inBodyOr: 'in the body or as',
  sendEnd: '.',
  openapi: 'OpenAPI 3.1',
  requestFields: 'Request fields',
  field: 'Field',
  type: 'Type',
  required: 'Required',
  description: 'Description',
  yes: 'yes',
  no: 'no',
  price: 'Price: {{price}}',
  pricePkr: 'PKR {{rule}}.',
  counted: '{{rule}} Counted in {{how}}.',
  async: {
    title: 'Asynchronous calls and webhooks',
    intro:
      'Long work (an hour of audio, a 50-page PDF) need not hold a connection open: send any call with the header',
    introAfter:
      'and it is validated, priced and charged at once, answered 202 with the job and its Location (GET /v1/jobs/{id}), and run in the background. Add',
    callback:
      '(or set a default on the Access token page) to get a signed webhook when it ends, in the Standard Webhooks format; it is retried for over 24 hours until your receiver answers 2xx.',
    call: 'The call, polled to its answer (Python)',
    receiverPython: 'A webhook receiver (Python, standard library)',
    receiverNode: 'A webhook receiver (Node, standardwebhooks)',
  },
  pythonPackage: {
    title: 'With the Python package',
    intro:
      'The zuban package gives every service as a typed method, runs jobs in the background, waits out rate limits and checks webhook signatures; it needs only Python 3.11. Install it from the repository with',
    introAfter: '; a complete example with a webhook receiver is in',
    end: '.',
  },
  openai: {
    title: 'OpenAI SDK',
    intro: 'Apps written for OpenAI’s audio API work here unchanged but for the address and the key:',
    introAfter:
      ' answer as OpenAI’s do, charged, limited and listed in your history as the services on this page. The key is your access token.',
    names:
      'model: whisper-1 or zuban-asr for speech to text, tts-1 or zuban-tts for speech; voice: naghma, naghma-v2, sarang or ektara; speech as mp3, opus, wav or pcm. Errors come in OpenAI’s shape with the same status codes; the job id and the cost (PKR) are the Zuban-Job-Id and Zuban-Cost headers.',
  },
  pipeline: {
    title: 'This service, then the next, in one call',
    intro:
      'runs steps whose types chain (image → text, audio → text, text → text, text → audio): the scan read aloud, a recording summarised, Roman Urdu written in Urdu script and spoken. Send the file (or text) once, with the list of steps.',
    charges:
      'Each step is a job of its own service, charged at its price when it starts and listed in your history; a step that fails is refunded and the steps after it are not run or charged. A chain that does not fit is refused before anything is charged.',
  },
  sampleCode: 'Sample code',
  response: 'Response',
  resultIs: 'is “{{result}}” on success;',
  identify: '(PKR) identify the charge in your history.',
  and: 'and',
  errors: 'Errors',
  errorsAre: 'Errors are',
  with: 'with',
  engineFailures: '. Engine failures carry “{{message}}”.',
  status: 'Status',
  meaning: 'Meaning',
  error400: 'Invalid input: `message` says what (the same words as the tool screen).',
  error401:
    'Missing, unknown or replaced access token; a named key that was revoked (`api_key_revoked`) or has expired (`api_key_expired`).',
  error402:
    'Your balance does not cover the price: `balance` and `price` are given in PKR; or the call would take a named key past its monthly cap (`api_key_cap_reached`, with `cap` and `spent`). Nothing is charged.',
  error403:
    'Your account is suspended or not confirmed, or the named key may not call this service (`api_key_service_not_allowed`).',
  error429:
    'Too many calls with your access token this minute (`RateLimit-*` headers say how many are left): wait the seconds in `Retry-After` and send the call again, as the samples do. Nothing is charged.',
  error502: 'The engine failed; you are not charged (a charge already taken is refunded).',
  error503: 'The engine is not available; you are not charged.',
  samplesCarry: 'The samples below carry your access token (keep it secret; you can replace it on the',
  accessToken: 'Access token',
  pageAfter: 'page).',
  register: 'Register',
  forToken: 'for an access token.',
  an: 'An',
  idempotency: 'header makes a retried call charge once. The full reference is in the',
  interactive: 'interactive API reference',
  howCounted: {
    character: 'characters (Unicode code points) of the text',
    words100: 'started blocks of 100 words; words are separated by white space',
    characters100: 'started blocks of 100 characters (Unicode code points)',
    request: 'one per request',
    seconds15: 'started 15-second blocks of audio',
    megabyte: 'started megabytes (1 MB = 1,048,576 bytes) of the decoded image',
    page: 'pages of a PDF or multi-page TIFF (a single image is counted in megabytes)',
  },
};
