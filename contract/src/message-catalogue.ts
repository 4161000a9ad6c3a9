import { adminMessages } from './admin';
import { apiKeyMessages } from './api-key-messages';
import type { MessageReply } from './message-reply';
import { accountMessages } from './messages';
import { rateLimitMessages } from './rate-limits';
import { topupMessages } from './topups';

/**
 * Every user-visible message of the server, by a stable code (`group.key`): the English template,
 * `{{name}}` marking a parameter. The server sends the code and parameters beside the English
 * `message`; the web shows the Urdu found by the code, so rewording the English here loses nothing.
 * Texts the spec quotes are kept word for word in their tables (messages.ts, admin.ts, ...).
 */

// The two delete prompts are the web's own, built there with the name in them.
const { confirmDeleteService: _s, confirmDeleteCosting: _c, ...adminTexts } = adminMessages;

export const messageCatalogue = {
  account: accountMessages,
  topup: topupMessages,
  admin: adminTexts,
  rateLimit: rateLimitMessages,
  apiKey: apiKeyMessages,
  tool: {
    textEmpty: 'Failed! Field cannot be empty.', // spec
    ttsEmpty: 'Text field was empty.', // spec
    keywordCount: 'Number of keywords must be a postive integer.', // spec, its spelling
    noImage: 'Failed! Please upload an image.', // spec
    tooLong: 'Length of text in request is greater than the limit of {{limit}} characters', // spec
    spellTooLong: 'Length of text in the request is greater than the limit of {{limit}} characters', // spec
    notGenerated: 'Sorry! Output is not generated. Check {{name}} Service.', // spec
    ocrFailed: 'OCR Failed. Check {{name}} Service.', // spec
    femaleTtsFailed: 'Sorry! Audio is not generated. Check Female TTS Services.', // spec
    maleTtsFailed: 'Audio is not generated. Check Male TTS Service.', // spec
  },
  fellowship: {
    submitted:
      'Your fellowship application has been submitted. We will give you initial feedback within 6 weeks.',
    underReview: 'You already have a fellowship application under review.',
    alreadyFellow: 'Your fellowship application was already approved.',
  },
  general: {
    invalidRequest: 'Invalid request.',
    outOfRange: 'A number in the request is out of range.',
    wrongForm: 'A value in the request has the wrong form.',
    tooLongValue: 'A value in the request is too long.',
    /** PostgreSQL's refusal of a NUL in text (server/src/http/database-input-errors.ts), coded by its text. */
    unstorableCharacter: 'The request contains a character that cannot be stored (such as NUL).',
    ourSide: 'Something went wrong on our side. Please try again.',
    briefly: 'The service is briefly unavailable. Please try again shortly.',
    notAllowed: 'You are not allowed to do that.',
    noRoom: 'The server has no room to store this right now. Nothing was saved; please try again later.',
    cancelled: 'This request was cancelled before it started. You were not charged.',
    alreadyStarted:
      'This request has already started and cannot be cancelled. It will finish shortly; you are charged only if it succeeds.',
    alreadyFinished: 'This request has already finished.',
    amountPositive: 'The amount must be a positive number of PKR (at most three decimals).',
    amountDecimals: 'Enter an amount in PKR with at most three decimals.',
    rejectReason: 'Give a reason for the rejection.',
    reference: 'Enter the transaction reference from your receipt.',
    notFound: 'Not found.',
    noSuchJob: 'No such job.',
    webJobRunning:
      'Your previous OCR, text to speech or speech to text request is still running. Please wait for it to finish, then try again.',
    serviceDisabled: '{{title}} is not available at the moment.',
    /** The web's own line when a failed answer carries no message. */
    requestFailed: 'Request failed ({{status}})',
  },
  /** Staff screens: answers and refusals of the admin calls. */
  staff: {
    userSuspended: 'User suspended.',
    userActivated: 'User activated.',
    userDeleted: 'User deleted.',
    balanceUpdated: 'Balance updated.',
    balanceHeld:
      "Held for a second approval: additions above PKR {{limit}} need another staff member's approval (Top-up Requests page).",
    balanceAdditionRejected: 'Balance addition rejected.',
    balanceAdditionDecided: 'This balance addition has already been decided.',
    noSuchBalanceAddition: 'No such balance addition.',
    mailSent: 'Mail sent.',
    noSuchUser: 'No such user.',
    costingAdded: 'User costing added.',
    costingDeleted: 'User costing deleted.',
    serviceAdded: 'Service added.',
    serviceDeleted: 'Service deleted.',
    applicationApproved: 'Application approved and credit granted.',
    applicationRejected: 'Application rejected.',
    applicationDecided: 'This application has already been decided.',
    noSuchApplication: 'No such application.',
    noSuchTopup: 'No such top-up request.',
    staffSessionOnly: 'Admin calls need a staff session, not an access token.',
    actOnOtherSessionOnly: 'Acting on another user needs a staff session, not an access token.',
    noSuchService: 'No service named {{name}}.',
    serviceUnknown:
      'Failed to add the new service. Please try again. No engine declares a service named {{name}}.',
    serviceExists: 'Failed to add the new service. Please try again. {{name}} already exists.',
    noCosting: 'This user has no costing for {{service}}.',
    costingExists: 'This user already has a costing for {{service}}.',
    ownAccountForbidden:
      'Staff cannot change the balance or prices of their own account, or approve their own requests.',
    secondApproverRequired: 'You gave the first approval; a different staff member must give the second.',
    cannotSuspendSelf: 'You cannot suspend your own account.',
    cannotActivateSelf: 'You cannot activate your own account.',
    cannotDeleteSelf: 'You cannot delete your own account.',
  },
  /** Limits on how much and how often. */
  limits: {
    insufficientBalance:
      'Your balance of PKR {{balance}} does not cover the price of this request, PKR {{price}}. Please top up your balance.',
    rateLimited:
      'Too many {{family}} requests with this access token: at most {{limit}} every {{seconds}} seconds. Try again in {{retryAfter}} seconds.',
    fairUse:
      'You have made {{used}} requests in the last minute; the limit for the free web tools is {{limit}}. Please wait a minute.',
    registrationsFromNetwork: 'Too many registrations from your network. Please try again later.',
    registrationsForEmail:
      'Too many registration attempts for this email address. Please try again tomorrow.',
    tooManyPendingTopups:
      'You have {{count}} top-up requests waiting for review. Please wait for a decision before sending another.',
  },
  /** Uploaded files of the forms (top-up receipt, fellowship PDFs); `label` names the file. */
  upload: {
    required: '{{label}} is required.',
    tooLarge: '{{label}} must be at most 10 MB.',
    wrongType: '{{label}} must be a {{types}} file.',
  },
  /** The realtime speech-to-text stream's messages (server/src/speech/realtime). */
  stream: {
    busy: 'All speech-to-text workers are busy. Please try again in a minute.',
    tooLong: 'The stream reached the sixty-minute limit.',
    noBalance: 'Your balance does not cover more audio. Please top up your balance.',
    setupFailed: 'Realtime speech-to-text is unavailable right now. Please try again in a minute.',
    serverError: 'The stream stopped because of a server error. The audio sent so far is transcribed.',
    tooFast:
      'Audio is arriving much faster than real time. Send about one second of audio per second; the audio sent so far is transcribed.',
    modelMissing: 'Speech-to-text model not installed on this server.',
    notPcm: 'audio_bytes must be 16-bit PCM bytes.',
  },
  /** A job's remarks on its detail page, by its status. */
  job: {
    queued: 'Queued',
    running: 'Running',
    succeeded: 'Completed',
    failed: 'Failed (charge refunded)',
    cancelled: 'Cancelled (charge refunded)',
  },
  /** How an API call is sent (headers, forms, sizes): refusals that programs read more than people. */
  request: {
    idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible ASCII characters.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
    idempotencyInProgress: 'A request with this Idempotency-Key is still running. Retry shortly.',
    largeBodyNeedsCredentials:
      'Requests over {{mb}} MB must carry the access token in the Authorization header (Bearer) or come from a signed-in browser; the accessToken body field is read only in smaller requests.',
    largeBodiesBusy:
      'The server is reading other large requests. Try again in a moment, or send the access token in the Authorization header (Bearer).',
    formUnreadable: 'The form could not be read. Send it as multipart/form-data.',
    formNotMultipart: 'Send the form as multipart/form-data.',
    recordingNotMultipart: 'Send the recording as multipart/form-data with a file field.',
    unexpectedFile: 'Unexpected file field {{field}}.',
    fileTooLarge: 'The file must be at most {{mb}} MB.',
    noSuchFile: 'No such file.',
    noUserWithToken: 'No user has this access token.',
  },
  /** Asynchronous calls (Prefer: respond-async) and their results. */
  asyncJob: {
    callbackNeedsAsync:
      'callbackUrl is for asynchronous calls: send the request with the header Prefer: respond-async.',
    tooManyPending:
      'You have {{limit}} asynchronous requests queued or running. Wait for some to finish, then try again.',
    webhookSecretMissing:
      'Create your webhook signing secret first (PUT /v1/webhooks): deliveries are signed with it.',
    resultPurged:
      'The input and result of this request are no longer kept (see the retention period in the privacy policy).',
    /** `status` is the job's status word as the API spells it (queued, running, failed, cancelled). */
    notSucceeded: 'This request is {{status}}; it has no result to download.',
    resultNotFile: 'This request’s answer is not a file.',
  },
  /** A webhook address as given (a submission's callbackUrl or the account's default). */
  callbackUrl: {
    malformed: 'callbackUrl must be an http or https URL of at most {{max}} characters.',
    invalid: 'callbackUrl is not a valid URL.',
    scheme: 'callbackUrl must use http or https.',
    credentials: 'callbackUrl must not carry a user name or password.',
    /** `reason` is the address policy's own English (webhooks/address-policy.ts). */
    notPublic: 'callbackUrl must be a public address: {{reason}}.',
  },
  /** Pipelines (POST /v1/pipelines): their plan and their steps; `step` counts from 1. */
  pipeline: {
    interrupted: 'The server stopped while this pipeline ran. Steps that finished stay charged; see `steps`.',
    filePart: 'Send the file as the part `file`, not `{{field}}`.',
    stepsNotJson: 'steps must be a JSON list such as [{"service":"ocr"},{"service":"tts"}].',
    tooLong: 'A pipeline has at most {{max}} steps; this one has {{count}}.',
    unknownService: 'Step {{step}}: there is no service "{{service}}".',
    inputBeside: 'Step {{step}} ({{service}}): send `{{field}}` beside `steps`, not in the options.',
    inputFromPrevious:
      'Step {{step}} ({{service}}): `{{field}}` is the previous step’s answer; leave it out of the options.',
    /** `problem` is the step's own refusal of its options, in English. */
    stepOptions: 'Step {{step}} ({{service}}): {{problem}}',
    stepNotCharged: 'This step could not be charged.',
    /** `step` 1-based as the caller wrote it. */
    notChainable: 'Step {{step}} ({{service}}) cannot be part of a pipeline.',
    /** `takes` and `gives`: text, image, audio, a document, a score (in English). */
    typesMismatch:
      'Step {{step}} ({{service}}) takes {{takes}}, but step {{previousStep}} ({{previousService}}) answers {{gives}}.',
  },
  /** The OpenAI-shaped routes (/v1/audio/*, /v1/models). */
  openai: {
    bearerRequired: 'Send your Zuban access token as the API key: Authorization: Bearer <token>.',
    modelNotFound: "The model '{{model}}' does not exist.",
  },
} as const;

