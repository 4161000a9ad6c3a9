import type { UiLanguage } from '@zuban/contract/languages';
import { codeOfText, fillTemplate } from '@zuban/contract/message-catalogue';
import type { MessageReply } from '@zuban/contract/message-reply';
import { en } from './en';
import { ur } from './ur';

// The server sends each message in English (the spec's texts) with its catalogue code and values
// (contract/src/message-catalogue.ts); the page in Urdu shows the Urdu of that code, the values put
// in. A message without a code, or a code nobody translated yet, is shown as the server sent it.

type Texts = Record<string, Record<string, string>>;
const tables: Record<UiLanguage, Texts> = { en: en.server, ur: ur.server };

/** A message as an answer carries it: English, and the code and values beside it when it has them. */
export type ServerMessage = Pick<MessageReply, 'message'> & {
  messageCode?: string | null | undefined;
  messageParams?: Record<string, string | number> | null | undefined;
};

// A Latin value (a service name) inside Urdu is isolated (FSI … PDI) so it keeps its own direction.
const isolate = (value: string) => (/[A-Za-z]/.test(value) ? `\u2068${value}\u2069` : value);

function templateIn(language: UiLanguage, code: string): string | undefined {
  const dot = code.indexOf('.');
  return dot > 0 ? tables[language][code.slice(0, dot)]?.[code.slice(dot + 1)] : undefined;
}

/** The message in `language`, by its code and values. */
export function localizeServerMessage(said: ServerMessage, language: UiLanguage): string {
  if (language === 'en' || !said.messageCode) return said.message;
  const template = templateIn(language, said.messageCode);
  return template ? fillTemplate(template, said.messageParams ?? {}, isolate) : said.message;
}

/**
 * A text the web holds without a code (a contract schema's rule checked in the browser, a table
 * constant): in `language` when it is a catalogue message word for word, else as it is.
 */
export function localizeServerText(text: string, language: UiLanguage): string {
  return localizeServerMessage({ message: text, messageCode: codeOfText(text) }, language);
}

/**
 * A contract schema's refusal checked in the browser, as a message: its English, with the code and
 * values a coded field put in the issue's params (contract/src/services/fields.ts codedIssue), else
 * the code of its exact text.
 */
export function issueMessage(
  issue: { message: string; params?: unknown } | undefined,
  fallback: string,
): ServerMessage {
  const message = issue?.message ?? fallback;
  const params = (issue?.params ?? {}) as { messageCode?: unknown; messageParams?: unknown };
  if (typeof params.messageCode === 'string') {
    return {
      message,
      messageCode: params.messageCode,
      messageParams: (params.messageParams ?? undefined) as Record<string, string | number> | undefined,
    };
  }
  return { message, messageCode: codeOfText(message) };
}
