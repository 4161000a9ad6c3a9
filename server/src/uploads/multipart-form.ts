import type {} from '@fastify/multipart';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/app-error';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string[]>;
  files: Map<string, UploadedFile>;
}

/**
 * Reads a whole multipart body: text fields (repeated names become lists) and files (at most
 * 10 MB each; a larger one is a 400 naming the field). Requires @fastify/multipart on the scope.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileLabels: Record<string, string>,
): Promise<MultipartForm> {
  try {
    return await readParts(request, fileLabels);
  } catch (e) {
    // The parser's own errors ("Boundary not found", "Unexpected end of form") carry no status:
    // a broken form is the client's fault, not a 500 (found by server/test/fuzz).
    const status = (e as { statusCode?: unknown }).statusCode;
    if (e instanceof AppError || typeof status === 'number') throw e;
    throw badRequest('bad_multipart', coded('request.formUnreadable'));
  }
}

async function readParts(
  request: FastifyRequest,
  fileLabels: Record<string, string>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('not_multipart', coded('request.formNotMultipart'));
  const fields: Record<string, string[]> = {};
  const files = new Map<string, UploadedFile>();
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 60 } })) {
    if (part.type === 'field') {
      const values = fields[part.fieldname] ?? [];
      values.push(String(part.value));
      fields[part.fieldname] = values;
      continue;
    }
    const label = fileLabels[part.fieldname];
    if (!label) {
      part.file.resume();
      throw badRequest('unexpected_file', coded('request.unexpectedFile', { field: part.fieldname }));
    }
    const data = await part.toBuffer().catch(() => {
      throw badRequest('file_too_large', coded('upload.tooLarge', { label }), { field: part.fieldname });
    });
    if (part.file.truncated)
      throw badRequest('file_too_large', coded('upload.tooLarge', { label }), { field: part.fieldname });
    files.set(part.fieldname, { field: part.fieldname, filename: part.filename, data });
  }
  return { fields, files };
}

/** The single value of a text field ('' when absent). */
export function field(form: MultipartForm, name: string): string {
  return form.fields[name]?.[0] ?? '';
}
