import { openAiModelFor } from '@zuban/contract/openai-speech';
import { ASR_FORMATS, ASR_GRANULARITIES, type AsrFormat, asr } from '@zuban/contract/services/asr';
import { isWav } from '@zuban/engines/asr';
import { engineFailureError } from '../jobs/engine-failure';
import { invalidParam } from './errors';
import type { AudioUpload } from './upload';

/** A transcription form, checked and decoded: the native /asr body and the answer's format. */
export interface TranscriptionCall {
  nativeBody: {
    file: string;
    filename: string;
    response_format: AsrFormat;
    timestamp_granularities: string[];
  };
  format: AsrFormat;
}

const one = (upload: AudioUpload, name: string): string | undefined => upload.fields[name]?.[0];

// Whisper is forced to Urdu here: the language is said, not detected. `ur` (ISO-639-1) and its
// ISO-639-2 code are taken; any other language would be transcribed as Urdu, so it is refused.
const URDU = new Set(['ur', 'urd', 'urdu']);

/** OpenAI's fields, each refusal naming its parameter (400, before the audio is decoded or charged). */
function checkFields(
  upload: AudioUpload,
): Omit<TranscriptionCall, 'nativeBody'> & { granularities: string[] } {
  const model = one(upload, 'model');
  if (!model)
    throw invalidParam(
      'model',
      'invalid_request',
      'You must provide a model parameter (zuban-asr or whisper-1).',
    );
  if (!openAiModelFor(model, 'transcription')) {
    throw invalidParam(
      'model',
      'model_not_found',
      `The model '${model}' does not exist for transcription: use zuban-asr (or whisper-1).`,
    );
  }
  const language = one(upload, 'language');
  if (language && !URDU.has(language.trim().toLowerCase())) {
    throw invalidParam(
      'language',
      'unsupported_language',
      `Only Urdu (ur) is transcribed here, not '${language}'.`,
    );
  }
  const format = one(upload, 'response_format') || 'json';
  if (!(ASR_FORMATS as readonly string[]).includes(format)) {
    throw invalidParam(
      'response_format',
      'invalid_request',
      `response_format must be ${ASR_FORMATS.join(', ')}.`,
    );
  }
  // The SDK sends `timestamp_granularities[]` once per value; a hand-made form may drop the brackets.
  const granularities = [
    ...(upload.fields['timestamp_granularities[]'] ?? []),
    ...(upload.fields.timestamp_granularities ?? []),
  ];
  const known = ASR_GRANULARITIES as readonly string[];
  if (granularities.some((g) => !known.includes(g))) {
    throw invalidParam(
      'timestamp_granularities[]',
      'invalid_request',
      'timestamp_granularities[] must be segment and/or word.',
    );
  }
  return {
    format: format as AsrFormat,
    granularities: granularities.length > 0 ? [...new Set(granularities)] : ['segment'],
  };
}

/**
 * The form as the native /asr body: a WAV goes as it is; MP3, Ogg, M4A, WebM, FLAC are decoded by
 * `decode` first (ffmpeg, engines/asr decode-audio), so bytes that are not audio are a 400 with nothing
 * charged. The native schema then checks the WAV and its length, and prices its seconds.
 */
export async function parseTranscription(
  upload: AudioUpload,
  decode: (bytes: Buffer) => Promise<Buffer>,
): Promise<TranscriptionCall> {
  const { format, granularities } = checkFields(upload);
  if (!upload.file || upload.file.data.length === 0) {
    throw invalidParam('file', 'invalid_request', 'You must provide the recording as the file field.');
  }
  const { data, filename } = upload.file;
  let wav: Buffer;
  try {
    wav = isWav(data) ? data : await decode(data);
  } catch (error) {
    const answer = engineFailureError(error, asr.failureMessage);
    throw answer.status === 400 ? invalidParam('file', answer.code, answer.message) : answer;
  }
  return {
    nativeBody: {
      file: wav.toString('base64'),
      filename: filename.slice(0, 255) || 'audio',
      response_format: format,
      timestamp_granularities: granularities,
    },
    format,
  };
}