type Catalogue = typeof messageCatalogue;

/** `group.key` of every message. */
export type MessageCode = {
  [G in keyof Catalogue]: `${G & string}.${keyof Catalogue[G] & string}`;
}[keyof Catalogue];

type TemplateOf<C extends MessageCode> = C extends `${infer G extends keyof Catalogue}.${infer K}`
  ? K extends keyof Catalogue[G]
    ? Catalogue[G][K]
    : never
  : never;

/** The `{{name}}`s of a template, as a union of names. */
type ParamNames<T> = T extends `${string}{{${infer P}}}${infer Rest}` ? P | ParamNames<Rest> : never;

export type MessageParamValue = string | number;
export type MessageParams = Record<string, MessageParamValue>;

/** The arguments after the code: none for a plain message, its named values for a template. */
export type ParamsArg<C extends MessageCode> = [ParamNames<TemplateOf<C>>] extends [never]
  ? []
  : [params: Record<ParamNames<TemplateOf<C>>, MessageParamValue>];

/** A message as the server says it: the code, its values, and the English made from them. */
export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
  text: string;
}

/** The English template of a code; undefined for a code this catalogue does not have. */
export function templateOf(code: string): string | undefined {
  const dot = code.indexOf('.');
  const group = (messageCatalogue as Record<string, Record<string, string>>)[code.slice(0, dot)];
  const template = dot > 0 ? group?.[code.slice(dot + 1)] : undefined;
  return typeof template === 'string' ? template : undefined;
}

