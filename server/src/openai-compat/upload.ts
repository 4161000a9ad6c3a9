import type {} from '@fastify/multipart';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/app-error';

const MiB = 1024 * 1024;
/** As /asr's JSON body: an hour of 16 kHz mono WAV (~115 MB) fits; compressed audio is far smaller. */
export const MAX_AUDIO_UPLOAD_BYTES = 160 * MiB;

export interface AudioUpload {
  fields: Record<string, string[]>;
  file: { filename: string; data: Buffer } | undefined;
}

/**
 * Reads the multipart form of a transcription: text fields (repeated names, such as
 * `timestamp_granularities[]`, become lists) and the one `file`. Over the limit is 413, a broken
 * form 400.
 */
export async function readAudioUpload(request: FastifyRequest): Promise<AudioUpload> {
  if (!request.isMultipart()) {
    throw badRequest('not_multipart', coded('request.recordingNotMultipart'));
  }
  const fields: Record<string, string[]> = {};
  let file: AudioUpload['file'];
  try {
    const parts = request.parts({ limits: { fileSize: MAX_AUDIO_UPLOAD_BYTES, files: 3, fields: 20 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = [...(fields[part.fieldname] ?? []), String(part.value)];
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new AppError(
          400,
          'unexpected_file',
          coded('request.unexpectedFile', { field: part.fieldname }),
          {},
          { field: part.fieldname },
        );
      }
      file = { filename: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413) {
      throw new AppError(
        413,
        'file_too_large',
        coded('request.fileTooLarge', { mb: MAX_AUDIO_UPLOAD_BYTES / MiB }),
        {},
        {
          field: 'file',
        },
      );
    }
    // The parser's own errors ("Unexpected end of form") are the client's, not a 500.
    throw badRequest('bad_multipart', coded('request.formUnreadable'));
  }
  return { fields, file };
}
