import { adminMessages } from '@zuban/contract/admin';
import { accountMessages } from '@zuban/contract/messages';
import { rateLimitMessages } from '@zuban/contract/rate-limits';
import { messages as fieldMessages } from '@zuban/contract/services/fields';
import { topupMessages } from '@zuban/contract/topups';

// Messages the server (or the web's own copy of its rules) sends in English. The web shows the Urdu
// one when the page is in Urdu, found by the English text (server/message.ts). Taken from contract so
// the English never drifts from what the server says.

const { confirmDeleteService: _s, confirmDeleteCosting: _c, ...adminTexts } = adminMessages;

export const server = {
  account: { ...accountMessages },
  topup: { ...topupMessages },
  admin: { ...adminTexts },
  rateLimit: { ...rateLimitMessages },
  tool: {
    textEmpty: fieldMessages.textEmpty,
    ttsEmpty: fieldMessages.ttsEmpty,
    keywordCount: fieldMessages.keywordCount,
    noImage: fieldMessages.noImage,
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
  },
  job: {
    queued: 'Queued',
    running: 'Running',
    completed: 'Completed',
    failed: 'Failed (charge refunded)',
    cancelled: 'Cancelled (charge refunded)',
  },
  /** Messages with a number in them: matched by pattern, {{limit}} carried over. */
  pattern: {
    tooLong: 'Length of text in request is greater than the limit of {{limit}} characters',
    spellTooLong: 'Length of text in the request is greater than the limit of {{limit}} characters',
    requestFailed: 'Request failed ({{status}})',
    notGenerated: 'Sorry! Output is not generated. Check {{name}} Service.',
    ocrFailed: 'OCR Failed. Check {{name}} Service.',
  },
};