/** A template with its `{{name}}`s filled; `shape` lets a caller wrap each value (direction marks). */
export function fillTemplate(
  template: string,
  params: MessageParams = {},
  shape: (value: string) => string = (value) => value,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : shape(String(value));
  });
}

/** The message of `code`, its English filled in: `coded('tool.tooLong', { limit: 5000 })`. */
export function coded<C extends MessageCode>(code: C, ...args: ParamsArg<C>): CodedMessage {
  const params = args[0] as MessageParams | undefined;
  const text = fillTemplate(templateOf(code) ?? code, params);
  return params ? { code, params, text } : { code, text };
}

/** Every code with its template, flat. */
export function catalogueEntries(): Array<[MessageCode, string]> {
  return Object.entries(messageCatalogue).flatMap(([group, texts]) =>
    Object.entries(texts).map(
      ([key, text]) => [`${group}.${key}` as MessageCode, text] as [MessageCode, string],
    ),
  );
}

const plainByText = new Map<string, MessageCode>();
for (const [code, text] of catalogueEntries()) {
  if (!text.includes('{{') && !plainByText.has(text)) plainByText.set(text, code);
}

/**
 * The code of a message without parameters, from its English: for texts that reach the server as
 * strings made from this catalogue's own tables (a contract schema's message). Exact only, never a
 * guess: a text not in the catalogue has no code.
 */
export function codeOfText(text: string): MessageCode | undefined {
  return plainByText.get(text);
}

/** The reply fields of a coded message. */
export function replyOf(said: CodedMessage): MessageReply {
  return said.params
    ? { message: said.text, messageCode: said.code, messageParams: said.params }
    : { message: said.text, messageCode: said.code };
}

/** A success answer's message from its code: `return said('account.signedOut')`, or spread with more fields. */
export function said<C extends MessageCode>(code: C, ...args: ParamsArg<C>): MessageReply {
  return replyOf(coded(code, ...args));
}
