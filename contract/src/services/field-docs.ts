import { z } from 'zod';
import type { FieldDoc } from './types';

type JsonField = {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
};

const quoted = (value: unknown) => (typeof value === 'string' ? `\`${value}\`` : String(value));

/** The limits the schema itself states: "150 or 300 (default 300)", "1 to 4 (default 1)". */
function limitsOf(field: JsonField): string {
  let text = '';
  if (field.enum) text = field.enum.map(quoted).join(' or ');
  else if (field.minimum !== undefined && field.maximum !== undefined)
    text = `${field.minimum} to ${field.maximum}`;
  else if (field.maxLength !== undefined) text = `at most ${field.maxLength} characters`;
  if (field.default !== undefined) text += `${text ? ' ' : ''}(default ${quoted(field.default)})`;
  return text;
}

function typeOf(field: JsonField): FieldDoc['type'] {
  const type = Array.isArray(field.type) ? field.type[0] : field.type;
  if (type === 'integer') return 'integer';
  if (type === 'number') return field.enum?.every(Number.isInteger) ? 'integer' : 'number';
  return 'string';
}

export const accessTokenDoc: FieldDoc = {
  name: 'accessToken',
  type: 'string',
  required: true,
  description: 'Your access token (or send it as `Authorization: Bearer <token>`).',
};

/**
 * The request fields as the API pages list them, read from the request schema itself: each field's
 * `.meta({ description })` and the limits and defaults the schema enforces, so the page cannot
 * drift from what the server accepts. The access token comes last.
 */
export function fieldDocs(input: z.ZodType): FieldDoc[] {
  const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonField>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const limits = limitsOf(field);
    const words = [field.description, limits].filter((part) => part).join(', ');
    return { name, type: typeOf(field), required: required.has(name), description: words ? `${words}.` : '' };
  });
  return [...fields, accessTokenDoc];
}
