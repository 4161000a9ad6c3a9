import { z } from 'zod';
import { messages, textField } from './fields';

/** The text tools' limit (spec §5, §9). */
export const TEXT_TOOL_LIMIT = 3000;

/** `text` of a text tool: the spec's empty and too-long alerts. */
export function toolText(limit = TEXT_TOOL_LIMIT, tooLong = messages.tooLong(limit), what = 'Urdu text') {
  return textField({ max: limit, empty: messages.textEmpty, tooLong, what });
}

/** The body of the simplest text tools: just `text` (accessToken and jobType are read elsewhere). */
export const plainTextInput = z.object({ text: toolText() });

/** A short Urdu sentence used by the examples. */
export const exampleUrdu = 'پاکستان ایک خوبصورت ملک ہے اور لوگ مہمان نواز ہیں';
