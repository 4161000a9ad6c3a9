import type {} from '@fastify/multipart';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/app-error';

const TEXT_FIELDS = ['text', 'accessToken', 'callbackUrl'] as const;

/**
 * A multipart pipeline as the JSON body it stands for: its file (a part named `file` or `image`)
 * in base64 under both names, so the first step finds it under the field it takes (`image` for
 * OCR, `file` for ASR); `steps` parsed from its JSON; `text`, `accessToken`, `callbackUrl` as sent.
 */
export async function formAsBody(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' && part.fieldname !== 'image') {
          part.file.resume();
          throw badRequest('unexpected_file', coded('pipeline.filePart', { field: part.fieldname }));
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(maxFileBytes);
        body.file = body.image = bytes.toString('base64');
        continue;
      }
      const value = String(part.value);
      if (part.fieldname === 'steps') body.steps = parseSteps(value);
      else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname)) body[part.fieldname] = value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxFileBytes);
    // The parser's own errors carry no status: a broken form is the caller's fault, not a 500.
    throw badRequest('bad_multipart', coded('request.formUnreadable'));
  }
  return body;
}

function tooLarge(maxBytes: number): AppError {
  return new AppError(
    413,
    'file_too_large',
    coded('request.fileTooLarge', { mb: Math.floor(maxBytes / 1048576) }),
  );
}

function parseSteps(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest('invalid_request', coded('pipeline.stepsNotJson'), { field: 'steps' });
  }
}
